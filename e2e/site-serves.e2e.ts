import { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, newContext, screenshot } from './support/browser';

describe('the started site', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('answers the health check with the database up', async () => {
    const res = await fetch(`${BASE_URL}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  // Each page's own content, so the screenshot shows the page rather than its loading state.
  it.each([
    ['/', 'h1'],
    ['/directory', 'text=/\\d+ profiles? found/'],
    ['/profile/demo', 'h1'],
  ])('renders the public site at %s', async (path, content) => {
    const page = await (await newContext(browser)).newPage();
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await page.locator(content).first().waitFor();
    await screenshot(page, `serves${path.replaceAll('/', '_') || '_home'}`);
  });

  it('renders the admin at /admin', async () => {
    const page = await (await newContext(browser)).newPage();
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(200);
    await page.locator('#root *').first().waitFor();
  });
});
