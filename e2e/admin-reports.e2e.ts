import { Browser } from 'playwright-core';
import { adminList, adminLogin, api, signIn } from './support/admin-api';
import { DEMO_ADMIN, launchBrowser, newContext, screenshot } from './support/browser';

interface Profile {
  id: string;
  username: string;
}

describe('back office: reports', () => {
  let browser: Browser;
  let token: string;
  let dismissed: Profile;
  let paused: Profile;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signIn(DEMO_ADMIN);
    const rows = (await adminList<Profile>('profiles', token, { is_active: true, subscription_tier: 'basic' })).rows;
    [dismissed, paused] = rows.slice(-2);
    for (const [profile, reason] of [[dismissed, 'other'], [paused, 'fake_photos']] as const) {
      const res = await api(`/profiles/${profile.username}/report`, { body: { reason, details: `Report about ${profile.username} from a journey` } });
      expect(res.json).toEqual({ message: 'Thank you. Your report has been sent to our team.' });
    }
  });

  afterAll(() => browser.close());

  it('dismisses one open report and pauses the profile of another, recording who resolved them', async () => {
    const page = await (await newContext(browser)).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    const dismissRow = page.getByRole('row').filter({ hasText: `@${dismissed.username}` });
    const pauseRow = page.getByRole('row').filter({ hasText: `@${paused.username}` });
    await dismissRow.waitFor();
    await pauseRow.getByText('Fake or stolen photos').waitFor();
    await screenshot(page, 'admin-reports-desktop');

    await dismissRow.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Report dismissed').waitFor();
    await dismissRow.waitFor({ state: 'detached' });

    await pauseRow.getByRole('button', { name: 'Pause profile' }).click();
    await page.getByText('Profile paused and report resolved').waitFor();
    await pauseRow.waitFor({ state: 'detached' });

    expect((await api(`/admin/profiles/${paused.id}`, { token })).json.is_active).toBe(false);
    const resolved = (await adminList('reports', token, { profile_id: paused.id })).rows;
    expect(resolved[0]).toMatchObject({ status: 'profile_paused', resolved_by_email: DEMO_ADMIN.email });
    expect(resolved[0].resolved_at).toEqual(expect.any(String));
  });
});
