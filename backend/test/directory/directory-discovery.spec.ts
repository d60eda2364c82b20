import { addDays, touringText } from 'contract';
import { nzDate } from '../../src/common/time/nz-date';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { createTestApp, TestApp } from '../test-app';
import { advertiserCreated, clearAccounts } from '../profiles/profile-helpers';

interface Card {
  full_name: string;
  rates_1hour: number | null;
  rate_from: number | null;
  touring: { town: string; first_day: string; last_day: string } | null;
  available_until: string | null;
}

/** Verified, region and town, available now, touring and the sorts, alone and combined, with exact totals. */
describe('directory discovery: GET /api/profiles filters and sorts', () => {
  let t: TestApp;
  const today = () => nzDate();
  const list = async (query: Record<string, string> = {}) => (await t.http().get('/api/profiles').query(query).expect(200)).body as { items: Card[]; total: number };
  const names = async (query: Record<string, string> = {}) => {
    const page = await list(query);
    expect(page.total).toBe(page.items.length);
    return page.items.map((card) => card.full_name);
  };
  const sorted = (values: string[]) => [...values].sort();
  let minute = 0;
  const profile = (fullName: string, fields: Partial<Profile> = {}) => advertiserCreated(t, ++minute, { fullName, ...fields });
  const tour = (profileId: string, town: string, region: string, first: number, last: number) =>
    t.db.query(`INSERT INTO profile_tour_stops (profile_id, town, region, first_day, last_day) VALUES ($1, $2, $3, $4, $5)`, [
      profileId,
      town,
      region,
      addDays(today(), first),
      addDays(today(), last),
    ]);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    minute = 0;
  });

  it('lists verified profiles only', async () => {
    await profile('checked', { isVerified: true });
    await profile('unchecked');
    expect(await names({ verified: 'true' })).toEqual(['checked']);
    expect(sorted(await names({ verified: 'false' }))).toEqual(['checked', 'unchecked']);
  });

  describe('places and touring', () => {
    beforeEach(async () => {
      await profile('lives in Lower Hutt', { location: 'Lower Hutt' });
      await profile('lives in Wellington', { location: 'wellington' });
      await profile('lives in Auckland', { location: 'Auckland CBD' });
      const starting = await profile('tours Wellington from today', { location: 'Nelson' });
      await tour(starting.profile.id, 'Wellington', 'wellington', 0, 2);
      const ending = await profile('tours Lower Hutt until today', { location: 'Dunedin' });
      await tour(ending.profile.id, 'Lower Hutt', 'wellington', -3, 0);
      const soon = await profile('tours Porirua in 14 days', { location: 'Christchurch' });
      await tour(soon.profile.id, 'Porirua', 'wellington', 14, 15);
      const later = await profile('tours Wellington in 15 days', { location: 'Napier' });
      await tour(later.profile.id, 'Wellington', 'wellington', 15, 16);
      const ended = await profile('toured Wellington until yesterday', { location: 'Hamilton' });
      await tour(ended.profile.id, 'Wellington', 'wellington', -4, -1);
    });

    it('finds a region’s residents and those touring it now or within 14 days', async () => {
      expect(sorted(await names({ region: 'wellington' }))).toEqual(
        sorted(['lives in Lower Hutt', 'lives in Wellington', 'tours Wellington from today', 'tours Lower Hutt until today', 'tours Porirua in 14 days']),
      );
      expect(await names({ region: 'auckland' })).toEqual(['lives in Auckland']);
      // Living in Christchurch: Canterbury lists them too.
      expect(await names({ region: 'canterbury' })).toEqual(['tours Porirua in 14 days']);
    });

    it('finds a town’s residents and those touring the town', async () => {
      expect(sorted(await names({ region: 'wellington', town: 'lower-hutt' }))).toEqual(['lives in Lower Hutt', 'tours Lower Hutt until today']);
      expect(sorted(await names({ region: 'wellington', town: 'wellington' }))).toEqual(['lives in Wellington', 'tours Wellington from today']);
    });

    it('lists exactly the profiles touring now or soon for the touring filter and the Touring quick search', async () => {
      const touring = sorted(['tours Wellington from today', 'tours Lower Hutt until today', 'tours Porirua in 14 days']);
      expect(sorted(await names({ touring: 'true' }))).toEqual(touring);
      expect(sorted(await names({ search: 'Touring' }))).toEqual(touring);
      expect(sorted(await names({ touring: 'true', region: 'wellington', town: 'lower-hutt' }))).toEqual(['tours Lower Hutt until today']);
      expect(await names({ touring: 'true', region: 'auckland' })).toEqual([]);
    });

    it('shows the stop under way or the next within 14 days on the card', async () => {
      const cards = new Map((await list({ region: 'wellington' })).items.map((card) => [card.full_name, card]));
      expect(cards.get('tours Wellington from today')!.touring).toMatchObject({ town: 'Wellington', first_day: today(), last_day: addDays(today(), 2) });
      expect(touringText(cards.get('tours Porirua in 14 days')!.touring!, today())).toMatch(/^Touring: Porirua /);
      expect(cards.get('lives in Wellington')!.touring).toBeNull();
      const all = new Map((await list({ pageSize: '48' })).items.map((card) => [card.full_name, card]));
      expect(all.get('tours Wellington in 15 days')!.touring).toBeNull();
      expect(all.get('toured Wellington until yesterday')!.touring).toBeNull();
    });
  });

  it('finds profiles available now until the minute it ends, and shows the end on the card', async () => {
    const soon = new Date(Date.now() + 30_000);
    await profile('ends this minute', { availableUntil: soon });
    await profile('ends tonight', { availableUntil: new Date(Date.now() + 5 * 3_600_000) });
    await profile('ended a second ago', { availableUntil: new Date(Date.now() - 1000) });
    await profile('never on');
    expect(sorted(await names({ available_now: 'true' }))).toEqual(['ends this minute', 'ends tonight']);
    const cards = new Map((await list()).items.map((card) => [card.full_name, card]));
    expect(cards.get('ends this minute')!.available_until).toBe(soon.toISOString());
    expect(cards.get('ended a second ago')!.available_until).toBeNull();
  });

  describe('sorts', () => {
    beforeEach(async () => {
      await profile('cheap free new', { rates1hour: 150, lastActiveAt: new Date(Date.now() - 60_000) });
      await profile('dear premium', { rates1hour: 600, subscriptionTier: 'premium', lastActiveAt: new Date(Date.now() - 3_600_000) });
      await profile('no price basic', { rates1hour: null, subscriptionTier: 'basic' });
      await profile('mid free old', { rates1hour: 300, lastActiveAt: new Date(Date.now() - 10_000) });
      await profile('mid basic oldest', { rates1hour: 300, subscriptionTier: 'basic' });
    });

    it.each([
      ['recommended', ['dear premium', 'no price basic', 'mid basic oldest', 'cheap free new', 'mid free old']],
      ['newest', ['cheap free new', 'dear premium', 'no price basic', 'mid free old', 'mid basic oldest']],
      ['price_asc', ['cheap free new', 'mid free old', 'mid basic oldest', 'dear premium', 'no price basic']],
      ['price_desc', ['dear premium', 'mid free old', 'mid basic oldest', 'cheap free new', 'no price basic']],
      ['recently_online', ['mid free old', 'cheap free new', 'dear premium', 'no price basic', 'mid basic oldest']],
    ])('sorts by %s (ties newest first, unknown prices and never-online last)', async (sort, expected) => {
      expect(await names({ sort })).toEqual(expected);
    });

    it('sorts by the lowest rate an advertiser set, which the card shows as its price', async () => {
      const half = await profile('half hour from 120', { rates30min: 120, rates1hour: 900 });
      expect((await names({ sort: 'price_asc' }))[0]).toBe('half hour from 120');
      expect((await names({ sort: 'price_desc' })).slice(-2)).toEqual(['half hour from 120', 'no price basic']);
      expect((await list()).items.find((card) => card.full_name === 'half hour from 120')!.rate_from).toBe(120);

      await t.db.query(`UPDATE profiles SET rates_30min = NULL WHERE id = $1`, [half.profile.id]);

      expect((await list()).items.find((card) => card.full_name === 'half hour from 120')!.rate_from).toBe(900);
      expect((await names({ sort: 'price_desc' }))[0]).toBe('half hour from 120');
      expect((await names({ sort: 'price_asc' }))[0]).toBe('cheap free new');
    });

    it('keeps the recommended order when no sort is given', async () => {
      expect(await names()).toEqual(await names({ sort: 'recommended' }));
    });
  });

  it('combines verified, a region and price low to high, paging with the exact total', async () => {
    for (let i = 0; i < 15; i += 1) await profile(`match ${i}`, { isVerified: true, location: 'Auckland North Shore', rates1hour: 100 + ((i * 37) % 15) * 10 });
    await profile('not verified', { location: 'Auckland CBD', rates1hour: 50 });
    await profile('elsewhere', { isVerified: true, location: 'Nelson', rates1hour: 50 });
    const query = { verified: 'true', region: 'auckland', sort: 'price_asc', pageSize: '10' };
    const first = await list({ ...query, page: '1' });
    const second = await list({ ...query, page: '2' });
    expect([first.total, second.total]).toEqual([15, 15]);
    const prices = [...first.items, ...second.items].map((card) => card.rates_1hour!);
    expect(prices).toHaveLength(15);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  describe('bad input', () => {
    it.each([
      [{ region: 'atlantis' }, /^Unknown region: atlantis\. Choose from northland, auckland, .+, southland$/],
      [{ region: 'wellington', town: 'gotham' }, /^Unknown town in Wellington: gotham$/],
      [{ town: 'lower-hutt' }, /^town must come with its region$/],
      [{ sort: 'random' }, /^Unknown sort: random\. Choose from recommended, newest, price_asc, price_desc, recently_online$/],
      [{ verified: 'yes' }, /^verified must be true or false$/],
      [{ available_now: '1' }, /^available_now must be true or false$/],
      [{ touring: 'soon' }, /^touring must be true or false$/],
    ])('%j is a 400 naming the parameter', async (query, message) => {
      const res = await t.http().get('/api/profiles').query(query).expect(400);
      expect(res.body.message).toMatch(message);
    });
  });
});
