import { createTestApp, TestApp } from '../test-app';
import { advertisers, clearAccounts } from '../profiles/profile-helpers';

type Card = { full_name: string; subscription_tier: string };
const tiers = (cards: Card[]) => cards.map((c) => c.subscription_tier);

describe('featured and VIP lists (spec §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  async function arrange(premium: number, basic: number, free: number): Promise<void> {
    await advertisers(t, premium, { subscriptionTier: 'premium' });
    await advertisers(t, basic, { subscriptionTier: 'basic' });
    await advertisers(t, free, { subscriptionTier: 'free' });
  }
  const featured = async () => (await t.http().get('/api/profiles/featured').expect(200)).body as Card[];
  const vip = async () => (await t.http().get('/api/profiles/vip').expect(200)).body as Card[];

  describe('GET /api/profiles/featured: up to 5 premium, then basic, then free to fill, aiming for 5', () => {
    it.each([
      [0, 0, 0, []],
      [0, 0, 2, ['free', 'free']],
      [0, 3, 4, ['basic', 'basic', 'basic', 'free', 'free']],
      [2, 7, 4, ['premium', 'premium', 'basic', 'basic', 'basic']],
      [2, 1, 4, ['premium', 'premium', 'basic', 'free', 'free']],
      [5, 3, 3, ['premium', 'premium', 'premium', 'premium', 'premium']],
      [12, 3, 3, ['premium', 'premium', 'premium', 'premium', 'premium']],
    ])('%i premium, %i basic, %i free', async (p, b, f, expected) => {
      await arrange(p, b, f);
      expect(tiers(await featured())).toEqual(expected);
    });

    it('takes the newest premium profiles and leaves out paused and deleted ones', async () => {
      const made = await advertisers(t, 7, { subscriptionTier: 'premium' });
      await t.db.query(`UPDATE profiles SET is_active = false WHERE id = $1`, [made[0].profile.id]);
      await t.db.query(`UPDATE profiles SET is_active = false, is_deleted = true WHERE id = $1`, [made[1].profile.id]);
      const cards = (await featured()) as unknown as { id: string }[];
      expect(cards.map((c) => c.id)).toEqual(made.slice(2, 7).map((a) => a.profile.id));
    });
  });

  describe('GET /api/profiles/vip: up to 10 premium, filled with basic up to 5, then any if fewer than 3', () => {
    it.each([
      [0, 0, 0, []],
      [0, 0, 5, ['free', 'free', 'free']],
      [0, 1, 5, ['basic', 'free', 'free']],
      [0, 7, 5, ['basic', 'basic', 'basic', 'basic', 'basic']],
      [2, 0, 5, ['premium', 'premium', 'free']],
      [2, 7, 5, ['premium', 'premium', 'basic', 'basic', 'basic']],
      [5, 7, 5, ['premium', 'premium', 'premium', 'premium', 'premium']],
      [12, 7, 5, Array(10).fill('premium')],
    ])('%i premium, %i basic, %i free', async (p, b, f, expected) => {
      await arrange(p, b, f);
      expect(tiers(await vip())).toEqual(expected);
    });
  });
});
