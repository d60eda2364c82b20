import { addDays, availableNowText, touringText } from 'contract';
import { Browser } from 'playwright-core';
import { nzToday, registerAdvertiser } from './support/admin-api';
import { launchBrowser, newContext, PHONE, screenshot } from './support/browser';

// An advertiser adds a tour and switches "available now" on, and sees both on their card: in the
// editor's preview at once, on their public page, and on their card in the directory and the touring listing
// of the town they are visiting.

jest.setTimeout(120_000);

describe('advertiser: touring and available now', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('adds a tour stop and switches available now on, and both show on the card', async () => {
    const stamp = Date.now().toString(36);
    const account = { email: `tour.${stamp}@example.nz`, password: 'TourStop2026!', username: `tour${stamp}`, fullName: `Tour ${stamp}` };
    await registerAdvertiser(account);
    const context = await newContext(browser, { viewport: PHONE });
    expect((await context.request.post('/api/auth/signin', { data: { email: account.email, password: account.password } })).status()).toBe(200);
    const page = await context.newPage();

    await page.goto('/profile?tab=touring');
    await page.getByRole('heading', { name: 'Touring & Available Now' }).waitFor();
    const today = nzToday();
    const stop = { town: 'Wellington', first_day: addDays(today, 2), last_day: addDays(today, 5) };
    await page.getByRole('combobox', { name: 'Town' }).selectOption('Wellington');
    await page.getByLabel('First day').fill(stop.first_day);
    await page.getByLabel('Last day').fill(stop.last_day);
    await page.getByRole('button', { name: 'Add tour stop' }).click();
    await page.getByText('Tour stop added').waitFor();

    await page.getByRole('combobox', { name: 'For how long' }).selectOption({ label: '3 hours' });
    await page.getByRole('button', { name: 'Switch on' }).click();
    await page.getByRole('button', { name: 'Switch off' }).waitFor();

    const touring = touringText(stop, today);
    const preview = page.getByRole('complementary', { name: 'Your card in the directory' });
    await preview.getByText(touring).waitFor();
    // Three hours from now on New Zealand's clock, as the server answered it.
    const available = (await preview.getByText(/^Available now until /).textContent())!;
    expect(available).toMatch(/^Available now until \d{1,2}:\d{2} (am|pm)( tomorrow)?$/);
    expect([0, 1].map((minutes) => availableNowText(new Date(Date.now() + 3 * 3_600_000 - minutes * 60_000).toISOString()))).toContain(available);
    await screenshot(page, 'advertiser_touring_editor_phone');

    // The public page lists the stop and shows available now.
    await page.goto(`/profile/${account.username}`);
    const tour = page.getByRole('region', { name: 'Tour dates' });
    await tour.getByText('Wellington', { exact: true }).waitFor();
    await page.getByText(available).waitFor();

    // The directory's cards come from its read model, which fills `touring` and `available_until`.
    await page.goto(`/directory?search=${encodeURIComponent(account.fullName)}`);
    const card = page.getByRole('article', { name: account.fullName });
    await card.getByText(touring).waitFor();
    await card.getByText(available).waitFor();

    // Within 14 days of the stop the profile is also listed in Wellington's touring listing.
    await page.goto('/escorts/wellington?touring=true');
    await page.getByRole('article', { name: account.fullName }).getByText(touring).waitFor();
    await screenshot(page, 'advertiser_touring_card_phone');
    await context.close();
  });
});
