import { Browser } from 'playwright-core';
import { adminLogin, api, signIn } from './support/admin-api';
import { DEMO_ADMIN, DEMO_ADVERTISER, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

describe('back office access', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it("refuses the advertiser with 'You do not have admin access' and keeps them on the login page", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO_ADVERTISER.email);
    await page.getByLabel('Password').fill(DEMO_ADVERTISER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.getByText('You do not have admin access').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await screenshot(page, 'admin-login-refused-desktop');
    expect(await page.evaluate(() => localStorage.getItem('admin_logged_in'))).toBeNull();
  });

  it("answers 'Invalid email or password' for a wrong password", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.getByText('Invalid email or password').waitFor();
  });

  it('sends a visitor without a session from any admin page to the login page', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/admin/escorts');

    await page.waitForURL('**/admin/login');
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows Access Denied with its links on a %s', async (name, viewport) => {
    const page = await (await newContext(browser, { viewport })).newPage();
    await page.goto('/admin/unauthorized');

    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/admin/login');
    await screenshot(page, `admin-access-denied-${name}`);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await screenshot(page, `admin-login-${name}`);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('signs the superadmin in on a %s, shows the dashboard counts the API gives, and keeps them signed in', async (name, viewport) => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await adminLogin(page, DEMO_ADMIN);
    const counts = (await api('/admin/dashboard', { token: await signIn(DEMO_ADMIN) })).json;

    const tiles = {
      'Total Profiles': counts.profiles,
      'Verified Profiles': counts.verified,
      'Premium Profiles': counts.premium,
      'Pending Verification': counts.pendingVerification,
      'New Messages': counts.newThreads,
    };
    for (const [label, value] of Object.entries(tiles)) {
      await expect(page.getByTestId(`tile-${label}`).textContent()).resolves.toBe(String(value));
    }
    expect(counts.profiles).toBeGreaterThanOrEqual(59);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin_permissions')!))).toEqual({
      can_verify_profiles: true,
      is_superadmin: true,
    });
    await screenshot(page, `admin-dashboard-${name}`);

    // The session survives a reload through the refresh cookie, and /admin and unknown paths land on the dashboard.
    // Each step waits for the tiles, i.e. for the session restore to finish: leaving a page while its
    // refresh call is in flight can drop the rotated cookie, and the server then treats the old one as reused.
    for (const path of ['/admin', '/admin/no-such-screen', '/admin/login']) {
      await page.goto(path);
      await page.waitForURL('**/admin/dashboard');
      await page.getByTestId('tile-Total Profiles').waitFor();
    }

    if (name === 'phone') {
      await page.getByRole('button', { name: /open menu|toggle/i }).first().click();
      await page.waitForTimeout(400); // the drawer slides in
      await screenshot(page, 'admin-menu-phone');
    }
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => [localStorage.getItem('admin_logged_in'), localStorage.getItem('admin_permissions')])).toEqual([null, null]);
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
  });

  it('opens the Messages screen from the Messages tile', async () => {
    const page = await (await newContext(browser)).newPage();
    await adminLogin(page, DEMO_ADMIN);

    await page.getByTestId('tile-New Messages').click();

    await page.waitForURL('**/admin/messages');
  });
});
