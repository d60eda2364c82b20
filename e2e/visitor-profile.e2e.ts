import { Browser } from 'playwright-core';
import { firstListed, firstListedWithPhotos } from './support/admin-api';
import { DEMO_ADVERTISER, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

jest.setTimeout(90_000);

describe('visitor: profile pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('opens a profile from the directory, likes it once and saves it as a favourite', async () => {
    const card = await firstListed();
    const page = await (await newContext(browser)).newPage();
    await page.goto('/directory');
    await page.getByRole('link', { name: `View Profile: ${card.full_name}` }).first().click();
    await page.waitForURL(`**/profile/${card.username}`);
    await page.getByRole('heading', { level: 1, name: card.full_name }).waitFor();
    await page.getByText(`@${card.username}`).waitFor();
    for (const section of ['Rates', 'Contact Details', 'About me', 'Additional Information', 'Services']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await page.getByText('SMS-only').waitFor();
    await page.getByText(/^(ONLINE|OFFLINE)$/).waitFor();
    expect(await page.title()).toBe(`${card.full_name} (@${card.username}) | Kiwi Companions`);
    expect(await page.getByRole('link', { name: 'Edit Profile' }).count()).toBe(0);

    const like = page.getByRole('button', { name: /Like/ });
    const before = Number(await like.locator('.like-count').textContent());
    await like.click();
    await page.waitForFunction((n) => document.querySelector('.like-count')?.textContent === String(n), before + 1);
    // Past the browser's own copy, which stale-while-revalidate lets it show for a few seconds more: what the server now serves.
    const served = await page.evaluate(async (u) => (await (await fetch(`/api/profiles/${u}`, { cache: 'no-store' })).json()).like_count, card.username);
    expect(served).toBe(before + 1);

    await page.getByRole('button', { name: /Save favorite/ }).click();
    await page.getByRole('link', { name: /Favourites \(1\)/ }).click();
    await page.getByRole('heading', { name: 'Favourites' }).waitFor();
    await page.getByRole('article', { name: card.full_name }).waitFor();
    await screenshot(page, 'visitor_favourites_desktop');
  });

  it('moves through the photos with the keyboard on a phone', async () => {
    const card = await firstListedWithPhotos(2);
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await page.goto(`/profile/${card.username}`);
    const gallery = page.getByRole('region', { name: `Photos of ${card.full_name}` });
    await gallery.waitFor();
    await screenshot(page, 'visitor_profile_phone');
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await gallery.getByRole('img', { name: new RegExp(`photo 2 of`) }).waitFor();
  });

  it("shows 'Profile Not Found' for an unknown username", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/profile/no-such-person-here');
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
    await page.getByText("The profile you're looking for doesn't exist or has been removed.").waitFor();
    await screenshot(page, 'visitor_profile_not-found_desktop');
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await page.getByRole('heading', { name: 'Professional Directory' }).waitFor();
  });

  it("shows 'Edit Profile' to the signed-in owner, and Sign Out returns home", async () => {
    const context = await newContext(browser);
    const signIn = await context.request.post('/api/auth/signin', { data: DEMO_ADVERTISER });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/profile/demo');
    await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'visitor_profile_owner_desktop');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Profile', exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});
