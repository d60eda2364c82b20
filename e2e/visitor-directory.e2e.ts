import { Browser, Page } from 'playwright-core';
import { BASE_URL, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

jest.setTimeout(90_000);

async function apiTotal(query: string): Promise<number> {
  const res = await fetch(`${BASE_URL}/api/profiles?${query}`);
  return ((await res.json()) as { total: number }).total;
}

/** The results' heading, once the directory's controls work as its script makes them (the page arrives rendered before). */
async function resultsHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: /profiles? found$/ });
  await heading.waitFor();
  await hydrated(page.locator('form.directory-form'));
  return (await heading.textContent()) ?? '';
}

describe('visitor: directory', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('filters through the controls and keeps the filters in the URL', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/directory');
    expect(await resultsHeading(page)).toBe(`${await apiTotal('')} profiles found`);

    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByRole('checkbox', { name: 'Kiwi' }).check();
    await page.getByRole('group', { name: 'Out Calls' }).getByRole('checkbox', { name: 'Yes' }).check();
    await page.getByRole('slider', { name: 'Minimum age' }).fill('21');
    await page.getByText('21 - 40+ years').waitFor();
    await screenshot(page, 'visitor_directory_filters_desktop');
    await page.getByRole('button', { name: 'SEARCH', exact: true }).click();

    await page.waitForURL('**/directory?age=21%2B&nationality=Kiwi&outcalls=Yes');
    const expected = await apiTotal('age=21%2B&nationality=Kiwi&outcalls=Yes');
    await page.getByRole('heading', { name: new RegExp(`^${expected} profiles? found$`) }).waitFor();

    // Back restores the unfiltered list, forward the filtered one.
    await page.goBack();
    await page.getByRole('heading', { name: `${await apiTotal('')} profiles found` }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: new RegExp(`^${expected} profiles? found$`) }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Kiwi' }).isChecked()).toBe(true);
  });

  it('searches on Enter, and the membership select narrows the list', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/directory');
    await resultsHeading(page);
    await page.getByRole('searchbox', { name: 'Search profiles' }).fill('  Wellington ');
    await page.getByRole('searchbox', { name: 'Search profiles' }).press('Enter');
    await page.waitForURL('**/directory?search=Wellington');
    await page.getByRole('combobox', { name: 'Membership' }).selectOption('premium');
    await page.waitForURL('**/directory?search=Wellington&tier=premium');
    const expected = await apiTotal('search=Wellington&tier=premium');
    await page.getByRole('heading', { name: new RegExp(`^${expected} profiles? found$`) }).waitFor();
    const vipBadges = await page.getByRole('list', { name: 'Profiles' }).getByText('VIP', { exact: true }).count();
    expect(vipBadges).toBe(Math.min(expected, 12));
  });

  it('restores the same results from a pasted link', async () => {
    const query = 'search=Auckland&categories=Independent,Agency&availability=Anytime,Weekends,Tonight,Now,Today,Weekdays';
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await page.goto(`/directory?${query}`);
    const expected = await apiTotal(query);
    await page.getByRole('heading', { name: new RegExp(`^${expected} profiles? found$`) }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search profiles' }).inputValue()).toBe('Auckland');
    await page.getByRole('button', { name: 'Hide Filters' }).waitFor();
    expect(await page.getByRole('group', { name: 'SEARCH CATEGORIES' }).getByRole('checkbox', { name: 'Agency' }).isChecked()).toBe(true);
    await screenshot(page, 'visitor_directory_pasted-link_phone');
  });

  it("shows the empty state, and 'Clear Filters' brings everyone back", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/directory?search=zzzz-nobody-matches');
    await page.getByText('No profiles found matching your criteria.').waitFor();
    await screenshot(page, 'visitor_directory_empty_desktop');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => url.pathname === '/directory' && url.search === '');
    await page.getByRole('heading', { name: `${await apiTotal('')} profiles found` }).waitFor();
  });

  it('pages through to the last page by its links, where Next is disabled', async () => {
    const total = await apiTotal('');
    const lastPage = Math.ceil(total / 12);
    const page = await (await newContext(browser)).newPage();
    await page.goto('/directory');
    await resultsHeading(page);
    expect(await page.getByRole('link', { name: 'Previous' }).count()).toBe(0);
    expect(await page.getByText('Previous', { exact: true }).getAttribute('aria-disabled')).toBe('true');
    for (let n = 2; n <= lastPage; n += 1) {
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByText(`Page ${n} of ${lastPage}`).waitFor();
    }
    expect(await page.getByText('Next', { exact: true }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(`/directory?page=${lastPage - 1}`);
    expect(new URL(page.url()).search).toBe(`?page=${lastPage}`);
    const onLastPage = await page.getByRole('list', { name: 'Profiles' }).getByRole('article').count();
    expect(onLastPage).toBe(total - (lastPage - 1) * 12);
    await screenshot(page, 'visitor_directory_last-page_desktop');
  });
});
