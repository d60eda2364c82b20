import request from 'supertest';
import { AnalyticsService } from '../../src/analytics/analytics.service';
import { REPEAT_WINDOW_MS } from '../../src/analytics/event-tally';
import { nzDate } from '../../src/common/time/nz-date';
import { resetRateLimits } from '../auth/auth-fixtures';
import { Advertiser, createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const AGE = { 'X-Age-Confirmed': 'yes' };

describe('"Show number", "Show email" and the website count as contact taps', () => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });

  beforeEach(() => resetRateLimits(t));

  afterAll(() => t.close());

  const advertiser = () => createAdvertiser(t, { phone: '021 444 0199', website: 'https://taps.example.nz' });

  /** One browser: its own address, User-Agent, visitor cookie and (optionally) bearer token. */
  function visitor(userAgent = BROWSER, auth: Record<string, string> = {}) {
    const agent = request.agent(t.app.getHttpServer());
    const ip = `198.18.0.${++address}`;
    const headers = { ...AGE, ...auth, 'X-Forwarded-For': ip, 'User-Agent': userAgent };
    return {
      async reveal(a: Advertiser, field: string) {
        const { token } = (await agent.post(`/api/profiles/${a.profile.username}/contact-token`).set(headers).expect(200)).body;
        return (await agent.post(`/api/profiles/${a.profile.username}/contact`).set(headers).send({ token, field }).expect(200)).body;
      },
      tap: (a: Advertiser, type: string) => agent.post(`/api/profiles/${a.profile.username}/events`).set(headers).send({ type }).expect(204),
    };
  }

  /** The profile's counters once everything counted is written, `afterMs` from now (phone reveals settle after 30 minutes). */
  async function counters(a: Advertiser, afterMs = 0) {
    await t.app.get(AnalyticsService).flush(Date.now() + afterMs);
    const [row] = await t.db.query(`SELECT day::text AS day, views, calls, sms, emails, websites FROM profile_daily_stats WHERE profile_id = $1`, [a.profile.id]);
    return row;
  }

  it('counts each reveal once per visitor per 30 minutes, and the mail or web link tapped after it as the same enquiry', async () => {
    const a = await advertiser();
    const browser = visitor();
    expect(await browser.reveal(a, 'email')).toEqual({ field: 'email', value: a.profile.email });
    await browser.reveal(a, 'email');
    await browser.tap(a, 'email');
    await browser.reveal(a, 'website');
    await browser.tap(a, 'website');
    await visitor().reveal(a, 'email');

    expect(await counters(a)).toEqual({ day: nzDate(), views: 0, calls: 0, sms: 0, emails: 2, websites: 1 });
  });

  it('a number revealed, then called or texted, counts once as that tap; revealed and not tapped, as a call after 30 minutes', async () => {
    const a = await advertiser();
    const texter = visitor();
    await texter.reveal(a, 'phone');
    await texter.tap(a, 'sms');
    const caller = visitor();
    await caller.reveal(a, 'phone');
    await caller.reveal(a, 'phone');
    await caller.tap(a, 'call');
    await visitor().reveal(a, 'phone');

    expect(await counters(a)).toEqual({ day: nzDate(), views: 0, calls: 1, sms: 1, emails: 0, websites: 0 });
    expect(await counters(a, REPEAT_WINDOW_MS)).toEqual({ day: nzDate(), views: 0, calls: 2, sms: 1, emails: 0, websites: 0 });
  });

  it('does not count reveals by bots, by the owner or by admins, and still answers them', async () => {
    const a = await advertiser();
    const admin = await createAdmin(t);
    expect((await visitor(BOT).reveal(a, 'phone')).value).toBe('021 444 0199');
    await visitor('').reveal(a, 'email');
    await visitor(BROWSER, a.auth).reveal(a, 'email');
    await visitor(BROWSER, a.auth).reveal(a, 'phone');
    await visitor(BROWSER, admin.auth).reveal(a, 'website');

    expect(await counters(a, REPEAT_WINDOW_MS)).toBeUndefined();
  });

  it('counts nothing for a detail the profile does not have', async () => {
    const a = await createAdvertiser(t, { website: null });
    expect(await visitor().reveal(a, 'website')).toEqual({ field: 'website', value: null });
    expect(await counters(a, REPEAT_WINDOW_MS)).toBeUndefined();
  });
});
