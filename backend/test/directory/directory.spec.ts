import { parseDirectoryQuery } from '../../src/directory/directory-query';
import { DirectoryRepository, KEYS_FIRST_FROM_ROWS } from '../../src/directory/directory.repository';
import { DIRECTORY_SORTS } from 'contract';
import { sortKeyOf } from '../../src/directory/directory-cards';
import { containsPattern } from '../../src/directory/directory-sql';
import { DirectoryTotals } from '../../src/directory/directory-totals';
import { filterWalkHead, searchWalkHead, walkHead } from '../../src/directory/directory.service';
import { createTestApp, TestApp } from '../test-app';
import { addPhoto, advertiserCreated, advertisers, birthdateForAge, clearAccounts } from '../profiles/profile-helpers';

describe('directory API GET /api/profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  const list = (query: Record<string, string> = {}) => t.http().get('/api/profiles').query(query);
  const names = (body: { items: { full_name: string }[] }) => body.items.map((i) => i.full_name).sort();

  describe('listing', () => {
    it('lists only active, non-deleted profiles as cards with age computed from the birth date', async () => {
      const shown = await advertiserCreated(t, 1, { fullName: 'Shown', birthdate: birthdateForAge(27) });
      await advertiserCreated(t, 2, { fullName: 'Paused', isActive: false });
      await advertiserCreated(t, 3, { fullName: 'Deleted', isActive: false, isDeleted: true });
      await addPhoto(t, shown.profile.id, 0, false);
      const primary = await addPhoto(t, shown.profile.id, 1, true);

      const res = await list().expect(200);

      expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 12 });
      expect(res.body.items).toEqual([
        {
          id: shown.profile.id,
          username: shown.profile.username,
          full_name: 'Shown',
          age: 27,
          location: 'Auckland CBD',
          bio: shown.profile.bio,
          rates_1hour: 250,
          rate_from: 250,
          subscription_tier: 'free',
          is_verified: false,
          last_active_at: null,
          photo: expect.objectContaining({ id: primary.id, is_primary: true, card_url: primary.cardUrl }),
          touring: null,
          available_until: null,
        },
      ]);
    });

    it('gives age null when the birth date is unknown, never an invented number', async () => {
      await advertiserCreated(t, 1, { birthdate: null });
      const res = await list().expect(200);
      expect(res.body.items[0].age).toBeNull();
      expect(res.body.items[0].photo).toBeNull();
    });

    it('orders premium, then basic, then free, newest first within a tier', async () => {
      await advertiserCreated(t, 10, { fullName: 'free-new', subscriptionTier: 'free' });
      await advertiserCreated(t, 50, { fullName: 'premium-old', subscriptionTier: 'premium' });
      await advertiserCreated(t, 5, { fullName: 'basic-new', subscriptionTier: 'basic' });
      await advertiserCreated(t, 40, { fullName: 'basic-old', subscriptionTier: 'basic' });
      await advertiserCreated(t, 20, { fullName: 'premium-new', subscriptionTier: 'premium' });
      await advertiserCreated(t, 60, { fullName: 'free-old', subscriptionTier: 'free' });

      const res = await list().expect(200);

      expect(res.body.items.map((i: { full_name: string }) => i.full_name)).toEqual([
        'premium-new', 'premium-old', 'basic-new', 'basic-old', 'free-new', 'free-old',
      ]);
    });

    it('pages with a stable order: no profile repeated or skipped, even with equal creation times', async () => {
      const made = await advertisers(t, 25);
      // Half share one creation time, so only the id tie-breaker keeps the pages apart.
      await t.db.query(`UPDATE profiles SET created_at = '2026-01-01T00:00:00Z' WHERE id = ANY($1)`, [made.slice(0, 13).map((a) => a.profile.id)]);

      const pages = await Promise.all([1, 2, 3].map((page) => list({ page: String(page), pageSize: '10' }).expect(200)));

      expect(pages.map((p) => p.body.items.length)).toEqual([10, 10, 5]);
      expect(pages.every((p) => p.body.total === 25)).toBe(true);
      const ids = pages.flatMap((p) => p.body.items.map((i: { id: string }) => i.id));
      expect(new Set(ids).size).toBe(25);
      expect(new Set(ids)).toEqual(new Set(made.map((a) => a.profile.id)));
    });

    it('answers an empty page past the end with the real total', async () => {
      await advertisers(t, 3);
      const res = await list({ page: '2' }).expect(200);
      expect(res.body).toEqual({ items: [], total: 3, page: 2, pageSize: 12 });
    });

    it('defaults to 12 per page and allows up to 48', async () => {
      await advertisers(t, 50);
      expect((await list().expect(200)).body.items).toHaveLength(12);
      const big = await list({ pageSize: '48' }).expect(200);
      expect(big.body).toMatchObject({ total: 50, pageSize: 48 });
      expect(big.body.items).toHaveLength(48);
    });
  });

  describe('search', () => {
    beforeEach(async () => {
      await advertiserCreated(t, 1, { fullName: 'Aroha Smith', location: 'Wellington', bio: 'Calm and kind.' });
      await advertiserCreated(t, 2, { fullName: 'Mia', location: 'Christchurch', bio: 'I love SUNSETS at the beach.' });
      await advertiserCreated(t, 3, { fullName: 'Zoe', location: 'Auckland CBD', bio: 'Discount 100% genuine_and real.' });
    });

    it('matches full_name, location or bio as a case-insensitive substring, trimmed', async () => {
      expect(names((await list({ search: '  aroha ' }).expect(200)).body)).toEqual(['Aroha Smith']);
      expect(names((await list({ search: 'CHRISTCH' }).expect(200)).body)).toEqual(['Mia']);
      expect(names((await list({ search: 'sunsets' }).expect(200)).body)).toEqual(['Mia']);
    });

    it('treats LIKE wildcards and quotes literally', async () => {
      expect(names((await list({ search: '100%' }).expect(200)).body)).toEqual(['Zoe']);
      expect(names((await list({ search: '%' }).expect(200)).body)).toEqual(['Zoe']);
      expect(names((await list({ search: 'e_a' }).expect(200)).body)).toEqual(['Zoe']);
      expect((await list({ search: '_' }).expect(200)).body.total).toBe(1);
      expect((await list({ search: "' OR 1=1 --" }).expect(200)).body.total).toBe(0);
      expect((await list({ search: '\\' }).expect(200)).body.total).toBe(0);
    });

    it('finds what ILIKE on the profile finds, letters beyond ASCII in either case included', async () => {
      await advertiserCreated(t, 4, { fullName: 'Élodie', location: 'Nelson', bio: 'Tēnā koe, ÇA VA?' });
      for (const term of ['élodie', 'ÉLODIE', 'TĒNĀ', 'ça va', 'aroha', 'SUNSETS', '100%']) {
        const expected: { username: string }[] = await t.db.query(
          `SELECT username FROM profiles WHERE full_name || chr(31) || coalesce(location, '') || chr(31) || coalesce(bio, '') ILIKE $1 ORDER BY username`,
          [containsPattern(term)],
        );
        const found = (await list({ search: term }).expect(200)).body.items.map((item: { username: string }) => item.username).sort();
        expect(found).toEqual(expected.map((row) => row.username));
        expect(found.length).toBeGreaterThan(0);
      }
    });

    it('does not match across the boundary of two fields', async () => {
      expect((await list({ search: 'Mia Christchurch' }).expect(200)).body.total).toBe(0);
    });

    it('finds the same pages whether it walks the listing in order or uses the trigram index', async () => {
      await advertisers(t, 30, { bio: 'Warm and discreet, loves a good pinot.' });
      const repository = t.app.get(DirectoryRepository);
      for (const search of ['pinot', 'South Island', 'Zoe']) {
        const { filter } = parseDirectoryQuery({ search });
        for (const offset of [0, 10, 30]) {
          const indexed = await repository.findPage(filter, 'recommended', 10, offset);
          const walked = await repository.findPageByWalk(filter, 'recommended', 10, offset, 1000);
          expect(walked.map((c) => c.profile_id)).toEqual(indexed.map((c) => c.profile_id));
        }
      }
    });

    it('falls back to the index when the walked rows do not hold the whole page', async () => {
      await advertisers(t, 20, { bio: 'Plain text.' });
      await advertisers(t, 3, { bio: 'Loves a good pinot.' });
      // The three matches are the oldest: a short walk misses them, and the service must still find them.
      const repository = t.app.get(DirectoryRepository);
      const { filter } = parseDirectoryQuery({ search: 'pinot' });
      expect(await repository.findPageByWalk(filter, 'recommended', 10, 0, 5)).toEqual([]);
      expect((await list({ search: 'pinot' }).expect(200)).body.items).toHaveLength(3);
    });

    it('finds the page by the counts heard of when those kept as it began were out of date', async () => {
      await advertisers(t, 15, { bio: 'Loves a good pinot.' });
      const expected = (await list({ search: 'pinot', page: '2' }).expect(200)).body;
      expect(expected.items).toHaveLength(3);
      // As if three matches were kept when the request began and news of twelve more came while it waited for the count.
      const known = jest.spyOn(t.app.get(DirectoryTotals), 'known').mockReturnValue({ total: 3, approximate: false });

      const res = await list({ search: 'pinot', page: '2' }).expect(200);

      known.mockRestore();
      expect(res.body).toEqual(expected);
    });

    it('treats a blank search as no search', async () => {
      expect((await list({ search: '   ' }).expect(200)).body.total).toBe(3);
    });
  });

  it('walks the listing order only when the rows it expects to read stay small', () => {
    expect(walkHead(15_000, 90_000, 12)).toBe(194);
    expect(walkHead(10, 90_000, 12)).toBeUndefined();
    expect(walkHead(15_000, 90_000, 6012)).toBeUndefined();
    expect(walkHead(0, 90_000, 12)).toBeUndefined();
  });

  describe('quick-search terms', () => {
    beforeEach(async () => {
      await advertiserCreated(t, 1, { fullName: 'North', location: 'Whangārei', bio: 'Hi.' });
      await advertiserCreated(t, 2, { fullName: 'Central', location: 'Palmerston North', bio: 'Hi.' });
      await advertiserCreated(t, 3, { fullName: 'South', location: 'Dunedin', bio: 'Hi.' });
      await advertiserCreated(t, 4, { fullName: 'Shore', location: 'Auckland North Shore', bio: 'Hi.' });
      await advertiserCreated(t, 5, { fullName: 'Tron', location: 'Hamilton', bio: 'I visit Auckland often.' });
      await advertiserCreated(t, 6, { fullName: 'Agent', location: 'Nelson', bio: 'Hi.', categories: ['Agency'] });
      const traveller = await advertiserCreated(t, 7, { fullName: 'Traveller', location: 'Wellington', bio: 'Hi.', serviceTypes: ['Travel Companion'] });
      // Touring means a tour stop under way or starting within 14 days.
      await t.db.query(`INSERT INTO profile_tour_stops (profile_id, town, region, first_day, last_day) VALUES ($1, 'Nelson', 'nelson', $2, $2)`, [
        traveller.profile.id,
        birthdateForAge(0, -3),
      ]);
      await advertiserCreated(t, 8, { fullName: 'Now', location: 'Tauranga', bio: 'Hi.', availability: 'Now' });
      await advertiserCreated(t, 9, { fullName: 'Online', location: 'Tauranga', bio: 'Hi.', lastActiveAt: new Date(Date.now() - 5 * 60_000) });
      await advertiserCreated(t, 10, { fullName: 'Idle', location: 'Christchurch', bio: 'Hi.', lastActiveAt: new Date(Date.now() - 30 * 60_000) });
    });

    it.each([
      ['Northland', ['North']],
      ['Central', ['Central']],
      ['South Island', ['Agent', 'Idle', 'South']],
      ['Auckland', ['Shore']],
      ['Hamilton', ['Tron']],
      ['Tauranga', ['Now', 'Online']],
      ['Wellington', ['Traveller']],
      ['Christchurch', ['Idle']],
      ['Agency', ['Agent']],
      ['Touring', ['Traveller']],
      ['Available', ['Now', 'Online']],
      ['available', ['Now', 'Online']],
    ])('%s finds what a visitor means', async (search, expected) => {
      expect(names((await list({ search }).expect(200)).body)).toEqual(expected);
    });
  });

  describe('filters', () => {
    it('filters age as min-max and min+ from the birth date, excluding unknown birth dates', async () => {
      await advertiserCreated(t, 1, { fullName: 'just-25', birthdate: birthdateForAge(25) });
      await advertiserCreated(t, 2, { fullName: 'almost-25', birthdate: birthdateForAge(25, -1) });
      await advertiserCreated(t, 3, { fullName: 'thirty', birthdate: birthdateForAge(30, 100) });
      await advertiserCreated(t, 4, { fullName: 'forty-five', birthdate: birthdateForAge(45) });
      await advertiserCreated(t, 5, { fullName: 'unknown', birthdate: null });

      expect(names((await list({ age: '25-30' }).expect(200)).body)).toEqual(['just-25', 'thirty']);
      expect(names((await list({ age: '18-24' }).expect(200)).body)).toEqual(['almost-25']);
      expect(names((await list({ age: '40+' }).expect(200)).body)).toEqual(['forty-five']);
      expect(names((await list({ age: '30-30' }).expect(200)).body)).toEqual(['thirty']);
    });

    it('matches any of the listed nationalities, availabilities and out-calls values', async () => {
      await advertiserCreated(t, 1, { fullName: 'kiwi-now-yes', nationality: 'Kiwi', availability: 'Now', outcalls: 'Yes' });
      await advertiserCreated(t, 2, { fullName: 'asian-today-no', nationality: 'Asian', availability: 'Today', outcalls: 'No' });
      await advertiserCreated(t, 3, { fullName: 'latin-tonight-yes', nationality: 'Latin', availability: 'Tonight', outcalls: 'Yes' });

      expect(names((await list({ nationality: 'Kiwi,Asian' }).expect(200)).body)).toEqual(['asian-today-no', 'kiwi-now-yes']);
      expect(names((await list({ availability: 'Today,Tonight' }).expect(200)).body)).toEqual(['asian-today-no', 'latin-tonight-yes']);
      expect(names((await list({ outcalls: 'No' }).expect(200)).body)).toEqual(['asian-today-no']);
      expect(names((await list({ outcalls: 'Yes,No' }).expect(200)).body)).toHaveLength(3);
    });

    it('matches nationality Other when none of the named groups appear', async () => {
      await advertiserCreated(t, 1, { fullName: 'kiwi', nationality: 'Kiwi' });
      await advertiserCreated(t, 2, { fullName: 'other', nationality: 'Other' });
      await advertiserCreated(t, 3, { fullName: 'not-given', nationality: null });

      expect(names((await list({ nationality: 'Other' }).expect(200)).body)).toEqual(['not-given', 'other']);
      expect(names((await list({ nationality: 'Other,Kiwi' }).expect(200)).body)).toEqual(['kiwi', 'not-given', 'other']);
    });

    it('requires every listed category and service', async () => {
      await advertiserCreated(t, 1, { fullName: 'indie-massage', categories: ['Independent', 'Massage'], serviceTypes: ['GFE', 'Massage'] });
      await advertiserCreated(t, 2, { fullName: 'indie', categories: ['Independent'], serviceTypes: ['GFE'] });
      await advertiserCreated(t, 3, { fullName: 'agency', categories: ['Agency'], serviceTypes: ['Overnight', 'Dinner Date'] });

      expect(names((await list({ categories: 'Independent' }).expect(200)).body)).toEqual(['indie', 'indie-massage']);
      expect(names((await list({ categories: 'Independent,Massage' }).expect(200)).body)).toEqual(['indie-massage']);
      expect(names((await list({ services: 'GFE,Massage' }).expect(200)).body)).toEqual(['indie-massage']);
      expect(names((await list({ services: 'Dinner Date' }).expect(200)).body)).toEqual(['agency']);
    });

    it('filters by membership tier, and All Memberships means no filter', async () => {
      await advertiserCreated(t, 1, { fullName: 'p', subscriptionTier: 'premium' });
      await advertiserCreated(t, 2, { fullName: 'b', subscriptionTier: 'basic' });
      await advertiserCreated(t, 3, { fullName: 'f', subscriptionTier: 'free' });

      expect(names((await list({ tier: 'premium' }).expect(200)).body)).toEqual(['p']);
      expect(names((await list({ tier: 'Basic' }).expect(200)).body)).toEqual(['b']);
      expect(names((await list({ tier: 'All Memberships' }).expect(200)).body)).toEqual(['b', 'f', 'p']);
    });

    it('combines every filter with AND, and the total counts the combination', async () => {
      const match = { nationality: 'European', availability: 'Weekends', outcalls: 'Yes', categories: ['Independent', 'VIP'], serviceTypes: ['GFE', 'Overnight'], birthdate: birthdateForAge(29), subscriptionTier: 'premium' as const, location: 'Queenstown' };
      await advertisers(t, 14, match);
      await advertiserCreated(t, 1, { ...match, nationality: 'Kiwi' });
      await advertiserCreated(t, 1, { ...match, availability: 'Now' });
      await advertiserCreated(t, 1, { ...match, outcalls: 'No' });
      await advertiserCreated(t, 1, { ...match, categories: ['Independent'] });
      await advertiserCreated(t, 1, { ...match, serviceTypes: ['GFE'] });
      await advertiserCreated(t, 1, { ...match, birthdate: birthdateForAge(45) });
      await advertiserCreated(t, 1, { ...match, subscriptionTier: 'basic' });
      await advertiserCreated(t, 1, { ...match, location: 'Dunedin' });

      const query = {
        search: 'queenstown', age: '25-35', nationality: 'European,Latin', availability: 'Weekends', outcalls: 'Yes',
        categories: 'VIP,Independent', services: 'Overnight', tier: 'premium', page: '2', pageSize: '10',
      };
      const res = await list(query).expect(200);

      expect(res.body.total).toBe(14);
      expect(res.body.items).toHaveLength(4);
      // The region also takes in the Dunedin profile that the town search left out.
      expect((await list({ ...query, search: 'South Island' }).expect(200)).body.total).toBe(15);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ age: 'abc' }, 'age must be a range like 25-30 or 40+ with ages from 18 to 99'],
      [{ age: '40-18' }, 'age must be a range like 25-30 or 40+ with ages from 18 to 99'],
      [{ age: '17-20' }, 'age must be a range like 25-30 or 40+ with ages from 18 to 99'],
      [{ age: '18-100' }, 'age must be a range like 25-30 or 40+ with ages from 18 to 99'],
      [{ nationality: 'Martian' }, 'Unknown nationality: Martian. Choose from Kiwi, Asian, European, Latin, African, Middle Eastern, Other'],
      [{ availability: 'Never' }, 'Unknown availability: Never. Choose from Now, Today, Tonight, Weekdays, Weekends, Anytime'],
      [{ outcalls: 'Maybe' }, 'Unknown out calls value: Maybe. Choose from Yes, No'],
      [{ categories: 'Independent,Robots' }, 'Unknown category: Robots. Choose from Independent, Agency, Massage, BDSM, Couples, Trans, VIP'],
      [{ services: 'Cooking' }, 'Unknown service: Cooking. Choose from Massage, GFE, Dinner Date, Overnight, Travel Companion, Couples, Fetish, Role Play'],
      [{ tier: 'gold' }, 'Unknown membership: gold. Choose from free, basic, premium'],
      [{ page: '0' }, 'page must be a whole number from 1 to 10000'],
      [{ page: '-1' }, 'page must be a whole number from 1 to 10000'],
      [{ page: '1.5' }, 'page must be a whole number from 1 to 10000'],
      [{ pageSize: '10000' }, 'pageSize must be a whole number from 1 to 48'],
      [{ pageSize: '0' }, 'pageSize must be a whole number from 1 to 48'],
      [{ search: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
      [{ search: 'a\u0000b' }, 'The field "search" contains a character that is not allowed'],
    ])('%j is a 400 with a clear message', async (query, message) => {
      const res = await list(query as Record<string, string>).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });

    it('rejects a parameter given twice instead of failing', async () => {
      const res = await t.http().get('/api/profiles?page=1&page=2').expect(400);
      expect(res.body.message).toBe('page must be given once');
    });

    it('never dumps the whole table for a wildcard-only search', async () => {
      await advertisers(t, 3);
      expect((await list({ search: '%%' }).expect(200)).body.total).toBe(0);
    });
  });
  describe('pages found by a walk of the order', () => {
    /** 40 profiles, every other one verified and in Christchurch, with prices and creation times spread out. */
    async function spread(): Promise<void> {
      for (let i = 0; i < 40; i += 1) {
        await advertiserCreated(t, 400 - i * 7, {
          fullName: `Spread ${i}`,
          isVerified: i % 2 === 0,
          location: i % 2 === 0 ? 'Christchurch' : 'Auckland CBD',
          rates1hour: 150 + ((i * 37) % 300),
          categories: i % 3 === 0 ? ['Massage', 'Independent'] : ['Independent'],
        });
      }
    }

    it('finds the same pages as the planner for every order, from the top and past an anchor', async () => {
      await spread();
      const repository = t.app.get(DirectoryRepository);
      const ids = (rows: { profile_id: string }[]) => rows.map((row) => row.profile_id);
      for (const query of [{ verified: 'true', region: 'canterbury' }, { categories: 'Massage' }, { verified: 'true', categories: 'Massage,Independent' }]) {
        for (const sort of DIRECTORY_SORTS) {
          const { filter } = parseDirectoryQuery({ ...query, sort });
          for (const skip of [0, 5, 10, 20]) {
            const planned = await repository.findPage(filter, sort, 5, skip);
            expect(ids(await repository.findPageByOrderWalk(filter, sort, 5, skip, 1000))).toEqual(ids(planned));
            // Found among index entries first (a long walk expected): the same cards, whole.
            expect(await repository.findPage(filter, sort, 5, skip, undefined, KEYS_FIRST_FROM_ROWS)).toEqual(planned);
          }
          const [first] = await repository.findPage(filter, sort, 1, 0);
          const after = sortKeyOf(first, sort);
          const planned = await repository.findPage(filter, sort, 5, 2, after);
          expect(ids(await repository.findPageByOrderWalk(filter, sort, 5, 2, 1000, after))).toEqual(ids(planned));
          expect(await repository.findPage(filter, sort, 5, 2, after, KEYS_FIRST_FROM_ROWS)).toEqual(planned);
        }
      }
    });

    it('serves a filter with a kept total by the walk, with the same pages and totals as before', async () => {
      await spread();
      const repository = t.app.get(DirectoryRepository);
      const walk = jest.spyOn(repository, 'findPageByOrderWalk');
      try {
        const query = { verified: 'true', region: 'canterbury', sort: 'price_asc', pageSize: '5' };
        // The first requests count the totals (the listing's and the filter's); the next ones know them and walk.
        await list().expect(200);
        await list(query).expect(200);
        const pages = [];
        for (const page of ['1', '2', '3', '4', '5']) pages.push((await list({ ...query, page }).expect(200)).body);
        expect(walk).toHaveBeenCalled();
        const { filter } = parseDirectoryQuery(query);
        const expected = await repository.findPage(filter, 'price_asc', 20, 0);
        expect(pages.flatMap((page) => page.items.map((item: { id: string }) => item.id))).toEqual(expected.map((row) => row.profile_id));
        expect(pages.map((page) => page.total)).toEqual([20, 20, 20, 20, 20]);
        expect(pages[4].items).toEqual([]);
      } finally {
        walk.mockRestore();
      }
    });

    it('still finds matches bunched at the end of the order, past the rows a walk reads', async () => {
      await advertisers(t, 70, { categories: ['Independent'] });
      // Older than all the others: the last 30 rows of the recommended order.
      const late = await advertisers(t, 30, { categories: ['BDSM', 'Couples'] });
      const repository = t.app.get(DirectoryRepository);
      const walk = jest.spyOn(repository, 'findPageByOrderWalk');
      try {
        const query = { categories: 'BDSM,Couples', pageSize: '2' };
        await list().expect(200);
        await list(query).expect(200);
        const res = await list(query).expect(200);
        // The walk read the first 64 rows (twice the 2 x 100 / 30 expected, plus 50) and found none.
        expect(walk).toHaveBeenCalledTimes(1);
        expect(await walk.mock.results[0].value).toEqual([]);
        expect(res.body.total).toBe(30);
        expect(res.body.items.map((item: { id: string }) => item.id)).toEqual(late.slice(0, 2).map((a) => a.profile.id));
      } finally {
        walk.mockRestore();
      }
    });

    it('walks only where the planner tends to fetch and sort every match and the walk stays short', () => {
      const { filter: placeAndVerified } = parseDirectoryQuery({ region: 'canterbury', verified: 'true' });
      const exact = (total: number) => ({ total, approximate: false });
      expect(filterWalkHead(placeAndVerified, 'price_asc', exact(938), 88_889, 12)).toBe(2325);
      expect(filterWalkHead(placeAndVerified, 'price_asc', exact(938), 88_889, 36)).toBe(6874);
      expect(filterWalkHead(placeAndVerified, 'price_asc', exact(938), 88_889, 48)).toBeUndefined();
      expect(filterWalkHead(placeAndVerified, 'price_asc', exact(200), 88_889, 12)).toBeUndefined();
      expect(filterWalkHead(placeAndVerified, 'price_asc', exact(5_000), 88_889, 12)).toBeUndefined();
      expect(filterWalkHead(placeAndVerified, 'price_asc', { total: 1_900, approximate: true }, 88_889, 12)).toBeUndefined();
      expect(filterWalkHead(parseDirectoryQuery({}).filter, 'newest', exact(60), 60, 12)).toBeUndefined();
      expect(filterWalkHead(parseDirectoryQuery({ tier: 'free' }).filter, 'recommended', exact(900), 88_889, 12)).toBeUndefined();

      // A text alone: fetching its matches is cheap, so the walk keeps its fixed budget; beside other conditions it may read four rows a match.
      expect(searchWalkHead(parseDirectoryQuery({ search: 'Charlotte' }).filter, 873, 88_889, 24)).toBeUndefined();
      expect(searchWalkHead(parseDirectoryQuery({ search: 'Wellington', categories: 'Independent' }).filter, 873, 88_889, 24)).toBe(4938);
    });
  });
});
