import { join } from 'node:path';
import { Browser } from 'playwright-core';
import { adminList, firstListed, signIn } from './support/admin-api';
import { ARTIFACTS, DEMO_ADMIN, launchBrowser, newContext, PHONE } from './support/browser';

// A visitor reports a profile from its public page; the report reaches the back office's queue.

jest.setTimeout(90_000);

interface Report {
  profile_id: string;
  profile_username: string;
  reason: string;
  details: string | null;
  status: string;
}

describe('visitor: report a profile', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('sends a reason with details from the profile page, and the report reaches the admin queue', async () => {
    // A premium profile: the back-office reports journey works on basic ones, so the two never meet.
    const card = await firstListed('tier=premium');
    const details = `Looks much younger than 18 in the second photo (journey ${Date.now().toString(36)})`;
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`/profile/${card.username}`);
    await page.getByRole('heading', { level: 1, name: card.full_name }).waitFor();
    await page.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${card.full_name}` });
    await dialog.waitFor();
    const reasons = dialog.getByRole('group', { name: 'Why are you reporting this profile?' });
    for (const label of ['Under 18', 'Fake or stolen photos', 'Unsafe or illegal content', 'Other']) {
      await reasons.getByRole('radio', { name: label, exact: true }).waitFor();
    }

    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Please choose a reason for your report').waitFor();
    await reasons.getByRole('radio', { name: 'Under 18', exact: true }).check();
    await dialog.getByLabel('Details (optional)').fill(details);
    // The viewport, not the full page: the dialog is fixed to the screen.
    await page.screenshot({ path: join(ARTIFACTS, 'visitor_report_dialog_phone.png') });
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Thank you. Your report has been sent to our team.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);

    const token = await signIn(DEMO_ADMIN);
    const { rows } = await adminList<Report>('reports', token, { profile_id: card.id });
    expect(rows.filter((report) => report.details === details)).toEqual([
      expect.objectContaining({ profile_id: card.id, profile_username: card.username, reason: 'under_18', details, status: 'open' }),
    ]);
  });
});
