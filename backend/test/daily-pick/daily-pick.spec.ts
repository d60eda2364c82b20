import { DailyPickJob } from '../../src/daily-pick/daily-pick.job';
import { DailyPickService } from '../../src/daily-pick/daily-pick.service';
import { nzDate } from '../../src/common/time/nz-date';
import { DirectoryService } from '../../src/directory/directory.service';
import { createTestApp, TestApp } from '../test-app';
import { advertiserCreated, advertisers, clearAccounts } from '../profiles/profile-helpers';

describe('Girl of the Day GET /api/profiles/daily-pick', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  const today = async () => (await t.http().get('/api/profiles/daily-pick').expect(200)).body;

  it('answers today’s New Zealand date and no profile when nobody is eligible', async () => {
    await advertiserCreated(t, 1, { subscriptionTier: 'basic' });
    await advertiserCreated(t, 2, { subscriptionTier: 'premium', isActive: false });
    await advertiserCreated(t, 3, { isVerified: true, isActive: false, isDeleted: true });
    expect(await today()).toEqual({ date: nzDate(), profile: null });
  });

  it('picks only active, non-deleted profiles that are premium or verified', async () => {
    await advertisers(t, 5, { subscriptionTier: 'basic' });
    await advertisers(t, 3, { subscriptionTier: 'free' });
    await advertisers(t, 2, { subscriptionTier: 'premium', isActive: false });
    const premium = await advertiserCreated(t, 1, { subscriptionTier: 'premium' });
    const verified = await advertiserCreated(t, 1, { isVerified: true });
    const eligible = [premium.profile.id, verified.profile.id];
    for (let day = 0; day < 10; day++) {
      const date = `2030-01-${String(day + 1).padStart(2, '0')}`;
      expect(eligible).toContain(await t.app.get(DailyPickService).ensurePick(date));
    }
  });

  it('gives each eligible profile the same chance, a premium verified one no more than the others', async () => {
    const both = await advertiserCreated(t, 1, { subscriptionTier: 'premium', isVerified: true });
    const verified = await advertiserCreated(t, 2, { subscriptionTier: 'basic', isVerified: true });
    const picks = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const id = (await t.app.get(DirectoryService).randomPickable())!;
      picks.set(id, (picks.get(id) ?? 0) + 1);
    }
    expect([...picks.keys()].sort()).toEqual([both.profile.id, verified.profile.id].sort());
    // Even odds: outside 400-600 of 1,000 by chance is below one in a billion; counted twice, it would be about 667.
    expect(picks.get(both.profile.id)).toBeGreaterThanOrEqual(400);
    expect(picks.get(both.profile.id)).toBeLessThanOrEqual(600);
  });

  it('gives every visitor the same pick for the day, as a profile card', async () => {
    await advertisers(t, 20, { subscriptionTier: 'premium' });
    const first = await today();
    expect(first.profile).toMatchObject({ id: expect.any(String), subscription_tier: 'premium' });
    for (let i = 0; i < 5; i++) expect((await today()).profile.id).toBe(first.profile.id);
  });

  it('shows the pick stored now, when another instance replaced the one read last', async () => {
    await advertisers(t, 10, { subscriptionTier: 'premium' });
    const first = (await today()).profile.id;
    const [other] = await t.db.query(`SELECT id FROM profiles WHERE id <> $1 LIMIT 1`, [first]);
    await t.db.query(`UPDATE daily_picks SET profile_id = $1`, [other.id]);

    expect((await today()).profile.id).toBe(other.id);
  });

  it('shows the pick’s card as it is now', async () => {
    await advertisers(t, 10, { subscriptionTier: 'premium' });
    const first = (await today()).profile.id;
    await t.db.query(`UPDATE profiles SET full_name = 'Renamed Since' WHERE id = $1`, [first]);

    expect((await today()).profile).toMatchObject({ id: first, full_name: 'Renamed Since' });
  });

  it('agrees under concurrent first requests (one stored row, one answer)', async () => {
    await advertisers(t, 30, { isVerified: true });
    const answers = await Promise.all(Array.from({ length: 12 }, () => today()));
    expect(new Set(answers.map((a) => a.profile.id)).size).toBe(1);
    expect(await t.db.query(`SELECT pick_date FROM daily_picks`)).toHaveLength(1);
  });

  it('the midnight job stores the day’s pick, and running it again keeps it', async () => {
    await advertisers(t, 10, { subscriptionTier: 'premium' });
    const job = t.app.get(DailyPickJob);
    const picked = await job.run();
    expect(picked).toEqual(expect.any(String));
    expect(await job.run()).toBe(picked);
    expect((await today()).profile.id).toBe(picked);
  });

  it('keys the pick by the New Zealand date, not the UTC one', async () => {
    await advertisers(t, 10, { subscriptionTier: 'premium' });
    // 11:30 UTC on 31 Dec is already 1 January in New Zealand (NZDT, UTC+13).
    await t.app.get(DailyPickJob).run(new Date('2030-12-31T11:30:00Z'));
    expect((await t.db.query(`SELECT pick_date::text AS d FROM daily_picks`))[0].d).toBe('2031-01-01');
  });

  it.each([
    ['paused', `UPDATE profiles SET is_active = false WHERE id = $1`],
    ['deleted', `UPDATE profiles SET is_active = false, is_deleted = true WHERE id = $1`],
    ['removed', `DELETE FROM profiles WHERE id = $1`],
  ])('replaces a pick that is %s during the day, the same way for concurrent requests', async (_state, sql) => {
    await advertisers(t, 10, { subscriptionTier: 'premium' });
    const first = (await today()).profile.id;
    await t.db.query(sql, [first]);

    const answers = await Promise.all(Array.from({ length: 6 }, () => today()));

    const ids = new Set(answers.map((a) => a.profile.id));
    expect(ids.size).toBe(1);
    expect(ids.has(first)).toBe(false);
    expect((await today()).profile.id).toBe([...ids][0]);
  });
});
