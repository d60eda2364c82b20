import { Browser, Page } from 'playwright-core';
import { api } from './support/admin-api';
import { BASE_URL, horizontalOverflow, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

// A visitor narrows the directory to verified profiles in a region, sorted by price, on a phone, and the
// address keeps it all (a reload or a shared link shows the same); search engines read each page's head before any
// JavaScript, find the sitemap, and get a 404 for what does not exist.

jest.setTimeout(120_000);

interface Card {
  is_verified: boolean;
  rates_1hour: number | null;
}

async function apiPage(query: string): Promise<{ items: Card[]; total: number }> {
  const res = await api<{ items: Card[]; total: number }>(`/profiles?${query}`);
  expect(res.status).toBe(200);
  return res.json;
}

async function expectResults(page: Page, total: number): Promise<void> {
  await page.getByRole('heading', { name: `${total} ${total === 1 ? 'profile' : 'profiles'} found` }).waitFor();
}

describe('visitor: verified, region and price sort, on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('filters verified + Auckland, sorts by price low to high, and gets the same page back after a reload', async () => {
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await page.goto('/directory');
    await page.getByRole('heading', { name: /profiles? found$/ }).waitFor();

    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByRole('checkbox', { name: 'Verified only' }).check();
    await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Auckland' });
    await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
    await page.waitForURL('**/escorts/auckland?verified=true');
    await page.getByRole('heading', { level: 1, name: 'Escorts in Auckland' }).waitFor();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await page.waitForURL('**/escorts/auckland?verified=true&sort=price_asc');

    // From here on the answers are the directory API's (its read model): what it lists, the page shows.
    const expected = await apiPage('region=auckland&verified=true&sort=price_asc&page=1&pageSize=12');
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.items.every((card) => card.is_verified)).toBe(true);
    const prices = expected.items.map((card) => card.rates_1hour ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expectResults(page, expected.total);
    const cards = page.getByRole('list', { name: 'Profiles' }).getByRole('article');
    expect(await cards.count()).toBe(expected.items.length);
    expect(await page.getByRole('list', { name: 'Profiles' }).getByText('✓ Verified').count()).toBe(expected.items.length);
    expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'visitor_discovery_filtered_phone');

    await page.reload();
    await expectResults(page, expected.total);
    expect(page.url()).toBe(`${BASE_URL}/escorts/auckland?verified=true&sort=price_asc`);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_asc');
    expect(await page.getByRole('combobox', { name: 'Region' }).inputValue()).toBe('auckland');
    expect(await page.getByRole('checkbox', { name: 'Verified only' }).isChecked()).toBe(true);
    expect(await cards.count()).toBe(expected.items.length);
  });
});

describe('search engines', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('read a region page’s own title, description and canonical link in its HTML, before any JavaScript', async () => {
    const res = await fetch(`${BASE_URL}/escorts/canterbury/timaru`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Escorts in Timaru | Kiwi Companions</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/escorts/canterbury/timaru" />`);
    expect(html).toContain('<meta name="description" content="Independent and agency escorts in Timaru, Canterbury, New Zealand');
  });

  it('get a 404 with the not-found page for an unknown profile or path, and people see the page behind the age gate', async () => {
    for (const path of ['/profile/nobody', '/no/such/page']) expect((await fetch(`${BASE_URL}${path}`)).status).toBe(404);

    const page = await (await newContext(browser, { ageVerified: false })).newPage();
    const res = await page.goto('/profile/nobody');
    expect(res?.status()).toBe(404);
    await page.getByRole('alertdialog', { name: 'Age Verification Required' }).waitFor();
    await page.getByRole('button', { name: "I'm 18 or Older" }).click();
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
  });

  it('find the sitemap in robots.txt, and in it every public profile', async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /profile/edit');

    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const profiles = [...sitemap.matchAll(/<loc>[^<]+\/profile\/([^<]+)<\/loc>/g)].map((match) => decodeURIComponent(match[1]));
    const listed = await apiPage('pageSize=1');
    expect(profiles).toHaveLength(listed.total);
    expect(sitemap).toContain(`<loc>${BASE_URL}/escorts/wellington</loc>`);
  });
});
