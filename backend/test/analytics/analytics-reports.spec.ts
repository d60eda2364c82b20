import { addDays } from 'contract';
import { AnalyticsService } from '../../src/analytics/analytics.service';
import { nzDate } from '../../src/common/time/nz-date';
import { createAdmin } from '../factories/users.factory';
import { advertiserCreated } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('analytics reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const today = () => nzDate();
  const insertDay = (profileId: string, daysAgo: number, counts: { views: number; visitors: number; calls?: number; websites?: number }) =>
    t.db.query(`INSERT INTO profile_daily_stats (profile_id, day, views, visitors, calls, websites) VALUES ($1, $2, $3, $4, $5, $6)`, [
      profileId,
      addDays(today(), -daysAgo),
      counts.views,
      counts.visitors,
      counts.calls ?? 0,
      counts.websites ?? 0,
    ]);

  it('gives Premium the chosen period day by day, today included before it is written, against the period before', async () => {
    const a = await advertiserCreated(t, 1, { subscriptionTier: 'premium' });
    await insertDay(a.profile.id, 3, { views: 10, visitors: 8, calls: 2 });
    await insertDay(a.profile.id, 9, { views: 4, visitors: 4, websites: 1 });
    await t.http().post(`/api/profiles/${a.profile.username}/events`).set('User-Agent', BROWSER).send({ type: 'view' }).expect(204);
    await t.http().post(`/api/profiles/${a.profile.username}/events`).set('User-Agent', BROWSER).send({ type: 'call' }).expect(204);

    const week = (await t.http().get('/api/profiles/me/analytics?days=7').set(a.auth).expect(200)).body;
    expect(week).toMatchObject({ tier: 'premium', days: 7, from: addDays(today(), -6), to: today() });
    expect(week.daily).toHaveLength(7);
    expect(week.daily[6]).toEqual({ day: today(), views: 1, visitors: 1, calls: 1, sms: 0, emails: 0, websites: 0 });
    expect(week.daily[3]).toMatchObject({ views: 10, visitors: 8, calls: 2 });
    expect(week.totals).toMatchObject({ views: 11, visitors: 9, calls: 3, contact_taps: 3, contact_rate: 33.3 });
    expect(week.previous).toMatchObject({ views: 4, visitors: 4, websites: 1, contact_taps: 1, contact_rate: 25 });

    await t.app.get(AnalyticsService).flush();
    const again = (await t.http().get('/api/profiles/me/analytics?days=7').set(a.auth).expect(200)).body;
    expect(again.totals).toEqual(week.totals);

    expect((await t.http().get('/api/profiles/me/analytics?days=12').set(a.auth).expect(400)).body.message).toBe('Choose 7, 30 or 90 days.');
    await t.http().get('/api/profiles/me/analytics').expect(401);
  });

  it("gives Basic this month's totals and Free nothing", async () => {
    const basic = await advertiserCreated(t, 1, { subscriptionTier: 'basic' });
    await insertDay(basic.profile.id, 0, { views: 6, visitors: 5, calls: 1 });
    const free = await advertiserCreated(t, 1);
    await insertDay(free.profile.id, 0, { views: 6, visitors: 5 });

    const month = (await t.http().get('/api/profiles/me/analytics').set(basic.auth).expect(200)).body;
    expect(month).toMatchObject({ tier: 'basic', from: `${today().slice(0, 8)}01`, to: today(), totals: { views: 6, visitors: 5, calls: 1, contact_rate: 20 } });
    expect((await t.http().get('/api/profiles/me/analytics').set(free.auth).expect(200)).body).toEqual({ tier: 'free' });
  });

  it('gives admins the site-wide days and one profile’s totals, and no one else', async () => {
    const a = await advertiserCreated(t, 1);
    await insertDay(a.profile.id, 1, { views: 3, visitors: 2, calls: 1 });
    const admin = await createAdmin(t);

    const days = (await t.http().get('/api/admin/analytics/daily?days=7').set(admin.auth).expect(200)).body;
    expect(days).toHaveLength(7);
    expect(days[5].day).toBe(addDays(today(), -1));
    expect(days[5].views).toBeGreaterThanOrEqual(3);
    const totals = (await t.http().get(`/api/admin/analytics/profiles/${a.profile.id}`).set(admin.auth).expect(200)).body;
    expect(totals.last_30_days).toMatchObject({ views: 3, visitors: 2, calls: 1, contact_taps: 1, contact_rate: 50 });

    await t.http().get('/api/admin/analytics/daily').set(a.auth).expect(403);
  });
});
