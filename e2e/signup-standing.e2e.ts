import { Browser, Page } from 'playwright-core';
import { api, approvePending, signIn } from './support/admin-api';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { fillAccountStep } from './support/signup-form';

// Sign-up's last step and the Account tab say where the profile stands: held for review (the demo's
// setting for new profiles), then live once approved, then paused; never "live" while visitors get a 404.

jest.setTimeout(180_000);

async function signUp(page: Page, account: { fullName: string; username: string; email: string; password: string }): Promise<void> {
  await page.goto('/signup');
  await fillAccountStep(page, account);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('#signup-birthdate').pressSequentially('14031995');
  await page.getByLabel('Nationality').selectOption('Kiwi');
  await page.getByLabel('Location', { exact: false }).selectOption('Wellington');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Height (cm)').fill('170');
  await page.getByLabel('Weight (kg)').fill('60');
  await page.getByLabel('Body type').selectOption('Athletic');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Meeting with').selectOption('Men');
  await page.getByLabel('Available for').selectOption('Incall');
  await page.getByLabel('1 hour ($)').fill('300');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Bio', { exact: false }).first().fill('Relaxed and friendly companion based in Wellington, happy to meet for dinner and drinks.');
  await page.getByLabel('Phone').fill('021 555 7788');
  await page.getByLabel('Contact email').fill(account.email);
  await page.getByRole('checkbox', { name: /accept the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Step 6 of 6: COMPLETE').waitFor();
}

describe('sign-up and the Account tab tell the truth about the profile', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('says held, then live, then paused (%s)', async (name, viewport) => {
    const stamp = `${Date.now().toString(36)}${name.slice(0, 1)}`;
    const account = { fullName: `Standing ${stamp}`, username: `standing${stamp}`, email: `standing.${stamp}@example.co.nz`, password: 'Standing-Pass-2026' };
    const page = await (await newContext(browser, { viewport })).newPage();

    await signUp(page, account);
    await page.getByText("Your account has been created and your profile is waiting for review. We'll review it, usually within 24 hours, and email you once it is live.").waitFor();
    expect(await page.getByText('your profile is live').count()).toBe(0);
    await screenshot(page, `signup-standing-complete-${name}`);
    expect((await api(`/profiles/${account.username}`)).status).toBe(404);

    await page.goto('/profile?tab=account');
    await page.getByText("Your profile is held for review and not yet visible to the public. We'll review it, usually within 24 hours, and email you.").waitFor();
    expect(await page.getByText('Your profile is currently visible to everyone.').count()).toBe(0);
    await screenshot(page, `signup-standing-held-${name}`);

    const me = await api<{ id: string }>('/profiles/me', { token: await signIn(account) });
    await approvePending(me.json.id);
    await page.reload();
    await page.getByText('Your profile is currently visible to everyone.').waitFor();
    expect((await api(`/profiles/${account.username}`)).status).toBe(200);

    await page.getByRole('button', { name: 'Pause Profile' }).click();
    await page.getByText('Your profile is currently hidden from public listings.').waitFor();
    await screenshot(page, `signup-standing-paused-${name}`);
  });
});
