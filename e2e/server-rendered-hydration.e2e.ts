import { Browser, Page } from 'playwright-core';
import { firstListed } from './support/admin-api';
import { DESKTOP, launchBrowser, networkSettled, newContext, PHONE } from './support/browser';

jest.setTimeout(180_000);

interface RenderedPage {
  path: string;
  text: string;
  status?: number;
}

/** Every page the server renders, each with something only its rendered content shows. */
async function renderedPages(): Promise<RenderedPage[]> {
  const profile = await firstListed();
  return [
    { path: '/', text: 'Premium Escort Directory' },
    { path: '/directory', text: 'Professional Directory' },
    { path: '/directory?page=2', text: 'Page 2 of' },
    { path: '/escorts/auckland', text: 'Escorts in Auckland' },
    { path: '/escorts/auckland/auckland-cbd', text: 'Auckland CBD' },
    { path: `/profile/${profile.username}`, text: profile.full_name },
    { path: '/pricing', text: 'Choose Your Plan' },
    { path: '/terms', text: 'Terms' },
    { path: '/privacy', text: 'Privacy' },
    { path: '/contact', text: 'Contact Us' },
    { path: '/favourites', text: 'Favourites' },
    { path: '/no-such-page', text: 'Page Not Found', status: 404 },
  ];
}

/** What the page reports while it loads and hydrates: console errors and warnings, and uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

describe('server-rendered pages hydrate without a mismatch', () => {
  let browser: Browser;
  let pages: RenderedPage[];

  beforeAll(async () => {
    browser = await launchBrowser();
    pages = await renderedPages();
  });

  afterAll(() => browser.close());

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('on %s, every page arrives rendered and hydrates with no warning or error', async (_label, viewport) => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    const problems = problemsOf(page);
    for (const { path, text, status = 200 } of pages) {
      problems.length = 0;
      const answer = await page.goto(path);
      expect({ path, status: answer!.status() }).toEqual({ path, status });
      // The content is in the HTML itself, before any script runs.
      const html = (await answer!.text()).replace(/<!-- -->/g, '');
      expect({ path, rendered: html.includes(text) }).toEqual({ path, rendered: true });
      await networkSettled(page);
      await page.locator('main').getByText(text, { exact: false }).first().waitFor();
      // Chromium reports a page's own 404 status as a failed load; that is the page's answer, not a fault.
      const faults = problems.filter((problem) => !(status === 404 && problem.includes('status of 404')));
      expect({ path, faults }).toEqual({ path, faults: [] });
    }
    await context.close();
  });

  it('shows a returning visitor no gate at all, before or after the script runs', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/directory');
    // Without the site's script: the head's inline script alone hid the gate and showed the page.
    const heading = page.locator('h1', { hasText: 'Professional Directory' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect(await page.locator('.age-gate-backdrop').isVisible()).toBe(false);
    await context.close();
  });

  it('keeps words typed into the directory search before the script ran, and searches them with it', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // Module scripts hold DOMContentLoaded back, and headless Chromium takes no keystrokes meanwhile: the words
    // are put in the field as typing leaves them.
    await page.goto('/directory', { waitUntil: 'commit' });
    await page.locator('input[name="search"]').waitFor({ state: 'attached' });
    await page.locator('input[name="search"]').evaluate((input: HTMLInputElement) => {
      input.value = '  Wellington ';
    });
    releaseScripts();
    await networkSettled(page);
    expect(await page.getByRole('searchbox', { name: 'Search profiles' }).inputValue()).toBe('  Wellington ');
    await page.getByRole('searchbox', { name: 'Search profiles' }).press('Enter');
    await page.waitForURL('**/directory?search=Wellington');
    // The site's own navigation, not the form's plain submit: no second document was asked for.
    expect(documents).toHaveLength(1);
    await context.close();
  });
});
