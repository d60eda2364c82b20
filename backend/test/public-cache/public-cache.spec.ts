import { AnalyticsService } from '../../src/analytics/analytics.service';
import type { Client } from 'pg';
import { ListingChangeListener } from '../../src/public-cache/listing-change-listener';
import { PublicResponseCache } from '../../src/public-cache/public-response-cache';
import { addPhoto, advertiserCreated, advertisers, clearAccounts } from '../profiles/profile-helpers';
import { eventually } from '../eventually';
import { createTestApp, TestApp } from '../test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * Waits until the notifications of the test's own writes have arrived (the cache stops being
 * emptied), so a late one cannot empty it between two reads that expect a hit.
 */
async function settled(cache: PublicResponseCache, quietMs = 250, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let generation = cache.generation;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (cache.generation !== generation) {
      generation = cache.generation;
      quietSince = Date.now();
    }
  }
}

describe('cached public listing answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: '60' });
    await eventually(async () => expect(t.app.get(PublicResponseCache).serving).toBe(true));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    await eventually(async () => expect(t.app.get(PublicResponseCache).get('/api/profiles')).toBeUndefined());
  });

  it('answers a repeated anonymous read from the cache, with the same body', async () => {
    await advertiserCreated(t, 1, { fullName: 'Ruby' });
    await settled(t.app.get(PublicResponseCache));

    const first = await t.http().get('/api/profiles').expect(200);
    const second = await t.http().get('/api/profiles').expect(200);

    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    await t.http().get('/api/profiles').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('answers a hit with the headers the read had, its own request id, and no-store for a caller with a cookie', async () => {
    const a = await advertiserCreated(t, 1, { fullName: 'Ruby' });
    await settled(t.app.get(PublicResponseCache));
    const path = `/api/profiles/${a.profile.username}`;

    const miss = await t.http().get(path).expect(200);
    const hit = await t.http().get(path).expect(200).expect('x-cache', 'HIT');

    const perAnswer = ['date', 'x-request-id', 'x-cache', 'connection', 'keep-alive'];
    const shared = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.includes(name)));
    expect(shared(hit.headers)).toEqual(shared(miss.headers));
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10');
    await t.http().get(path).set('Cookie', 'age_ok=1').expect(200).expect('x-cache', 'HIT').expect('cache-control', 'no-store');
  });

  it.each([
    ['a profile edit', (t: TestApp, id: string) => t.db.query(`UPDATE profiles SET full_name = 'Changed' WHERE id = $1`, [id])],
    ['a pause', (t: TestApp, id: string) => t.db.query(`UPDATE profiles SET is_active = false WHERE id = $1`, [id])],
    ['a new photo', (t: TestApp, id: string) => addPhoto(t, id, 0, true)],
  ])('drops the cached answers on %s, whoever made it', async (_change, change) => {
    const a = await advertiserCreated(t, 1, { fullName: 'Ruby' });
    await settled(t.app.get(PublicResponseCache));
    const before = (await t.http().get(`/api/profiles`).expect(200)).body;
    await t.http().get(`/api/profiles`).expect(200).expect('x-cache', 'HIT');

    await change(t, a.profile.id);

    await eventually(async () => {
      const res = await t.http().get(`/api/profiles`).expect(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.body).not.toEqual(before);
    });
  });

  it('compresses a read on the way out as the visitor accepts, and keeps the compressed bytes for its hits', async () => {
    await advertisers(t, 4, { fullName: 'Ruby' });
    await settled(t.app.get(PublicResponseCache));

    const miss = await t.http().get('/api/profiles').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers.vary).toMatch(/Accept-Encoding/);
    const kept = t.app.get(PublicResponseCache).get('/api/profiles')!;
    expect(kept.encoded.br).toBeUndefined();

    const hit = await t.http().get('/api/profiles').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(hit.body).toEqual(miss.body);
    const compressed = kept.encoded.br;
    expect(compressed!.length).toBeLessThan(kept.body.length);
    await t.http().get('/api/profiles').set('Accept-Encoding', 'br').expect(200);
    expect(kept.encoded.br).toBe(compressed);

    const gzip = await t.http().get('/api/profiles').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(miss.body);
    const plain = await t.http().get('/api/profiles').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(miss.body);
  });

  it('keeps the cache through a heartbeat, which only moves last_active_at', async () => {
    const a = await advertiserCreated(t, 1);
    await settled(t.app.get(PublicResponseCache));
    await t.http().get('/api/profiles/featured').expect(200);

    await t.http().post('/api/profiles/me/heartbeat').set(a.auth).expect((res) => expect(res.status).toBeLessThan(300));
    await new Promise((resolve) => setTimeout(resolve, 300));

    await t.http().get('/api/profiles/featured').expect(200).expect('x-cache', 'HIT');
  });

  it.each([
    ['this instance', (t: TestApp, username: string) => t.http().post(`/api/profiles/${username}/like`).expect(200)],
    ['another process', (t: TestApp, username: string) => t.db.query(`UPDATE profiles SET like_count = like_count + 1 WHERE username = $1`, [username])],
  ])('on a like through %s, refreshes the profile page and keeps the directory pages it is on, which show no like count', async (_where, like) => {
    const a = await advertiserCreated(t, 1);
    const other = await advertiserCreated(t, 2, { subscriptionTier: 'premium' });
    await settled(t.app.get(PublicResponseCache));
    const directory = await t.http().get('/api/profiles').expect(200);
    const featured = await t.http().get('/api/profiles/featured').expect(200);
    expect(directory.body.items.map((card: { id: string }) => card.id)).toContain(a.profile.id);
    expect(featured.body.map((card: { id: string }) => card.id)).toContain(a.profile.id);
    await t.http().get(`/api/profiles/${a.profile.username}`).expect(200);
    await t.http().get(`/api/profiles/${other.profile.username}`).expect(200);

    await like(t, a.profile.username);

    await eventually(async () => {
      const res = await t.http().get(`/api/profiles/${a.profile.username}`).expect(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.body.like_count).toBe(1);
    });
    const cachedDirectory = await t.http().get('/api/profiles').expect(200).expect('x-cache', 'HIT');
    expect(cachedDirectory.body).toEqual(directory.body);
    await t.http().get('/api/profiles/featured').expect(200).expect('x-cache', 'HIT');
    await t.http().get(`/api/profiles/${other.profile.username}`).expect(200).expect('x-cache', 'HIT');
  });

  it('keeps every cached answer through counted views and contact taps, which change no listing', async () => {
    const a = await advertiserCreated(t, 1);
    await settled(t.app.get(PublicResponseCache));
    await t.http().get('/api/profiles').expect(200);
    await t.http().get(`/api/profiles/${a.profile.username}`).expect(200);

    for (const type of ['view', 'call', 'website']) {
      await t.http().post(`/api/profiles/${a.profile.username}/events`).set('X-Forwarded-For', '203.0.113.9').set('User-Agent', BROWSER).send({ type }).expect(204);
    }
    await t.app.get(AnalyticsService).flush();
    const [counted] = await t.db.query(`SELECT views, calls, websites FROM profile_daily_stats WHERE profile_id = $1`, [a.profile.id]);
    expect(counted).toEqual({ views: 1, calls: 1, websites: 1 });
    await settled(t.app.get(PublicResponseCache));

    await t.http().get('/api/profiles').expect(200).expect('x-cache', 'HIT');
    await t.http().get(`/api/profiles/${a.profile.username}`).expect(200).expect('x-cache', 'HIT');
  });

  it('never caches a refusal or a signed-in read', async () => {
    const owner = await advertiserCreated(t, 1, { isActive: false });

    await t.http().get(`/api/profiles/${owner.profile.username}`).expect(404);
    const again = await t.http().get(`/api/profiles/${owner.profile.username}`).expect(404);
    expect(again.headers['x-cache']).toBeUndefined();

    const own = await t.http().get(`/api/profiles/${owner.profile.username}`).set(owner.auth).expect(200);
    expect(own.body.is_owner).toBe(true);
    await t.http().get(`/api/profiles/${owner.profile.username}`).expect(404);
    await t.http().get('/api/profiles/me').set(owner.auth).expect(200);
    expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(200)).headers['x-cache']).toBeUndefined();
  });

  it('stops serving while its database listener is cut off, and resumes once it reconnects', async () => {
    await advertiserCreated(t, 1);
    await settled(t.app.get(PublicResponseCache));
    await t.http().get('/api/profiles/vip').expect(200);
    await t.http().get('/api/profiles/vip').expect('x-cache', 'HIT');

    await t.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'listing-change-listener' AND datname = current_database()`);

    await eventually(async () => expect(t.app.get(PublicResponseCache).serving).toBe(false));
    await eventually(async () => expect(t.app.get(PublicResponseCache).serving).toBe(true));
    expect((await t.http().get('/api/profiles/vip').expect(200)).headers['x-cache']).toBeUndefined();
    await t.http().get('/api/profiles/vip').expect('x-cache', 'HIT');
  });
  it('tells many callers at once that it has heard their changes, sending its connection one statement at a time', async () => {
    const listener = t.app.get(ListingChangeListener);
    const client = (listener as unknown as { client: Client }).client;
    const query = client.query.bind(client) as (text: string) => Promise<unknown>;
    let running = 0;
    let mostAtOnce = 0;
    const spy = jest.spyOn(client, 'query').mockImplementation(((text: string) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      return query(text).finally(() => (running -= 1));
    }) as never);
    try {
      const cache = t.app.get(PublicResponseCache);
      const before = cache.generation;
      await advertiserCreated(t, 1);

      expect(await Promise.all(Array.from({ length: 20 }, () => listener.caughtUp()))).toEqual(Array(20).fill(true));

      expect(cache.generation).toBeGreaterThan(before);
      expect(mostAtOnce).toBe(1);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });
});
