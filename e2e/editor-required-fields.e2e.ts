import { Browser } from 'playwright-core';
import { registerAdvertiser } from './support/admin-api';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signInOnScreen } from './support/browser';

// The editor names each required field left blank, under that field: location, bio, phone and contact
// email as sign-up requires them, and the spec's 'Full name is required' word for word, at 390 and 1280 px.

jest.setTimeout(150_000);

const FIELDS: [string, string][] = [
  ['Full name', 'Full name is required'],
  ['Location', 'Location is required'],
  ['Bio', 'Bio is required'],
  ['Phone', 'Phone is required'],
  ['Contact email', 'Contact email is required'],
];

describe('editor: required fields say which', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const account = { email: `required.${stamp}@example.co.nz`, password: 'Required-Pass-2026', username: `required${stamp}`, fullName: `Required ${stamp}` };

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerAdvertiser(account);
  });

  afterAll(() => browser.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows each message at its field and saves nothing (%s)', async (name, viewport) => {
    const page = await (await newContext(browser, { viewport })).newPage();
    await signInOnScreen(page, account);
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/profiles/me')) saves += 1;
    });

    for (const [label, message] of FIELDS) {
      await page.goto('/profile/edit');
      const field = page.getByLabel(new RegExp(`^${label}`)).first();
      await field.fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const error = page.locator('.field-error', { hasText: message });
      await error.waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      // Shown right under its own field, not at the foot of the form.
      const fieldBox = (await field.boundingBox())!;
      const errorBox = (await error.boundingBox())!;
      expect(errorBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(40);
      expect(await page.getByText('Please fill in all required fields').count()).toBe(0);
      if (label === 'Bio') await screenshot(page, `editor-required-bio-${name}`);
    }
    expect(saves).toBe(0);
  });
});
