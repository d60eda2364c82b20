import { Browser, Page } from 'playwright-core';
import { adminLogin, api, enrolOnScreen, signIn } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, horizontalOverflow, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { forgetEnrolment, nextAuthenticatorCode, nextSecondFactor, takeRecoveryCode } from './support/two-factor';

/** Every admin signs in with a second factor, set up with an authenticator app at their first sign-in. */
describe('back office: two-factor sign-in', () => {
  let browser: Browser;
  let bossToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    bossToken = await signIn(DEMO_ADMIN);
  });

  afterAll(() => browser.close());

  /** A new admin made by the demo superadmin: an account that has never signed in, so it has no second factor yet. */
  async function newAdmin(tag: string): Promise<{ email: string; password: string; id: string }> {
    const admin = { email: `two.factor.${tag}.${Date.now()}@kiwicompanions.test`, password: 'Second-Step-2026' };
    const created = await api<{ id: string }>('/admin/admins', { token: bossToken, body: { ...admin, can_verify_profiles: true } });
    expect(created.status).toBe(201);
    return { ...admin, id: created.json.id };
  }

  async function password(page: Page, admin: { email: string; password: string }): Promise<void> {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function signOut(page: Page, phone: boolean): Promise<void> {
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
  }

  async function expectNoSideways(page: Page): Promise<void> {
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, offenders: [] });
  }

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('enrols at first sign-in, then signs in with a code and then with a recovery code (%s)', async (name, viewport) => {
    const phone = name === 'phone';
    const admin = await newAdmin(name);
    const page = await (await newContext(browser, { viewport })).newPage();

    // First sign-in: the password, then enrolment before anything else.
    await password(page, admin);
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await page.getByRole('img', { name: 'QR code to add Kiwi Companions to your authenticator app' }).waitFor();
    expect(await page.evaluate(() => (document.querySelector('img[alt^="QR code"]') as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect((await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    // Nothing else answers yet: the back office has no session for this admin.
    await expectNoSideways(page);
    await screenshot(page, `admin-2fa-enrol-${name}`);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByText(/That code is not valid|That code has already been used/).waitFor();
    const codes = await enrolOnScreen(page, admin.email);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, `admin-2fa-recovery-codes-${name}`);
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('tile-Total Profiles').waitFor();
    await signOut(page, phone);

    // Second sign-in: the password, then a code from the app.
    await password(page, admin);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please enter the 6-digit code from your authenticator app, or a recovery code').waitFor();
    await expectNoSideways(page);
    await screenshot(page, `admin-2fa-code-${name}`);
    await page.getByLabel('Authentication code').fill(await nextSecondFactor(admin.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('tile-Total Profiles').waitFor();
    await signOut(page, phone);

    // Third: a recovery code, which then no longer works.
    const recovery = takeRecoveryCode(admin.email);
    expect(codes).toContain(recovery);
    await password(page, admin);
    await page.getByLabel('Authentication code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('tile-Total Profiles').waitFor();
    await signOut(page, phone);
    await password(page, admin);
    await page.getByLabel('Authentication code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That recovery code has already been used. Each recovery code works once.').waitFor();
    await screenshot(page, `admin-2fa-recovery-code-used-${name}`);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    // The sign-in still finishes with a code, so the account's failure count starts again from nothing.
    await page.getByLabel('Authentication code').fill(await nextSecondFactor(admin.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');
  });

  it('lets an admin make new recovery codes, and a superadmin reset an admin who then enrols again', async () => {
    const admin = await newAdmin('reset');
    const desk = await (await newContext(browser)).newPage();
    await adminLogin(desk, admin);

    await desk.getByRole('menuitem', { name: 'Security' }).click();
    await desk.getByText(/You have 10 unused recovery codes\./).waitFor();
    await desk.getByLabel('Current password').fill(admin.password);
    await desk.getByLabel('6-digit code from your app').fill(await nextAuthenticatorCode(admin.email));
    await desk.getByRole('button', { name: 'Create new recovery codes' }).click();
    await desk.getByText('New recovery codes are ready. Your old recovery codes no longer work.').waitFor();
    expect(await desk.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await screenshot(desk, 'admin-2fa-new-recovery-codes-desktop');

    const boss = await (await newContext(browser)).newPage();
    await adminLogin(boss, DEMO_ADMIN);
    await boss.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    // The admins table comes before the audit log, whose rows may name the admin too.
    const row = boss.getByRole('row').filter({ hasText: admin.email }).first();
    await row.getByText('On', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Reset two-factor sign-in of ${admin.email}` }).click();
    await boss.getByRole('dialog').getByText('They are signed out everywhere').waitFor();
    await screenshot(boss, 'admin-2fa-reset-confirm-desktop');
    await boss.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await boss.getByText('Two-factor sign-in was reset. This admin will set it up again at their next sign-in.').waitFor();
    await row.getByText('Not set up yet', { exact: true }).waitFor();
    forgetEnrolment(admin.email);

    const audit = await api<{ action: string; target_id: string; admin_email: string }[]>(
      `/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'admin.two_factor_reset', target_id: admin.id }))}`,
      { token: bossToken },
    );
    expect(audit.json).toEqual([expect.objectContaining({ action: 'admin.two_factor_reset', target_id: admin.id, admin_email: DEMO_ADMIN.email })]);

    // The admin's session ended with the reset; the next sign-in sets two-factor sign-in up again.
    await desk.reload();
    await desk.waitForURL('**/admin/login');
    await password(desk, admin);
    await desk.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await enrolOnScreen(desk, admin.email);
    await desk.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await desk.waitForURL('**/admin/dashboard');
  });
});
