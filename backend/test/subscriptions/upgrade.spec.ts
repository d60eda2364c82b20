import { PlanExpiryJob } from '../../src/subscriptions/plan-expiry.job';
import { createAdvertiser } from '../factories/users.factory';
import { clearAccounts } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

const DAY = 86_400_000;

describe('plans: POST /api/subscriptions/upgrade and the expiry job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  const subscriptionsOf = (userId: string) =>
    t.db.query(`SELECT tier, price::text, status, expires_at, starts_at FROM subscriptions WHERE user_id = $1 ORDER BY created_at`, [userId]);

  it.each([
    ['free', 'basic', 'Basic', '29.99'],
    ['free', 'premium', 'Premium', '49.99'],
    ['basic', 'premium', 'Premium', '49.99'],
  ] as const)('upgrades %s to %s for 30 days', async (from, to, label, price) => {
    const a = await createAdvertiser(t, { subscriptionTier: from });
    const before = Date.now();

    const res = await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: to }).expect(200);

    expect(res.body.message).toBe(`Successfully upgraded to ${label} membership!`);
    expect(res.body.profile.subscription_tier).toBe(to);
    const expires = new Date(res.body.profile.subscription_expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
    const [subscription] = await subscriptionsOf(a.user.id);
    expect(subscription).toMatchObject({ tier: to, price, status: 'active' });
    expect(new Date(subscription.expires_at).getTime()).toBe(expires);
  });

  it('replaces the basic plan record when upgrading to premium', async () => {
    const a = await createAdvertiser(t);
    await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: 'basic' }).expect(200);
    await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: 'premium' }).expect(200);
    expect((await subscriptionsOf(a.user.id)).map((s: { tier: string; status: string }) => [s.tier, s.status])).toEqual([
      ['basic', 'replaced'],
      ['premium', 'active'],
    ]);
  });

  it.each([
    ['basic', 'basic', 'You cannot change from Basic to Basic: plans upgrade from Free to Basic, or from Free or Basic to Premium.'],
    ['premium', 'basic', 'You cannot change from Premium to Basic: plans upgrade from Free to Basic, or from Free or Basic to Premium.'],
    ['premium', 'premium', 'You cannot change from Premium to Premium: plans upgrade from Free to Basic, or from Free or Basic to Premium.'],
  ] as const)('refuses %s to %s with a 400 and records nothing', async (from, to, message) => {
    const a = await createAdvertiser(t, { subscriptionTier: from });
    const res = await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: to }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await subscriptionsOf(a.user.id)).toEqual([]);
  });

  it.each([[{ tier: 'free' }], [{ tier: 'gold' }], [{}]])('rejects %j: Tier must be basic or premium', async (body) => {
    const a = await createAdvertiser(t);
    expect((await t.http().post('/api/subscriptions/upgrade').set(a.auth).send(body).expect(400)).body.message).toBe('Tier must be basic or premium');
  });

  it('needs a signed-in user', async () => {
    expect((await t.http().post('/api/subscriptions/upgrade').send({ tier: 'basic' }).expect(401)).body.message).toBe('Not authenticated');
  });

  it('lets only one of two simultaneous upgrades to basic through', async () => {
    const a = await createAdvertiser(t);
    const results = await Promise.all([1, 2].map(() => t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: 'basic' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await subscriptionsOf(a.user.id)).toHaveLength(1);
  });

  describe('expiry job', () => {
    it('returns expired paid plans to free and marks their subscription expired, once', async () => {
      const expired = await createAdvertiser(t);
      const current = await createAdvertiser(t);
      await t.http().post('/api/subscriptions/upgrade').set(expired.auth).send({ tier: 'premium' }).expect(200);
      await t.http().post('/api/subscriptions/upgrade').set(current.auth).send({ tier: 'basic' }).expect(200);
      await t.db.query(`UPDATE profiles SET subscription_expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.profile.id]);
      await t.db.query(`UPDATE subscriptions SET starts_at = now() - interval '31 days', expires_at = now() - interval '1 minute' WHERE user_id = $1`, [expired.user.id]);

      const job = t.app.get(PlanExpiryJob);
      expect(await job.run()).toBe(1);
      expect(await job.run()).toBe(0);

      const [gone] = await t.db.query(`SELECT subscription_tier, subscription_expires_at FROM profiles WHERE id = $1`, [expired.profile.id]);
      expect(gone).toEqual({ subscription_tier: 'free', subscription_expires_at: null });
      expect((await subscriptionsOf(expired.user.id))[0].status).toBe('expired');
      const [kept] = await t.db.query(`SELECT subscription_tier FROM profiles WHERE id = $1`, [current.profile.id]);
      expect(kept.subscription_tier).toBe('basic');
      expect((await subscriptionsOf(current.user.id))[0].status).toBe('active');
    });

    it('expires a plan at its expiry time when the job runs later', async () => {
      const a = await createAdvertiser(t);
      await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: 'basic' }).expect(200);
      const job = t.app.get(PlanExpiryJob);
      expect(await job.run(new Date(Date.now() + 29 * DAY))).toBe(0);
      expect(await job.run(new Date(Date.now() + 31 * DAY))).toBe(1);
      expect((await t.http().get('/api/profiles/me').set(a.auth).expect(200)).body.subscription_tier).toBe('free');
    });

    it('lets a lapsed advertiser upgrade again', async () => {
      const a = await createAdvertiser(t);
      await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: 'premium' }).expect(200);
      await t.app.get(PlanExpiryJob).run(new Date(Date.now() + 31 * DAY));
      await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: 'basic' }).expect(200);
    });
  });
});
