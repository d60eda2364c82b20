import { Browser } from 'playwright-core';
import { launchBrowser, newContext, PHONE, screenshot } from './support/browser';

jest.setTimeout(90_000);

describe('visitor: age gate', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it("covers every page until 'I'm 18 or Older', and remembers it", async () => {
    const context = await newContext(browser, { ageVerified: false });
    const page = await context.newPage();
    await page.goto('/directory');
    const gate = page.getByRole('alertdialog', { name: 'Age Verification Required' });
    await gate.waitFor();
    await page.getByText('You must be 18 years or older to access this website.').waitFor();
    // Nothing behind the gate is reachable: the page content is hidden from people and assistive tech.
    expect(await page.getByRole('heading', { name: 'Professional Directory' }).count()).toBe(0);
    await screenshot(page, 'visitor_age-gate_desktop');

    // Keyboard only: focus starts on the accept button and stays inside the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("I'm 18 or Older");
    await page.keyboard.press('Enter');

    await gate.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Professional Directory' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('age-verification'))).toBe('true');

    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    expect(await gate.count()).toBe(0);
    await context.close();
  });

  it("sends 'I'm Under 18' to a general search engine", async () => {
    const context = await newContext(browser, { ageVerified: false, viewport: PHONE });
    // The test machine has no internet: answer for the search engine locally.
    await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Search</title>' }));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('alertdialog', { name: 'Age Verification Required' }).waitFor();
    await screenshot(page, 'visitor_age-gate_phone');
    await Promise.all([page.waitForURL('https://www.google.com/**'), page.getByRole('button', { name: "I'm Under 18" }).click()]);
    expect(new URL(page.url()).hostname).toBe('www.google.com');

    await page.goto(new URL('/', process.env.E2E_BASE_URL).toString());
    await page.getByRole('alertdialog', { name: 'Age Verification Required' }).waitFor();
    await context.close();
  });
});
