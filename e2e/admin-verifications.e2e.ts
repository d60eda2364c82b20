import { Browser } from 'playwright-core';
import { adminList, adminLogin, api, signIn, submitVerification } from './support/admin-api';
import { BASE_URL, DEMO_ADMIN, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { waitForMailTo } from './support/mail-sink';

interface Row {
  id: string;
  user_id: string;
  username: string;
  email: string;
}

describe('back office: pending verifications', () => {
  let browser: Browser;
  let token: string;
  let approved: Row;
  let rejected: Row;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signIn(DEMO_ADMIN);
    // The two oldest unverified, not-yet-submitted profiles (the escorts journey works on the newest ones).
    const rows = (await adminList<Row>('profiles', token, { is_verified: false, verification_requested: false, is_active: true })).rows;
    [approved, rejected] = rows.slice(-2);
    await submitVerification(token, approved, 'Verify-Me-2026');
    await submitVerification(token, rejected, 'Verify-Me-2026');
  });

  afterAll(() => browser.close());

  it('lists both submissions with their documents, approves one and rejects the other', async () => {
    const page = await (await newContext(browser)).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.getByRole('menuitem', { name: 'Verifications' }).click();
    await page.getByText('Pending Verifications').first().waitFor();
    const approvedRow = page.getByRole('row', { name: new RegExp(`^${approved.username}\\b`) });
    const rejectedRow = page.getByRole('row', { name: new RegExp(`^${rejected.username}\\b`) });
    await approvedRow.waitFor();
    await rejectedRow.waitFor();

    // Each document opens inside the back office, fetched with the admin's session and shown from a blob: URL.
    expect(await rejectedRow.getByRole('link').count()).toBe(0);
    for (const label of ['ID', 'Selfie']) {
      await rejectedRow.getByRole('button', { name: `${label} of ${rejected.username}`, exact: true }).click();
      const viewer = page.getByRole('dialog', { name: `${label} of ${rejected.username}` });
      const picture = viewer.getByRole('img', { name: `${label} of ${rejected.username}` });
      await picture.waitFor();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await picture.elementHandle());
      expect(await picture.getAttribute('src')).toMatch(/^blob:/);
      if (label === 'ID') await screenshot(page, 'admin-verifications-document-desktop');
      await viewer.getByRole('button', { name: 'Close' }).click();
      await viewer.waitFor({ state: 'detached' });
    }
    // The documents' links, as the API hands them to this admin, open nowhere without the admin's bearer token: not in
    // another browser, not with curl.
    const documentUrls = ((await api<{ documents: { url: string }[] }>(`/admin/verifications/${rejected.id}`, { token })).json.documents).map((d) => new URL(d.url, BASE_URL).href);
    for (const url of documentUrls) {
      expect((await fetch(url)).status).toBe(401);
      const elsewhere = await (await newContext(browser)).newPage();
      expect((await elsewhere.goto(url))!.status()).toBe(401);
      await elsewhere.context().close();
      expect((await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    }
    expect(await rejectedRow.textContent()).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    await screenshot(page, 'admin-verifications-desktop');

    await page.getByRole('button', { name: `Approve ${approved.username}` }).click();
    await page.getByText('Profile verified successfully!').waitFor();
    await approvedRow.waitFor({ state: 'detached' });
    expect((await api(`/admin/profiles/${approved.id}`, { token })).json).toMatchObject({ is_verified: true, verification_requested: false });

    // Reject asks why and confirms before anything is deleted; the advertiser is emailed the reason.
    await page.getByRole('button', { name: `Reject ${rejected.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject verification for ${rejected.username}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject and email' }).click();
    await dialog.getByText('Choose why the documents are rejected.').waitFor();
    for (const url of documentUrls) expect((await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await dialog.getByRole('radio', { name: 'Your ID has expired' }).check();
    await dialog.getByLabel(/Note to the advertiser/).fill('The licence in the photo ran out in March.');
    await screenshot(page, 'admin-verifications-reject-desktop');
    await dialog.getByRole('button', { name: 'Reject and email' }).click();
    await page.getByText('Verification request rejected').waitFor();
    const email = await waitForMailTo(rejected.email, 'Your ID has expired');
    expect(email).toContain('The licence in the photo ran out in March.');
    expect(email).toContain('To try again, open Account Information on your profile');
    await rejectedRow.waitFor({ state: 'detached' });
    expect((await api(`/admin/profiles/${rejected.id}`, { token })).json).toMatchObject({ is_verified: false, verification_requested: false });
    // The rejected user's documents are deleted: their links no longer open anything, even for the admin.
    for (const url of documentUrls) expect((await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('shows the queue, and a document full screen, on a phone', async () => {
    const pending = (await adminList<Row>('profiles', token, { is_verified: false, verification_requested: false, is_active: true })).rows.at(-1)!;
    await submitVerification(token, pending, 'Verify-Me-2026');
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.goto('/admin/verifications');
    await page.getByRole('button', { name: /^Approve / }).first().waitFor();
    await screenshot(page, 'admin-verifications-phone');
    await page.getByRole('button', { name: `Selfie of ${pending.username}`, exact: true }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('img', { name: `Selfie of ${pending.username}` }).waitFor();
    await screenshot(page, 'admin-verifications-document-phone');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Reject / }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Reject verification for / });
    await dialog.getByRole('radio', { name: 'Other' }).check();
    const confirm = dialog.getByRole('button', { name: 'Reject and email' });
    const box = (await confirm.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'admin-verifications-reject-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
