import { Browser } from 'playwright-core';
import { adminList, adminLogin, api, signIn } from './support/admin-api';
import { DEMO_ADMIN, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

describe('back office: admin flags', () => {
  let browser: Browser;
  let token: string;
  const helper = { email: `helper.${Date.now()}@kiwicompanions.test`, password: 'Helper-Desk-2026' };

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signIn(DEMO_ADMIN);
  });

  afterAll(() => browser.close());

  it('a superadmin adds an admin without can_verify_profiles, who then cannot verify, until the flag is set; removal ends their access', async () => {
    const boss = await (await newContext(browser)).newPage();
    await adminLogin(boss, DEMO_ADMIN);
    await boss.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    const form = boss.getByRole('form', { name: 'Add admin' });
    await form.getByLabel('Email').fill(helper.email);
    await form.getByLabel('Password (new account only)').fill(helper.password);
    await form.getByLabel('Can verify profiles').uncheck();
    await form.getByRole('button', { name: 'Add admin' }).click();
    const row = boss.getByRole('row').filter({ hasText: helper.email });
    await row.waitFor();
    expect(await boss.getByRole('switch', { name: `Can verify profiles ${helper.email}` }).isChecked()).toBe(false);

    const desk = await (await newContext(browser)).newPage();
    await adminLogin(desk, helper);
    await desk.getByRole('menuitem', { name: 'Escorts' }).waitFor();
    expect(await desk.getByRole('menuitem', { name: 'Verifications' }).count()).toBe(0);
    expect(await desk.getByRole('menuitem', { name: 'Settings', exact: true }).count()).toBe(0);
    await desk.getByRole('menuitem', { name: 'Escorts' }).click();
    await desk.getByRole('button', { name: /^View / }).first().click();
    const modal = desk.getByRole('dialog');
    await modal.getByText('Account Status').waitFor();
    expect(await modal.getByRole('button', { name: 'Verify Profile' }).count()).toBe(0);
    expect(await modal.getByPlaceholder('Enter new password').count()).toBe(0);
    await screenshot(desk, 'admin-no-verify-flag-desktop');

    // The server refuses anyway.
    const helperToken = await signIn(helper);
    const someProfile = (await adminList('profiles', token, { is_verified: false }, [0, 0])).rows[0];
    const refused = await api(`/admin/profiles/${someProfile.id}/verify`, { token: helperToken, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('You do not have permission to do this');

    // The switch follows the server: it turns on once the PUT has been answered.
    const saved = boss.waitForResponse((res) => res.url().includes('/api/admin/admins/') && res.request().method() === 'PUT');
    await boss.getByRole('switch', { name: `Can verify profiles ${helper.email}` }).click();
    expect((await saved).status()).toBe(200);
    await boss.waitForFunction((name) => (document.querySelector(`[aria-label="${name}"]`) as HTMLInputElement)?.checked, `Can verify profiles ${helper.email}`);
    await desk.reload();
    await desk.getByRole('button', { name: /^View / }).first().click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Verify Profile' }).waitFor();
    await desk.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await desk.getByRole('menuitem', { name: 'Verifications' }).waitFor();

    const audit = await adminList('audit-log', token, { action: 'admin.create' });
    expect(audit.rows.some((entry) => entry.admin_email === DEMO_ADMIN.email)).toBe(true);
    await boss.reload();
    await boss.getByText('admin.update').first().waitFor();
    await screenshot(boss, 'admin-settings-desktop');

    // The audit log lists the email too; the admins table row is the one with a Remove button.
    const adminRow = boss.getByRole('row').filter({ hasText: helper.email }).filter({ has: boss.getByRole('button', { name: 'Remove' }) });
    await adminRow.getByRole('button', { name: 'Remove' }).click();
    await boss.getByRole('button', { name: 'Confirm' }).click();
    await adminRow.waitFor({ state: 'detached' });

    await desk.goto('/admin/escorts');
    await desk.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });

  it('shows Settings on a phone', async () => {
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'admin-settings-phone');
  });
});
