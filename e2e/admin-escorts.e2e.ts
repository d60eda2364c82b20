import { Browser, Page } from 'playwright-core';
import { adminList, adminLogin, api, signIn } from './support/admin-api';
import { DEMO_ADMIN, isSeededProfile, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

interface Row {
  id: string;
  user_id: string;
  username: string;
  full_name: string;
  email: string;
  is_active: boolean;
  is_verified: boolean;
}

describe('back office: escort profiles', () => {
  let browser: Browser;
  let token: string;
  let candidates: Row[];

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signIn(DEMO_ADMIN);
    // Seeded profiles (every field filled in) that are active, unverified and not waiting for review.
    candidates = (await adminList<Row>('profiles', token, { is_verified: false, verification_requested: false, is_active: true })).rows.filter(isSeededProfile);
  });

  afterAll(() => browser.close());

  async function search(page: Page, username: string) {
    await page.goto('/admin/escorts');
    await page.getByPlaceholder('Search profiles...').fill(username);
    await page.waitForURL(new RegExp(`filter=.*${username}`));
    // Seeded usernames are unique (name + index), so the server-side search leaves one row.
    await page.waitForFunction(() => document.querySelectorAll('[aria-label^="View "]').length === 1);
    await page.getByRole('button', { name: `View ${username}` }).waitFor();
  }

  it('searches, opens the details modal, verifies and pauses a profile, and the list updates in place', async () => {
    const target = candidates[0];
    const page = await (await newContext(browser)).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await search(page, target.username);
    await screenshot(page, 'admin-escorts-desktop');

    await page.getByRole('button', { name: target.full_name, exact: true }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Profile Details').waitFor();
    for (const heading of ['Basic Information', 'Physical Attributes', 'Services & Rates', 'Account Status', 'Bio']) {
      await modal.getByRole('heading', { name: heading }).waitFor();
    }
    await modal.getByText(target.email).waitFor();
    expect(await modal.getByText(/^\$\d+$/).count()).toBe(4);
    await modal.getByText('Not Verified').waitFor();
    await page.waitForTimeout(400); // let the dialog's fade-in finish before the picture
    await screenshot(page, 'admin-profile-modal-desktop');

    await modal.getByRole('button', { name: 'Verify Profile' }).click();
    await modal.getByText('Profile verified successfully!').waitFor();
    await modal.getByText('Verified', { exact: true }).waitFor();
    await modal.getByRole('button', { name: 'Verify Profile' }).click();
    await modal.getByText('Profile is already verified!').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Both the Verified column and the status label now read Verified, without a reload.
    expect(await page.getByRole('row', { name: new RegExp(target.username) }).getByText('Verified', { exact: true }).count()).toBe(2);

    await page.getByRole('button', { name: `Pause ${target.username}` }).click();
    await page.getByRole('button', { name: `Activate ${target.username}` }).waitFor();
    const after = (await api<Row>(`/admin/profiles/${target.id}`, { token })).json;
    expect(after).toMatchObject({ is_verified: true, is_active: false });

    await page.getByRole('button', { name: `Activate ${target.username}` }).click();
    await page.getByRole('button', { name: `Pause ${target.username}` }).waitFor();
    expect((await api<Row>(`/admin/profiles/${target.id}`, { token })).json.is_active).toBe(true);
  });

  it('resets an advertiser password, which then signs them in', async () => {
    const target = candidates[1];
    const page = await (await newContext(browser)).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await search(page, target.username);
    await page.getByRole('button', { name: `View ${target.username}` }).click();
    const modal = page.getByRole('dialog');
    const input = modal.getByPlaceholder('Enter new password');
    const reset = modal.getByRole('button', { name: 'Reset', exact: true });

    expect(await reset.isDisabled()).toBe(true);
    await input.fill('   ');
    await reset.click();
    await modal.getByText('Please enter a new password').waitFor();

    await input.fill('Fresh-Start-2026');
    await reset.click();
    await modal.getByText('Password updated successfully!').waitFor();
    expect(await input.inputValue()).toBe('');

    const signin = await api('/auth/signin', { body: { email: target.email, password: 'Fresh-Start-2026' } });
    expect(signin.status).toBe(200);
  });

  it('works on a phone: cards instead of the table, and the modal full screen', async () => {
    const target = candidates[2];
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.goto('/admin/escorts');
    await page.getByRole('button', { name: /^View / }).first().waitFor();
    await screenshot(page, 'admin-escorts-phone');
    await search(page, target.username);

    await page.getByRole('button', { name: `View ${target.username}` }).click();
    await page.getByRole('dialog').getByText('Profile Details').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-profile-modal-phone');
  });
});
