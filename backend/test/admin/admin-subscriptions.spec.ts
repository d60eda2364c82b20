import { Subscription } from '../../src/subscriptions/entities/subscription.entity';
import { createAdmin, createAdvertiser, createUser, Admin, Advertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

// The project's testTimeout is not applied under --selectProjects; booting an app on a busy machine can take longer than 5 s.
jest.setTimeout(60_000);

const q = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]));

describe('admin subscriptions resource', () => {
  let t: TestApp;
  let admin: Admin;
  let anna: Advertiser;
  let bella: Advertiser;
  const ids: Record<string, string> = {};

  async function subscription(name: string, userId: string, fields: Partial<Subscription>): Promise<void> {
    const saved = await t.db.getRepository(Subscription).save({ userId, tier: 'basic', price: 29.99, status: 'active', ...fields } as Subscription);
    ids[name] = saved.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    anna = await createAdvertiser(t, { username: 'annasub' });
    bella = await createAdvertiser(t, { username: 'bellasub' });
    const noProfile = await createUser(t, 'no.profile@example.co.nz');
    // 2026-09-30T12:30Z is already 1 October in New Zealand (NZDT, +13).
    await subscription('annaSept', anna.user.id, { startsAt: new Date('2026-09-10T00:00:00Z'), expiresAt: new Date('2026-10-10T00:00:00Z'), status: 'replaced' });
    await subscription('annaOct', anna.user.id, { tier: 'premium', price: 49.99, startsAt: new Date('2026-09-30T12:30:00Z'), expiresAt: new Date('2026-10-30T12:30:00Z'), status: 'expired' });
    await subscription('bellaNov', bella.user.id, { startsAt: new Date('2026-11-02T00:00:00Z'), expiresAt: new Date('2026-12-02T00:00:00Z') });
    await subscription('orphanNov', noProfile.id, { tier: 'premium', price: 49.99, startsAt: new Date('2026-11-05T00:00:00Z'), expiresAt: new Date('2026-12-05T00:00:00Z') });
  });

  afterAll(() => t.close());

  it('lists records newest start first with the account email and username, and a Content-Range', async () => {
    const res = await t.http().get('/api/admin/subscriptions').set(admin.auth).expect(200);
    expect(res.headers['content-range']).toBe('subscriptions 0-3/4');
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([ids.orphanNov, ids.bellaNov, ids.annaOct, ids.annaSept]);
    expect(res.body[0]).toEqual({
      id: ids.orphanNov,
      user_id: expect.any(String),
      email: 'no.profile@example.co.nz',
      username: null,
      tier: 'premium',
      price: 49.99,
      status: 'active',
      source: 'upgrade',
      invoice_id: null,
      note: null,
      starts_at: '2026-11-05T00:00:00.000Z',
      expires_at: '2026-12-05T00:00:00.000Z',
      created_at: expect.any(String),
    });
    expect(res.body[1]).toMatchObject({ username: 'bellasub', email: bella.user.email, price: 29.99 });
  });

  it('filters by tier, status, user, search text and a New Zealand date range', async () => {
    const list = async (filter: object) =>
      (await t.http().get('/api/admin/subscriptions').query(q({ filter })).set(admin.auth).expect(200)).body.map((s: { id: string }) => s.id);
    expect(await list({ tier: 'premium' })).toEqual([ids.orphanNov, ids.annaOct]);
    expect(await list({ status: 'expired' })).toEqual([ids.annaOct]);
    expect(await list({ user_id: anna.user.id })).toEqual([ids.annaOct, ids.annaSept]);
    expect(await list({ q: 'BELLASUB' })).toEqual([ids.bellaNov]);
    expect(await list({ q: 'no.profile@' })).toEqual([ids.orphanNov]);
    expect(await list({ starts_at_gte: '2026-10-01', starts_at_lte: '2026-10-31' })).toEqual([ids.annaOct]);
    expect(await list({ starts_at_lte: '2026-09-30' })).toEqual([ids.annaSept]);
    expect(await list({ starts_at_gte: '2026-11-03T00:00:00Z' })).toEqual([ids.orphanNov]);
  });

  it('sorts by price and pages', async () => {
    const res = await t.http().get('/api/admin/subscriptions').query(q({ sort: ['price', 'ASC'], range: [0, 1] })).set(admin.auth).expect(200);
    expect(res.body.map((s: { price: number }) => s.price)).toEqual([29.99, 29.99]);
    expect(res.headers['content-range']).toBe('subscriptions 0-1/4');
  });

  it.each([
    [{ sort: '["user_id","ASC"]' }, 'Cannot sort by user_id'],
    [{ filter: '{"tier":"free"}' }, 'Invalid value for filter tier'],
    [{ filter: '{"starts_at_gte":"last week"}' }, 'Invalid value for filter starts_at_gte'],
    [{ filter: '{"user_id":"nope"}' }, 'Invalid value for filter user_id'],
    [{ range: '"all"' }, 'Invalid range parameter'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await t.http().get('/api/admin/subscriptions').query(query).set(admin.auth).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers one record, and 404 Subscription not found', async () => {
    const res = await t.http().get(`/api/admin/subscriptions/${ids.bellaNov}`).set(admin.auth).expect(200);
    expect(res.body.username).toBe('bellasub');
    const missing = await t.http().get('/api/admin/subscriptions/00000000-0000-4000-8000-000000000000').set(admin.auth).expect(404);
    expect(missing.body.message).toBe('Subscription not found');
  });

  it('totals count and revenue per New Zealand month, newest first', async () => {
    const res = await t.http().get('/api/admin/subscriptions/monthly-totals').set(admin.auth).expect(200);
    expect(res.body).toEqual([
      { month: '2026-11', count: 2, total: 79.98 },
      { month: '2026-10', count: 1, total: 49.99 },
      { month: '2026-09', count: 1, total: 29.99 },
    ]);
    const premium = await t.http().get('/api/admin/subscriptions/monthly-totals').query(q({ filter: { tier: 'premium' } })).set(admin.auth).expect(200);
    expect(premium.body).toEqual([
      { month: '2026-11', count: 1, total: 49.99 },
      { month: '2026-10', count: 1, total: 49.99 },
    ]);
  });

  it("refuses non-admins with 403 'You do not have admin access'", async () => {
    for (const path of ['/api/admin/subscriptions', '/api/admin/subscriptions/monthly-totals']) {
      const res = await t.http().get(path).set(anna.auth).expect(403);
      expect(res.body.message).toBe('You do not have admin access');
    }
  });
});
