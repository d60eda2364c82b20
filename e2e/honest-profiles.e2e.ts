import { Browser } from 'playwright-core';
import { registerAdvertiser } from './support/admin-api';
import { DESKTOP, launchBrowser, networkSettled, newContext, PHONE, screenshot, signInOnScreen } from './support/browser';

// A profile made with only the fields sign-up requires shows only what its advertiser entered: on its
// page, its card in the directory and the owner's preview, at 390 and 1280 px.

jest.setTimeout(120_000);

const INVENTED = /Anytime|Independent|GFE|Dinner Date|Overnight|\$180|\$250|\$450|\$1,200|Incall & Outcall|New to the platform/;

describe('honest profiles: nothing shown that the advertiser did not enter', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const account = { email: `honest.${stamp}@example.co.nz`, password: 'Honest-Pass-2026', username: `honest${stamp}`, fullName: `Honest ${stamp}` };

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerAdvertiser(account);
  });

  afterAll(() => browser.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows the page, the card and the preview with only the 1-hour rate set (%s)', async (name, viewport) => {
    const page = await (await newContext(browser, { viewport })).newPage();

    await page.goto(`/profile/${account.username}`);
    await page.getByRole('heading', { level: 1, name: account.fullName }).waitFor();
    await networkSettled(page);
    const profile = page.locator('article.profile-view');
    const rates = page.getByRole('region', { name: 'Rates' });
    expect(await rates.getByRole('term').allTextContents()).toEqual(['1 hour']);
    expect(await rates.textContent()).toContain('$280');
    expect(await page.getByRole('list', { name: 'Categories' }).count()).toBe(0);
    expect(await page.locator('.profile-availability').count()).toBe(0);
    expect(await profile.textContent()).not.toMatch(INVENTED);
    await screenshot(page, `honest-profile-page-${name}`);

    await page.goto(`/directory?search=${encodeURIComponent(account.fullName)}`);
    const card = page.getByRole('article', { name: account.fullName });
    await card.waitFor();
    expect(await card.locator('.profile-card-rate').textContent()).toBe('from $280');
    expect(await card.textContent()).not.toMatch(INVENTED);
    await screenshot(page, `honest-profile-card-${name}`);

    await signInOnScreen(page, account);
    const preview = page.locator('.editor-preview');
    await preview.getByRole('region', { name: 'Rates' }).waitFor();
    expect(await preview.getByRole('region', { name: 'Rates' }).getByRole('term').allTextContents()).toEqual(['1 hour']);
    expect(await preview.textContent()).not.toMatch(INVENTED);
    await screenshot(page, `honest-profile-preview-${name}`);
  });
});
