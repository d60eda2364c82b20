import { Browser } from 'playwright-core';
import { hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

jest.setTimeout(90_000);

describe('visitor: contact form', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('shows the errors, then sends the message and clears the form', async () => {
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await page.getByText('Mon-Fri 8.30am-4.30pm').waitFor();
    // The form is rendered on the server; before hydration a click would submit it as plain HTML.
    await hydrated(page.locator('main form'));

    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Name is required', 'Phone is required', 'Email is required', 'City is required', 'Message is required']) {
      await page.getByText(text).waitFor();
    }
    await page.getByLabel('Name', { exact: true }).fill('Sam Visitor');
    await page.getByLabel('Phone', { exact: true }).fill('12ab');
    await page.getByLabel('Email', { exact: true }).fill('sam@nowhere');
    await page.getByLabel('City', { exact: true }).fill('Nelson');
    await page.getByLabel('Message', { exact: true }).fill('Hello, how do I verify my listing?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Please enter a valid phone number').waitFor();
    await screenshot(page, 'visitor_contact_errors_phone');

    await page.getByLabel('Phone', { exact: true }).fill('+64 21 555 0100');
    await page.getByLabel('Email', { exact: true }).fill('sam@example.co.nz');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const success = page.getByText('Your message has been sent successfully! We will get back to you soon.');
    await success.waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await screenshot(page, 'visitor_contact_sent_phone');
    await success.waitFor({ state: 'detached', timeout: 7000 });
  });
});
