import { PlanExpiryJob } from '../../src/subscriptions/plan-expiry.job';
import { buyPlan, choosePlan } from '../billing/billing-helpers';
import { Admin, createAdmin, createAdvertiser } from '../factories/users.factory';
import { clearAccounts } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

const DAY = 86_400_000;

describe('plans: POST /api/subscriptions/upgrade and the expiry job', () => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    admin = await createAdmin(t);
  });

  const subscriptionsOf = (userId: string) =>
    t.db.query(`SELECT tier, price::text, status, source, expires_at, starts_at FROM subscriptions WHERE user_id = $1 ORDER BY created_at`, [userId]);
  const planOf = async (profileId: string) =>
    (await t.db.query(`SELECT subscription_tier, subscription_expires_at FROM profiles WHERE id = $1`, [profileId]))[0];

  it.each([
    ['free', 'basic', 'Basic', 2999],
    ['free', 'premium', 'Premium', 4999],
    ['basic', 'premium', 'Premium', 4999],
  ] as const)('choosing %s to %s answers an invoice and leaves the plan as it was', async (from, to, label, total) => {
    const a = await createAdvertiser(t, { subscriptionTier: from, subscriptionExpiresAt: from === 'free' ? null : new Date(Date.now() + 10 * DAY) });
    const before = await planOf(a.profile.id);

    const res = await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: to }).expect(200);

    expect(res.body.message).toBe(`We've sent you invoice ${res.body.invoice.number}. Your ${label} plan starts as soon as your payment arrives.`);
    expect(res.body.invoice).toMatchObject({ tier: to, plan_name: label, total_cents: total, status: 'unpaid', period_days: 30 });
    expect(await planOf(a.profile.id)).toEqual(before);
    expect(await subscriptionsOf(a.user.id)).toEqual([]);
  });

  it('starts the plan for 30 days when the invoice is paid', async () => {
    const a = await createAdvertiser(t);
    const paidAt = Date.now();
    await buyPlan(t, a, 'premium', admin);
    const plan = await planOf(a.profile.id);
    expect(plan.subscription_tier).toBe('premium');
    expect(new Date(plan.subscription_expires_at).getTime()).toBeGreaterThanOrEqual(paidAt + 30 * DAY - 1000);
    expect(new Date(plan.subscription_expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
    expect(await subscriptionsOf(a.user.id)).toEqual([expect.objectContaining({ tier: 'premium', price: '49.99', status: 'active', source: 'invoice' })]);
  });

  it('replaces the basic plan record when a premium invoice is paid', async () => {
    const a = await createAdvertiser(t);
    await buyPlan(t, a, 'basic', admin);
    await buyPlan(t, a, 'premium', admin);
    expect((await subscriptionsOf(a.user.id)).map((s: { tier: string; status: string }) => [s.tier, s.status])).toEqual([
      ['basic', 'replaced'],
      ['premium', 'active'],
    ]);
    expect((await planOf(a.profile.id)).subscription_tier).toBe('premium');
  });

  it.each([
    ['premium', 'basic', 'You cannot change from Premium to Basic: plans upgrade from Free to Basic, or from Free or Basic to Premium.'],
  ] as const)('refuses %s to %s while the plan runs, with a 400 and no invoice', async (from, to, message) => {
    const a = await createAdvertiser(t, { subscriptionTier: from, subscriptionExpiresAt: new Date(Date.now() + 10 * DAY) });
    const res = await t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: to }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await t.db.query(`SELECT 1 FROM invoices WHERE user_id = $1`, [a.user.id])).toEqual([]);
  });

  it('lets a lapsed premium plan (past its expiry, not yet swept) choose basic', async () => {
    const a = await createAdvertiser(t, { subscriptionTier: 'premium', subscriptionExpiresAt: new Date(Date.now() - 60_000) });
    expect((await choosePlan(t, a, 'basic')).tier).toBe('basic');
  });

  it.each([[{ tier: 'free' }], [{ tier: 'gold' }], [{}]])('rejects %j: Tier must be basic or premium', async (body) => {
    const a = await createAdvertiser(t);
    expect((await t.http().post('/api/subscriptions/upgrade').set(a.auth).send(body).expect(400)).body.message).toBe('Tier must be basic or premium');
  });

  it('needs a signed-in user', async () => {
    expect((await t.http().post('/api/subscriptions/upgrade').send({ tier: 'basic' }).expect(401)).body.message).toBe('Not authenticated');
  });

  it('gives two simultaneous choices of basic one invoice, the second answered with it', async () => {
    const a = await createAdvertiser(t);
    const results = await Promise.all([1, 2].map(() => t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: 'basic' })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(results.map((r) => r.body.invoice.number)).size).toBe(1);
    expect(results.map((r) => r.body.message).sort()[0]).toMatch(/^Invoice INV-\d{6} for the Basic plan is waiting for your payment\./);
    expect(await t.db.query(`SELECT number FROM invoices WHERE user_id = $1`, [a.user.id])).toHaveLength(1);
  });

  describe('expiry job', () => {
    it('returns expired paid plans to free and marks their subscription expired, once', async () => {
      const expired = await createAdvertiser(t);
      const current = await createAdvertiser(t);
      await buyPlan(t, expired, 'premium', admin);
      await buyPlan(t, current, 'basic', admin);
      await t.db.query(`UPDATE profiles SET subscription_expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.profile.id]);
      await t.db.query(`UPDATE subscriptions SET starts_at = now() - interval '31 days', expires_at = now() - interval '1 minute' WHERE user_id = $1`, [expired.user.id]);

      const job = t.app.get(PlanExpiryJob);
      expect(await job.run()).toBe(1);
      expect(await job.run()).toBe(0);

      expect(await planOf(expired.profile.id)).toEqual({ subscription_tier: 'free', subscription_expires_at: null });
      expect((await subscriptionsOf(expired.user.id))[0].status).toBe('expired');
      expect((await planOf(current.profile.id)).subscription_tier).toBe('basic');
      expect((await subscriptionsOf(current.user.id))[0].status).toBe('active');
    });

    it('expires a plan at its expiry time when the job runs later', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'basic', admin);
      const job = t.app.get(PlanExpiryJob);
      expect(await job.run(new Date(Date.now() + 29 * DAY))).toBe(0);
      expect(await job.run(new Date(Date.now() + 31 * DAY))).toBe(1);
      expect((await t.http().get('/api/profiles/me').set(a.auth).expect(200)).body.subscription_tier).toBe('free');
    });

    it('lets a lapsed advertiser buy again', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'premium', admin);
      await t.app.get(PlanExpiryJob).run(new Date(Date.now() + 31 * DAY));
      await buyPlan(t, a, 'basic', admin);
      expect((await planOf(a.profile.id)).subscription_tier).toBe('basic');
    });
  });
});
