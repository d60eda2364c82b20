import { AnalyticsRetentionJob } from '../../src/analytics/analytics-retention.job';
import { AnalyticsService } from '../../src/analytics/analytics.service';
import { VisitorHasher } from '../../src/analytics/visitor-hasher';
import { nzDate } from '../../src/common/time/nz-date';
import { createAdmin } from '../factories/users.factory';
import { advertiserCreated } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const VISITOR_IP = '203.0.113.77';

describe('profile events POST /api/profiles/:username/events', () => {
  let t: TestApp;
  let second: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const send = (app: TestApp, username: string, type: string, ip = VISITOR_IP, userAgent = BROWSER) =>
    app.http().post(`/api/profiles/${username}/events`).set('X-Forwarded-For', ip).set('User-Agent', userAgent).send({ type });

  async function stored(profileId: string) {
    await t.app.get(AnalyticsService).flush();
    await second?.app.get(AnalyticsService).flush();
    const rows = await t.db.query(`SELECT day::text AS day, views, visitors, calls, sms, emails, websites FROM profile_daily_stats WHERE profile_id = $1`, [profileId]);
    return rows[0];
  }

  it('counts views, unique visitors and each contact tap once per visitor per 30 minutes', async () => {
    const a = await advertiserCreated(t, 1, { subscriptionTier: 'premium' });
    await send(t, a.profile.username, 'view').expect(204);
    await send(t, a.profile.username, 'view').expect(204);
    await send(t, a.profile.username, 'view', '198.51.100.4').expect(204);
    for (const type of ['call', 'sms', 'email', 'website', 'call']) await send(t, a.profile.username, type).expect(204);

    expect(await stored(a.profile.id)).toEqual({ day: nzDate(), views: 2, visitors: 2, calls: 1, sms: 1, emails: 1, websites: 1 });
  });

  it('leaves out bots, the owner and signed-in admins', async () => {
    const a = await advertiserCreated(t, 1);
    const admin = await createAdmin(t);
    await send(t, a.profile.username, 'view', VISITOR_IP, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').expect(204);
    await send(t, a.profile.username, 'view', VISITOR_IP, '').expect(204);
    await send(t, a.profile.username, 'view').set(a.auth).expect(204);
    await send(t, a.profile.username, 'call').set(admin.auth).expect(204);

    expect(await stored(a.profile.id)).toBeUndefined();
  });

  it('refuses an unknown type or profile, and counts nothing for a paused or deleted profile', async () => {
    const a = await advertiserCreated(t, 1);
    const paused = await advertiserCreated(t, 1, { isActive: false });
    const deleted = await advertiserCreated(t, 1, { isDeleted: true, isActive: false });
    expect((await send(t, a.profile.username, 'purchase').expect(400)).body.message).toBe('Unknown event type');
    // Signed in, the event takes Nest's route (ProfileEventDto), with the same answer.
    expect((await send(t, a.profile.username, 'purchase').set(a.auth).expect(400)).body.message).toBe('Unknown event type');
    expect((await send(t, 'nobody-by-this-name', 'view').expect(404)).body.message).toBe('Profile not found');
    await send(t, paused.profile.username, 'view').expect(404);
    await send(t, deleted.profile.username, 'view').expect(404);

    await t.http().post('/api/profiles/me/pause').set(a.auth).expect(200);
    await send(t, a.profile.username, 'view').expect(404);

    for (const profile of [a.profile, paused.profile, deleted.profile]) expect(await stored(profile.id)).toBeUndefined();
  });

  it('answers a beacon with a bad body as every route answers bad input, and takes unusual requests the normal way', async () => {
    const a = await advertiserCreated(t, 1);
    const post = () => t.http().post(`/api/profiles/${a.profile.username}/events`).set('X-Forwarded-For', '192.0.2.90').set('User-Agent', BROWSER);
    const refused = async (request: ReturnType<typeof post>, status: number) => (await request.expect(status)).body;

    expect(await refused(post().type('json').send('{"type":'), 400)).toEqual({ statusCode: 400, message: 'The request body is not valid JSON', error: 'Bad Request' });
    expect((await refused(post().type('json').send('"view"'), 400)).message).toBe('The request body is not valid JSON');
    expect((await refused(post().send([{ type: 'view' }]), 400)).message).toBe('Unknown event type');
    expect((await refused(post().send({ type: 'view\u0000' }), 400)).message).toBe('The field "type" contains a character that is not allowed');
    expect((await refused(post().type('text/plain').send('{"type":"view"}'), 415)).message).toBe('Content-Type must be application/json or multipart/form-data');
    expect(await stored(a.profile.id)).toBeUndefined();

    // A body larger than a beacon's, and a trailing slash and a query string: counted all the same (one visitor, so one view and one call).
    // Every beacon goes through the one pipeline: a request id and log line like any request.
    const large = await post().send({ type: 'view', padding: 'x'.repeat(2000) }).expect(204);
    expect(large.headers['x-request-id']).toBeDefined();
    const beacon = await t.http().post(`/api/profiles/${a.profile.username}/events/?sent=1`).set('X-Forwarded-For', '192.0.2.90').set('User-Agent', BROWSER).send({ type: 'call' }).expect(204);
    expect(beacon.headers['x-request-id']).toBeDefined();
    expect(await stored(a.profile.id)).toMatchObject({ views: 1, visitors: 1, calls: 1 });
  });

  it('limits events per address and answers 429 with Retry-After', async () => {
    const a = await advertiserCreated(t, 1);
    const ip = '192.0.2.200';
    const answers = await Promise.all(Array.from({ length: 130 }, () => send(t, a.profile.username, 'view', ip)));
    const refused = answers.filter((res) => res.status === 429);
    expect(refused.length).toBe(10);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0].body.message).toMatch(/^Too many requests from your network\. Please try again in \d+ seconds\.$/);
    expect((await stored(a.profile.id)).views).toBe(1);
  });

  it('takes the connection’s address for a beacon no proxy forwarded: one visitor, one limit', async () => {
    const a = await advertiserCreated(t, 1);
    const direct = () => t.http().post(`/api/profiles/${a.profile.username}/events`).set('User-Agent', BROWSER).send({ type: 'view' });
    const answers = await Promise.all(Array.from({ length: 130 }, direct));
    expect(answers.filter((res) => res.status === 429)).toHaveLength(10);
    expect(await stored(a.profile.id)).toMatchObject({ views: 1, visitors: 1 });
  });

  it('adds up what several instances counted', async () => {
    second = await createTestApp({}, t.databaseUrl);
    const a = await advertiserCreated(t, 1);
    await send(t, a.profile.username, 'view', '192.0.2.1').expect(204);
    await send(second, a.profile.username, 'view', '192.0.2.2').expect(204);
    await send(second, a.profile.username, 'sms', '192.0.2.2').expect(204);

    expect(await stored(a.profile.id)).toMatchObject({ views: 2, visitors: 2, sms: 1 });
  });

  it('writes what it counted but had not written yet when the app shuts down', async () => {
    const stopping = await createTestApp({}, t.databaseUrl);
    const a = await advertiserCreated(t, 1);
    await send(stopping, a.profile.username, 'view', '192.0.2.31').expect(204);
    await send(stopping, a.profile.username, 'website', '192.0.2.31').expect(204);
    const written = () => t.db.query(`SELECT views, visitors, websites FROM profile_daily_stats WHERE profile_id = $1`, [a.profile.id]);
    // Counts wait in memory for the next flush, 10 s apart.
    expect(await written()).toEqual([]);

    await stopping.close();

    expect(await written()).toEqual([{ views: 1, visitors: 1, websites: 1 }]);
  });

  it('writes no IP address and no visitor hash anywhere in the database', async () => {
    const a = await advertiserCreated(t, 1);
    const ip = '192.0.2.123';
    await send(t, a.profile.username, 'view', ip).expect(204);
    await t.http().post(`/api/profiles/${a.profile.username}/like`).set('X-Forwarded-For', ip).set('User-Agent', BROWSER).expect(200);
    await t.app.get(AnalyticsService).flush();

    const columns: { table_name: string; column_name: string; data_type: string }[] = await t.db.query(
      `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('profile_daily_stats', 'analytics_daily_salts')`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(['calls', 'day', 'day', 'emails', 'profile_id', 'salt', 'sms', 'views', 'visitors', 'websites']);
    expect(columns.filter((c) => c.data_type === 'inet' || c.data_type === 'cidr')).toEqual([]);

    const { hash } = await t.app.get(VisitorHasher).hash({ ip, userAgent: BROWSER }, a.profile.id);
    const tables: { table_name: string }[] = await t.db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    for (const { table_name } of tables) {
      const [{ found }] = await t.db.query(
        `SELECT count(*)::int AS found FROM "${table_name}" row WHERE row::text LIKE '%' || $1 || '%' OR row::text LIKE '%' || $2 || '%'`,
        [ip, hash],
      );
      expect({ table_name, found }).toEqual({ table_name, found: 0 });
    }
    const salts = await t.db.query(`SELECT day::text AS day FROM analytics_daily_salts`);
    expect(salts).toEqual([{ day: nzDate() }]);
  });

  it('deletes daily rows older than 400 days at night', async () => {
    const a = await advertiserCreated(t, 1);
    await t.db.query(
      `INSERT INTO profile_daily_stats (profile_id, day, views) VALUES ($1, (now() AT TIME ZONE 'Pacific/Auckland')::date - 400, 5), ($1, (now() AT TIME ZONE 'Pacific/Auckland')::date - 399, 7)`,
      [a.profile.id],
    );
    expect(await t.app.get(AnalyticsRetentionJob).run()).toBe(1);
    expect(await t.db.query(`SELECT views FROM profile_daily_stats WHERE profile_id = $1`, [a.profile.id])).toEqual([{ views: 7 }]);
  });

  it('counts one like per visitor, and limits likes per address', async () => {
    const profiles = await Promise.all(Array.from({ length: 31 }, () => advertiserCreated(t, 1)));
    const like = (username: string) => t.http().post(`/api/profiles/${username}/like`).set('X-Forwarded-For', '192.0.2.50').set('User-Agent', BROWSER);
    expect((await like(profiles[0].profile.username).expect(200)).body.like_count).toBe(1);
    // No cookie sent back: the day's visitor hash still knows this visitor.
    expect((await like(profiles[0].profile.username).expect(200)).body.like_count).toBe(1);
    for (const p of profiles.slice(1, 29)) await like(p.profile.username).expect(200);
    const refused = await like(profiles[30].profile.username).expect(429);
    expect(refused.body.message).toMatch(/^Too many likes from your network\. Please try again in \d+ minutes\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it("answers a held, taken-down, stale, paused or deleted profile's events and likes exactly as an unknown name's, and counts nothing", async () => {
    const hidden = [
      await advertiserCreated(t, 1, { withheldFor: ['review'] }),
      await advertiserCreated(t, 1, { withheldFor: ['takedown'] }),
      await advertiserCreated(t, 1, { withheldFor: ['stale_photos'] }),
      await advertiserCreated(t, 1, { isActive: false }),
      await advertiserCreated(t, 1, { isDeleted: true, isActive: false }),
    ];
    const ip = '192.0.2.61';
    const like = (username: string) => t.http().post(`/api/profiles/${username}/like`).set('X-Forwarded-For', ip).set('User-Agent', BROWSER);
    const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
    const unknownEvent = answer(await send(t, 'nobody-by-this-name', 'view', ip));
    const unknownLike = answer(await like('nobody-by-this-name'));
    expect(unknownEvent.status).toBe(404);
    expect(unknownLike.status).toBe(404);

    for (const { profile } of hidden) {
      for (const type of ['view', 'call']) expect(answer(await send(t, profile.username, type, ip))).toEqual(unknownEvent);
      expect(answer(await like(profile.username))).toEqual(unknownLike);
    }

    for (const { profile } of hidden) {
      expect(await stored(profile.id)).toBeUndefined();
      expect(await t.db.query(`SELECT like_count FROM profiles WHERE id = $1`, [profile.id])).toEqual([{ like_count: 0 }]);
    }
  });

  it('counts one visitor per address and day, however many User-Agents it sends', async () => {
    const a = await advertiserCreated(t, 1);
    for (let i = 0; i < 60; i++) await send(t, a.profile.username, 'view', '192.0.2.62', `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + i}.0) Gecko/20100101 Firefox/${100 + i}.0`).expect(204);
    await send(t, a.profile.username, 'view', '192.0.2.63').expect(204);

    expect(await stored(a.profile.id)).toMatchObject({ visitors: 2 });
  });
});
