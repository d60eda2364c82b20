import { Browser, BrowserContext, Page } from 'playwright-core';
import { api, registerAdvertiser, signIn } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot, signInOnScreen } from './support/browser';

// End to end: visitors view a profile and tap its contact links; the owner, a bot and a
// visitor repeating themselves within 30 minutes are not counted; the owner's Analytics tab shows
// exactly what was counted, at 390 and at 1280 px.

jest.setTimeout(180_000);

const stamp = Date.now().toString(36);
const advertiser = { email: `analytics.${stamp}@example.nz`, password: 'Analytics2026!', username: `analytics${stamp}`, fullName: `Analytics Tester ${stamp}` };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Keeps tel:, sms: and mailto: links from leaving the page, after the site's own click handler has run. */
async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"], a[href^="sms:"], a[href^="mailto:"]')) event.preventDefault();
    }),
  );
}

/** A visitor's browser opening the profile, revealing and tapping `taps`, each beacon answered before it goes on. */
async function visit(page: Page, taps: string[]): Promise<void> {
  const beacons: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/profiles/${advertiser.username}/events`)) beacons.push(request.response());
  });
  await page.goto(`/profile/${advertiser.username}`);
  const contact = page.getByRole('region', { name: 'Contact Details' });
  await contact.waitFor();
  await stayOnPage(page);
  // The profile arrives rendered; the reveal buttons work once it has hydrated.
  await hydrated(contact);
  // Contact details are not in the page: reveal the ones the visitor is about to tap.
  if (taps.some((name) => name === 'Call' || name === 'SMS')) await contact.getByRole('button', { name: 'Show number' }).click();
  if (taps.includes(advertiser.email)) await contact.getByRole('button', { name: 'Show email' }).click();
  for (const name of taps) await contact.getByRole('link', { name, exact: true }).click();
  await expectSoon(() => beacons.length === 1 + taps.length);
  await Promise.all(beacons);
}

async function expectSoon(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not reached within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('visitor analytics: counted without tracking, shown to the owner', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let ownerToken: string;

  const page = async (options: Parameters<typeof newContext>[1]) => {
    const context = await newContext(browser, options);
    contexts.push(context);
    const opened = await context.newPage();
    opened.setDefaultTimeout(15_000);
    opened.on('pageerror', (error) => pageErrors.push(error.message));
    return opened;
  };

  beforeAll(async () => {
    await registerAdvertiser(advertiser);
    ownerToken = await signIn(advertiser);
    const me = (await api('/profiles/me', { token: ownerToken })).json;
    const admin = await signIn(DEMO_ADMIN);
    const granted = await api('/admin/subscriptions/complimentary', { token: admin, body: { user_id: me.user_id, tier: 'premium', days: 30, reason: 'Analytics journey' } });
    expect(granted.status).toBeLessThan(300);
    browser = await launchBrowser();
  });

  afterEach(() => expect(pageErrors.splice(0)).toEqual([]));
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('counts visitors once per 30 minutes, and leaves out the owner and bots', async () => {
    const phone = await page({ viewport: PHONE, userAgent: IPHONE, headers: { 'X-Forwarded-For': '198.51.100.21' } });
    await visit(phone, ['Call', 'SMS']);
    // The same visitor again: a repeat of the view and of the call, neither counted.
    await visit(phone, ['Call']);

    const desktop = await page({ viewport: DESKTOP, userAgent: CHROME, headers: { 'X-Forwarded-For': '198.51.100.22' } });
    await visit(desktop, [advertiser.email]);

    const bot = await page({ viewport: DESKTOP, userAgent: GOOGLEBOT, headers: { 'X-Forwarded-For': '198.51.100.23' } });
    await visit(bot, ['Call', 'SMS']);

    // The owner's own visit: the site sends nothing, and the server would leave it out anyway.
    const ownerEvent = await fetch(`${process.env.E2E_BASE_URL}/api/profiles/${advertiser.username}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}`, 'User-Agent': CHROME, 'X-Forwarded-For': '198.51.100.24' },
      body: JSON.stringify({ type: 'view' }),
    });
    expect(ownerEvent.status).toBe(204);

    const week = (await api('/profiles/me/analytics?days=7', { token: ownerToken })).json;
    expect(week.totals).toEqual({ views: 2, visitors: 2, calls: 1, sms: 1, emails: 1, websites: 0, contact_taps: 3, contact_rate: 150 });
  });

  it("shows the owner exactly those numbers on the Analytics tab, at 390 and 1280 px", async () => {
    const owner = await page({ viewport: PHONE, userAgent: CHROME, headers: { 'X-Forwarded-For': '198.51.100.24' } });
    await signInOnScreen(owner, advertiser);
    // Viewing their own page as the owner counts nothing.
    await owner.goto(`/profile/${advertiser.username}`);
    await owner.getByRole('region', { name: 'Contact Details' }).waitFor();
    await owner.goto('/profile?tab=analytics');

    for (const viewport of [PHONE, DESKTOP]) {
      await owner.setViewportSize(viewport);
      const panel = owner.getByRole('tabpanel', { name: 'Analytics' });
      await panel.getByRole('button', { name: 'Last 7 days' }).click();
      const tiles = panel.getByRole('list', { name: 'Totals' });
      const tile = (label: string) => tiles.getByRole('listitem').filter({ hasText: label }).locator('strong');
      await expectSoon(async () => (await tile('Views').textContent()) === '2');
      expect(await tile('Unique visitors').textContent()).toBe('2');
      expect(await tile('Contact taps').textContent()).toBe('3');
      expect(await tile('Contact rate (taps per 100 visitors)').textContent()).toBe('150');
      const taps = panel.getByRole('table', { name: 'Contact taps by type' });
      for (const [label, count] of [['Calls', '1'], ['SMS', '1'], ['Emails', '1'], ['Website visits', '0']]) {
        expect(await taps.getByRole('row', { name: `${label} ${count}` }).count()).toBe(1);
      }
      await panel.getByRole('img', { name: 'Daily views and unique visitors' }).waitFor();
      await screenshot(owner, `analytics-tab-${viewport.width}`);
    }
  });
});
