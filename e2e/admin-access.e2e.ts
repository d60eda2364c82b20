import { Browser, Page } from 'playwright-core';
import { adminList, adminLogin, signIn } from './support/admin-api';
import { DEMO_ADMIN, DEMO_ADVERTISER, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

const MENU = ['Overview', 'Escorts', 'Verifications', 'Messages', 'Subscriptions', 'Invoices', 'Payments', 'Revenue', 'Moderation', 'Moderation settings', 'Advertising rules', 'Takedowns', 'Reports', 'Settings', 'Backups', 'Security', 'Logout'];

/**
 * What the tiles must show, counted through the admin list resources and their filters: other
 * queries than the dashboard endpoint's own, over the same seeded data (spec §7 dashboard counts).
 */
async function expectedTiles(token: string): Promise<Record<string, number>> {
  const total = async (resource: string, filter: object) => (await adminList(resource, token, filter, [0, 0])).total;
  return {
    'Total Profiles': await total('profiles', {}),
    'Verified Profiles': await total('profiles', { is_verified: true }),
    'Premium Profiles': await total('profiles', { subscription_tier: 'premium' }),
    'Pending Verification': await total('profiles', { verification_requested: true, is_verified: false }),
    'New Messages': await total('threads', { status: 'awaiting' }),
    'Unpaid invoices': (await total('invoices', { status: 'unpaid' })) + (await total('invoices', { status: 'overdue' })),
  };
}

async function menuVisible(page: Page): Promise<boolean[]> {
  return Promise.all(MENU.map((name) => page.getByRole('menuitem', { name, exact: true }).isVisible()));
}

/** Spec §2: a drawer on small screens (hidden until the menu button opens it, closed again after a choice). */
async function expectPhoneDrawer(page: Page): Promise<void> {
  expect(await menuVisible(page)).toEqual(MENU.map(() => false));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  expect(await menuVisible(page)).toEqual(MENU.map(() => true));
  await page.waitForTimeout(400); // the drawer slides in
  await screenshot(page, 'admin-menu-phone');

  await page.getByRole('menuitem', { name: 'Escorts' }).click();
  await page.waitForURL('**/admin/escorts');
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor({ state: 'hidden' });
  expect(await menuVisible(page)).toEqual(MENU.map(() => false));
  await page.getByRole('button', { name: 'Open menu' }).click();
}

/** Spec §2: a fixed sidebar on large screens, open without a click and still there after a choice. */
async function expectFixedSidebar(page: Page): Promise<void> {
  expect(await menuVisible(page)).toEqual(MENU.map(() => true));
  await page.getByRole('menuitem', { name: 'Escorts' }).click();
  await page.waitForURL('**/admin/escorts');
  expect(await menuVisible(page)).toEqual(MENU.map(() => true));
  const overview = await page.getByRole('menuitem', { name: 'Overview' }).boundingBox();
  const content = await page.locator('#main-content').boundingBox();
  // Beside the content, not over it.
  expect(overview!.x + overview!.width).toBeLessThanOrEqual(content!.x);
}

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
  ])('signs the superadmin in on a %s, shows the counts of the seeded data, and keeps them signed in', async (name, viewport) => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await adminLogin(page, DEMO_ADMIN);
    const tiles = await expectedTiles(await signIn(DEMO_ADMIN));

    for (const [label, value] of Object.entries(tiles)) {
      await expect(page.getByTestId(`tile-${label}`).textContent()).resolves.toBe(String(value));
    }
    expect(tiles['Total Profiles']).toBeGreaterThanOrEqual(59);
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

    await (name === 'phone' ? expectPhoneDrawer(page) : expectFixedSidebar(page));
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
