import { Browser } from 'playwright-core';
import { DEMO_ADVERTISER, launchBrowser, newContext } from './support/browser';

// Tabs share the refresh cookie, and the server ends the whole session when a rotated refresh token
// comes back. Several tabs opened at once each restore their session from that cookie, so they must
// take turns; otherwise the second tab's refresh would sign the advertiser out everywhere.

describe('an advertiser with several tabs', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('stays signed in when three tabs open the editor at the same moment, and in a tab opened afterwards', async () => {
    const context = await newContext(browser);
    expect((await context.request.post('/api/auth/signin', { data: DEMO_ADVERTISER })).status()).toBe(200);
    const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);

    await Promise.all(tabs.map((tab) => tab.goto('/profile')));
    for (const tab of tabs) {
      await tab.getByRole('tabpanel').waitFor();
      expect(new URL(tab.url()).pathname).toBe('/profile');
    }

    const later = await context.newPage();
    await later.goto('/profile/edit');
    await later.getByRole('tabpanel').waitFor();
    expect(new URL(later.url()).pathname).toBe('/profile/edit');
    await context.close();
  });
});
