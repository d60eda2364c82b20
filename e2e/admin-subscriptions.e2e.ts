import { Browser } from 'playwright-core';
import { adminList, adminLogin, api, buyPlan, signIn } from './support/admin-api';
import { DEMO_ADMIN, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

interface Profile {
  id: string;
  user_id: string;
  username: string;
  email: string;
}

describe('back office: subscriptions', () => {
  let browser: Browser;
  let upgraded: Profile;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await signIn(DEMO_ADMIN);
    const free = (await adminList<Profile>('profiles', token, { subscription_tier: 'free' })).rows.filter((row) => row.username !== 'demo');
    upgraded = free[Math.floor(free.length / 2)];
    await api(`/admin/users/${upgraded.user_id}/password`, { token, body: { password: 'Upgrade-Me-2026' } });
    const owner = await signIn({ email: upgraded.email, password: 'Upgrade-Me-2026' });
    await buyPlan(owner, 'premium', token);
  });

  afterAll(() => browser.close());

  it('lists the new subscription record with its monthly total and filters by tier', async () => {
    const page = await (await newContext(browser)).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.getByRole('menuitem', { name: 'Subscriptions' }).click();
    const row = page.getByRole('row').filter({ hasText: upgraded.email });
    await row.getByText('Premium').waitFor();
    await row.getByText('Active').waitFor();
    expect(await row.textContent()).toContain('$49.99');
    const totals = page.getByRole('table', { name: 'Monthly totals' });
    await totals.waitFor();
    expect(await totals.textContent()).toMatch(/\$\d+\.\d{2}/);
    await screenshot(page, 'admin-subscriptions-desktop');

    await page.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: 'Basic' }).click();
    await page.waitForURL(/basic/);
    await row.waitFor({ state: 'detached' });
  });

  it('shows subscriptions on a phone', async () => {
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.goto('/admin/subscriptions');
    await page.getByRole('table', { name: 'Monthly totals' }).waitFor();
    await screenshot(page, 'admin-subscriptions-phone');
  });
});
