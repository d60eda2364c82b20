import { Browser } from 'playwright-core';
import { launchBrowser, newContext, PHONE, screenshot } from './support/browser';

jest.setTimeout(90_000);

describe('visitor: home page and mobile menu', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('shows the VIP carousel and the featured cards on the home page', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/');
    await page.getByRole('region', { name: 'VIP companions' }).locator('.swiper-slide').first().waitFor();
    await page.getByRole('heading', { name: 'Featured Companions' }).waitFor();
    await page.getByRole('list', { name: 'Featured profiles' }).getByRole('article').first().waitFor();
    await page.getByRole('link', { name: 'View All Profiles' }).waitFor();
    await page.getByText('For entertainment purposes only. 18+ only.').waitFor();
  });

  it('opens the mobile menu and follows a link', async () => {
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Directory' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Directory' }).waitFor({ state: 'visible' });
    await nav.getByRole('link', { name: 'ADD ADVERTISEMENT' }).waitFor({ state: 'visible' });
    await screenshot(page, 'visitor_mobile-menu_phone');
    await nav.getByRole('link', { name: 'Directory' }).click();
    await page.getByRole('heading', { name: 'Professional Directory' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
  });
});
