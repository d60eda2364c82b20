import { Browser, Page } from 'playwright-core';
import { adminLogin, api, registerAdvertiser } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

// Issue 17, end to end: a new advertiser is held until an admin approves her; a blocked phrase is refused
// on save with the rule named; a consent report becomes a takedown case with its 8-hour countdown and is resolved.

jest.setTimeout(180_000);

const stamp = Date.now().toString(36);
const advertiser = { email: `trust.${stamp}@example.nz`, password: 'TrustSafety2026!', username: `trust${stamp}`, fullName: `Trusty ${stamp}` };

describe('trust and safety', () => {
  let browser: Browser;
  let admin: Page;
  let visitor: Page;
  const pageErrors: string[] = [];

  async function listedInDirectory(): Promise<boolean> {
    const res = await api(`/profiles?search=${encodeURIComponent(advertiser.fullName)}`);
    return res.json.items.some((card: { username: string }) => card.username === advertiser.username);
  }

  beforeAll(async () => {
    await registerAdvertiser(advertiser, { publish: false });
    browser = await launchBrowser();
    admin = await (await newContext(browser, { viewport: DESKTOP })).newPage();
    visitor = await (await newContext(browser, { viewport: PHONE })).newPage();
    for (const page of [admin, visitor]) {
      page.setDefaultTimeout(15_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
    }
    await adminLogin(admin, DEMO_ADMIN);
  });

  afterEach(() => expect(pageErrors.splice(0)).toEqual([]));
  afterAll(() => browser?.close());

  it('holds a new advertiser out of the directory until an admin approves her in the moderation queue', async () => {
    expect(await listedInDirectory()).toBe(false);
    await admin.goto('/admin/moderation');
    const row = admin.getByRole('row').filter({ hasText: `@${advertiser.username}` });
    await row.getByText('Held until approved').waitFor();
    await row.getByText(/^\d+ min$/).waitFor();
    await screenshot(admin, 'trust-moderation-queue-1280');
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Approved', { exact: true }).waitFor();
    expect(await listedInDirectory()).toBe(true);
  });

  it('refuses a blocked phrase on save, naming the rule', async () => {
    const owner = await (await newContext(browser, { viewport: PHONE })).newPage();
    owner.on('pageerror', (error) => pageErrors.push(error.message));
    await owner.goto('/signin');
    await owner.getByLabel('Email').fill(advertiser.email);
    await owner.getByLabel('Password').fill(advertiser.password);
    await owner.getByRole('button', { name: 'Sign In' }).click();
    await owner.waitForURL('**/profile');
    await owner.goto('/profile/edit');
    await owner.getByLabel('Bio', { exact: false }).first().fill('Relaxed and friendly companion in Hamilton, happy to offer bare-back for regulars who ask nicely.');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await owner.getByText('Bio breaks our advertising rule "No unprotected services". Please change it.').waitFor();
    await screenshot(owner, 'trust-blocked-phrase-390');
    await owner.close();
  });

  it('turns a consent report into a takedown case with its 8-hour countdown, hidden at once and resolved', async () => {
    await visitor.goto(`/profile/${advertiser.username}`);
    await visitor.getByRole('heading', { level: 1, name: advertiser.fullName }).waitFor();
    await visitor.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = visitor.getByRole('dialog', { name: `Report ${advertiser.fullName}` });
    await dialog.getByRole('radio', { name: 'My photo or information is posted without my consent' }).check();
    await dialog.getByLabel(/Your email/).fill(`reporter.${stamp}@example.nz`);
    await dialog.getByLabel('Details (optional)').fill('These are photos of me from my own social media.');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Thank you. Your report has been sent to our team.').waitFor();

    await admin.goto('/admin/takedowns');
    const row = admin.getByRole('row').filter({ hasText: `@${advertiser.username}` });
    await row.getByText(/^Due in [78] h \d+ min$/).waitFor();
    await screenshot(admin, 'trust-takedown-countdown-1280');
    await row.getByRole('button', { name: 'Hide now' }).click();
    await row.getByText('Hidden while reviewed').waitFor();
    expect(await listedInDirectory()).toBe(false);

    await row.getByRole('textbox', { name: 'Reason' }).fill('The reporter showed these are her own photos.');
    await row.getByRole('button', { name: 'Record outcome' }).click();
    await admin.getByText('Case resolved').waitFor();
    await admin.goto('/admin/dashboard');
    await admin.getByTestId('tile-Open takedowns').waitFor();
  });
});
