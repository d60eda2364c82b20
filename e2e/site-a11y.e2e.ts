import { Browser, Page } from 'playwright-core';
import { api, buyPlan, enrolOnScreen, firstListed, registerAdvertiser, signIn } from './support/admin-api';
import { axeViolations } from './support/axe';
import { DEMO_ADMIN, DEMO_ADVERTISER, DESKTOP, followLink, launchBrowser, networkSettled, newContext, PHONE, signInOnScreen } from './support/browser';
import { fillAccountStep } from './support/signup-form';
import { firstCode, nextSecondFactor } from './support/two-factor';

// Spec quality bars: every input labelled, errors announced, colour contrast at WCAG AA, the
// back office usable by staff. axe-core checks each screen in real Chromium against WCAG 2.0/2.1 A and AA, on a
// phone and a desktop for the public site and on a laptop for the back office; every violation is listed with
// its rule, impact, elements and fix, so a failure says what to change.

jest.setTimeout(300_000);

const WIDTHS = [PHONE, DESKTOP];

/**
 * An advertiser of this journey's own (no seeded profile other journeys count on) buys the basic plan, so the
 * Subscriptions list and its totals have a row this run made, whatever the seed holds.
 */
async function buyBasicPlanAsNewAdvertiser(): Promise<void> {
  const stamp = Date.now().toString(36);
  const account = { email: `axe.plan.${stamp}@example.nz`, password: 'AxePlan2026!', username: `axeplan${stamp}`, fullName: `Axe Plan ${stamp}` };
  await registerAdvertiser(account);
  await buyPlan(await signIn(account), 'basic', await signIn(DEMO_ADMIN));
}

describe('WCAG 2.1 AA (axe-core) on every screen', () => {
  let browser: Browser;
  const violations: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
    expect(violations.splice(0)).toEqual([]);
  });

  afterAll(() => browser.close());

  async function openAt(viewport: typeof PHONE, options: { ageVerified?: boolean } = {}): Promise<Page> {
    const page = await (await newContext(browser, { viewport, bypassCSP: true, ...options })).newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function audit(page: Page, where: string): Promise<void> {
    violations.push(...(await axeViolations(page, `${where} at ${page.viewportSize()!.width}`)));
  }

  /**
   * Opens a path, waits for its level-1 heading and for the data it loads, then audits it. Once the site is loaded
   * it follows a link, which keeps axe loaded: loading the site and the engine again for every screen took a
   * third of this journey.
   */
  async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
    if (await page.evaluate(() => 'axe' in window)) await followLink(page, path);
    else await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    await networkSettled(page);
    await audit(page, path);
  }

  it.each(WIDTHS.map((viewport) => [viewport.width, viewport] as const))('the age gate, before it is accepted, at %i px', async (_width, viewport) => {
    const page = await openAt(viewport, { ageVerified: false });
    await page.goto('/');
    await page.getByRole('alertdialog', { name: 'Age Verification Required' }).waitFor();
    await networkSettled(page);
    await audit(page, 'the age gate');
  });

  it.each(WIDTHS.map((viewport) => [viewport.width, viewport] as const))('public screens at %i px', async (width, viewport) => {
    const seeded = await firstListed();
    const page = await openAt(viewport);

    await page.goto('/');
    await page.getByRole('region', { name: 'VIP companions' }).locator('.swiper-slide').first().waitFor();
    await page.getByRole('list', { name: 'Featured profiles' }).getByRole('article').first().waitFor();
    await networkSettled(page);
    await audit(page, '/');
    if (width === PHONE.width) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).waitFor({ state: 'visible' });
      await audit(page, '/ with the mobile menu open');
    }

    await visit(page, '/directory', 'Professional Directory');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.locator('#directory-filters').waitFor();
    await audit(page, '/directory with its filters open');

    await visit(page, '/escorts/wellington/lower-hutt?verified=true', 'Escorts in Lower Hutt');
    await visit(page, '/escorts/nowhere', 'Page Not Found');

    await visit(page, '/directory?search=nobody-is-called-this', 'Professional Directory');
    await page.getByText('No profiles found matching your criteria.').waitFor();
    await audit(page, '/directory with no results');

    await visit(page, `/profile/${seeded.username}`, seeded.full_name);
    await page.getByRole('button', { name: 'Report this profile' }).click();
    await page.getByRole('dialog').waitFor();
    await audit(page, 'the report dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Send Report' }).click();
    await page.getByRole('dialog').getByText('Please choose a reason for your report').waitFor();
    await audit(page, 'the report dialog with its error');

    await visit(page, '/profile/nobody-is-called-this', 'Profile Not Found');
    await visit(page, '/no-such-page', 'Page Not Found');
    await visit(page, '/pricing', 'Choose Your Plan');

    await visit(page, '/contact', 'Contact Us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    await audit(page, '/contact with its errors');

    await visit(page, '/terms', 'Terms and Conditions');
    await visit(page, '/privacy', 'Privacy Policy');
    await visit(page, '/favourites', 'Favourites');

    await visit(page, '/signin', 'Sign In');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email and password are required').waitFor();
    await audit(page, '/signin with its error');

    await visit(page, '/forgot-password', 'Forgot Password');
    await visit(page, '/reset-password?token=link-from-an-email', 'Choose a New Password');
    await visit(page, '/my-data?token=link-from-an-email', 'Download My Data');
    await page.getByText('This download link is not valid.', { exact: false }).waitFor();
    await audit(page, '/my-data with an unknown link');

    await page.goto('/signup');
    await page.getByText('Step 1 of 6: ACCOUNT').waitFor();
    await audit(page, '/signup ACCOUNT');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill in all required fields').waitFor();
    await audit(page, '/signup ACCOUNT with its error');
    const stamp = `${Date.now().toString(36)}${width}`;
    await fillAccountStep(page, { fullName: `Axe Tester ${stamp}`, username: `axe${stamp}`, email: `axe.${stamp}@example.nz`, password: 'AxeTester2026!' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 6: PERSONAL').waitFor();
    await audit(page, '/signup PERSONAL');
  });

  it.each(WIDTHS.map((viewport) => [viewport.width, viewport] as const))('two-factor sign-in on the public site at %i px', async (width, viewport) => {
    const stamp = `${Date.now().toString(36)}${width}`;
    const account = { email: `axe.totp.${stamp}@example.nz`, password: 'AxeTotp2026!', username: `axetotp${stamp}`, fullName: `Axe Totp ${stamp}` };
    await registerAdvertiser(account, { publish: false });
    const page = await openAt(viewport);
    await signInOnScreen(page, account);

    await page.goto('/profile?tab=account');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByTestId('totp-secret').waitFor();
    await networkSettled(page);
    await audit(page, 'the Account tab setting up two-factor sign-in');
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel('6-digit code').fill(await firstCode(account.email, secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await audit(page, 'the Account tab with the recovery codes');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Turn off' }).waitFor();
    await audit(page, 'the Account tab with two-factor sign-in on');

    const fresh = await openAt(viewport);
    await fresh.goto('/signin');
    await fresh.getByLabel('Email').fill(account.email);
    await fresh.getByLabel('Password').fill(account.password);
    await fresh.getByRole('button', { name: 'Sign In' }).click();
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await fresh.getByText('Please enter the 6-digit code from your authenticator app, or a recovery code').waitFor();
    await audit(fresh, '/signin: the code, with its error');
    await fresh.getByLabel('Authentication code').fill(await nextSecondFactor(account.email));
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await fresh.waitForURL('**/profile');
  });

  it.each(WIDTHS.map((viewport) => [viewport.width, viewport] as const))('every editor tab, signed in as the demo advertiser, at %i px', async (_width, viewport) => {
    const context = await newContext(browser, { viewport, bypassCSP: true });
    const signIn = await context.request.post('/api/auth/signin', { data: DEMO_ADVERTISER });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/profile');
    for (const tab of ['preview', 'account', 'basic', 'physical', 'services', 'photos', 'touring', 'billing']) {
      await followLink(page, `/profile?tab=${tab}`);
      await page.locator(`#panel-${tab}`).waitFor();
      await networkSettled(page);
      await audit(page, `/profile?tab=${tab}`);
    }
    await context.close();
  });

  describe('the back office at 1280 px', () => {
    beforeAll(buyBasicPlanAsNewAdvertiser);

    it.each(['light', 'dark'])('in its %s theme', async (theme) => {
      const context = await newContext(browser, { viewport: DESKTOP, bypassCSP: true });
      // react-admin keeps the app bar toggle's choice in its store (localStorage), read when the app starts.
      await context.addInitScript((chosen) => window.localStorage.setItem('RaStore.theme', JSON.stringify(chosen)), theme);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const show = async (where: string, ready: () => Promise<unknown>) => {
        await ready();
        await networkSettled(page);
        await audit(page, `${where} (${theme})`);
      };

      // A superadmin of this journey's own, whose first sign-in sets up two-factor sign-in.
      const admin = { email: `axe.admin.${theme}.${Date.now()}@kiwicompanions.test`, password: 'Axe-Admin-2026' };
      const created = await api('/admin/admins', { token: await signIn(DEMO_ADMIN), body: { ...admin, is_superadmin: true, can_verify_profiles: true } });
      expect(created.status).toBe(201);

      await page.goto('/admin/login');
      await show('/admin/login', () => page.getByRole('button', { name: 'Sign In' }).waitFor());
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await show('/admin/login with its error', () => page.getByText('Invalid email or password').waitFor());

      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await show('/admin/login: setting up two-factor sign-in', () => page.getByTestId('totp-secret').waitFor());
      await enrolOnScreen(page, admin.email);
      await show('/admin/login: the recovery codes', () => page.getByRole('button', { name: 'Continue to the dashboard' }).waitFor());
      await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
      await show('/admin/dashboard', () => page.getByTestId('tile-Total Profiles').waitFor());

      await page.getByRole('menuitem', { name: 'Escorts' }).click();
      await show('/admin/escorts', () => page.getByRole('button', { name: /^View / }).first().waitFor());
      await page.getByRole('button', { name: /^View / }).first().click();
      await show('the profile details modal', () => page.getByRole('dialog').getByText('Profile Details').waitFor());
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('menuitem', { name: 'Verifications' }).click();
      await show('/admin/verifications', () => page.getByRole('button', { name: /^Approve / }).first().waitFor());

      await page.getByRole('menuitem', { name: 'Messages' }).click();
      // A thread the seed answered, so the admin's own bubbles are checked too.
      const answered = page.getByRole('listitem').filter({ hasText: 'Replied' }).first();
      await show('/admin/messages', () => answered.waitFor());
      await answered.click();
      await show('a message thread', () => page.getByTestId('admin-bubble').first().waitFor());

      await page.getByRole('menuitem', { name: 'Subscriptions' }).click();
      await show('/admin/subscriptions', () => page.getByRole('table', { name: 'Monthly totals' }).waitFor());

      await page.getByRole('menuitem', { name: 'Reports' }).click();
      await show('/admin/reports', () => page.getByRole('button', { name: 'Dismiss' }).first().waitFor());

      await page.getByRole('menuitem', { name: 'Invoices' }).click();
      await show('/admin/invoices', () => page.getByText('Overdue').first().waitFor());
      await page.getByRole('row', { name: /Overdue/ }).first().click();
      // Opening a row refetches the record: the app bar's progress indicator (react-admin's, unnamed) goes with it.
      await show('an invoice', async () => {
        await page.getByRole('button', { name: 'Mark as paid' }).waitFor();
        await page.getByRole('progressbar').waitFor({ state: 'detached' });
      });

      await page.getByRole('menuitem', { name: 'Payments' }).click();
      await show('/admin/payments', () => page.getByRole('button', { name: 'Match' }).first().waitFor());

      await page.getByRole('menuitem', { name: 'Revenue' }).click();
      await show('/admin/revenue', () => page.getByRole('table', { name: 'Revenue per month' }).waitFor());

      await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
      await show('/admin/settings', () => page.getByRole('form', { name: 'Billing settings' }).waitFor());

      await page.getByRole('menuitem', { name: 'Backups' }).click();
      await show('/admin/backups', () => page.getByRole('button', { name: 'Back up now' }).waitFor());

      await page.getByRole('menuitem', { name: 'Security' }).click();
      await show('/admin/security', () => page.getByText(/unused recovery codes/).waitFor());

      // A later sign-in asks for a code.
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Verify' }).click();
      await show('/admin/login: the code, with its error', () => page.getByText('Please enter the 6-digit code from your authenticator app, or a recovery code').waitFor());
      await page.getByLabel('Authentication code').fill(await nextSecondFactor(admin.email));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/admin/dashboard');
      await context.close();
    });
  });
});
