import { Browser } from 'playwright-core';
import { adminList, adminLogin, api, signIn, submitVerification } from './support/admin-api';
import { BASE_URL, DEMO_ADMIN, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

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

    const idLink = rejectedRow.getByRole('link', { name: 'ID', exact: true });
    const selfieLink = rejectedRow.getByRole('link', { name: 'Selfie', exact: true });
    expect(await idLink.getAttribute('target')).toBe('_blank');
    expect(await selfieLink.getAttribute('target')).toBe('_blank');
    const documentUrls = [await idLink.getAttribute('href'), await selfieLink.getAttribute('href')].map((href) => new URL(href!, BASE_URL).href);
    for (const url of documentUrls) expect((await fetch(url)).status).toBe(200);
    expect(await rejectedRow.textContent()).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    await screenshot(page, 'admin-verifications-desktop');

    await page.getByRole('button', { name: `Approve ${approved.username}` }).click();
    await page.getByText('Profile verified successfully!').waitFor();
    await approvedRow.waitFor({ state: 'detached' });
    expect((await api(`/admin/profiles/${approved.id}`, { token })).json).toMatchObject({ is_verified: true, verification_requested: false });

    await page.getByRole('button', { name: `Reject ${rejected.username}` }).click();
    await page.getByText('Verification request rejected').waitFor();
    await rejectedRow.waitFor({ state: 'detached' });
    expect((await api(`/admin/profiles/${rejected.id}`, { token })).json).toMatchObject({ is_verified: false, verification_requested: false });
    // The rejected user's documents are deleted: their links no longer open anything.
    for (const url of documentUrls) expect((await fetch(url)).status).toBeGreaterThanOrEqual(400);
  });

  it('shows the queue on a phone', async () => {
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.goto('/admin/verifications');
    await page.getByRole('button', { name: /^Approve / }).first().waitFor();
    await screenshot(page, 'admin-verifications-phone');
  });
});
