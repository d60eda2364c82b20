import { DIRECTORY_SORTS } from 'contract';
import { readRowsAllowing } from '../../src/common/sql/pg-pool';
import { sortKeyOf } from '../../src/directory/directory-cards';
import { DirectoryAnchors } from '../../src/directory/directory-anchors';
import { parseDirectoryQuery } from '../../src/directory/directory-query';
import { EXACT_TOTAL_UP_TO } from '../../src/directory/directory-totals';
import { DirectoryRepository } from '../../src/directory/directory.repository';
import { ListingTotalsCache } from '../../src/public-cache/listing-totals-cache';
import { eventually } from '../eventually';
import { createTestApp, TestApp } from '../test-app';

const PROFILES = 25_000;

/**
 * The directory at a size where it matters: totals without a scan (maintained, exact up to a cap, or an
 * estimate said to be one) and deep pages by keyset, which must be the pages OFFSET gives.
 */
describe('the directory at 25,000 profiles', () => {
  let t: TestApp;
  const list = async (query: Record<string, string>) => (await t.http().get('/api/profiles').query(query).expect(200)).body;
  const exactCount = async (where: string) => (await t.db.query(`SELECT count(*)::int AS n FROM directory_listings l WHERE ${where}`))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    // Varied profiles, made in one statement: the read model's triggers handle it as one set. A loaded
    // machine once took longer over it than the app lets a request's statement run.
    await readRowsAllowing(
      t.db,
      `WITH u AS (
         INSERT INTO users (email, password_hash)
         SELECT 'scale-' || g || '@example.co.nz', 'not-a-hash' FROM generate_series(1, $1) g RETURNING id, email
       )
       INSERT INTO profiles (user_id, username, full_name, location, nationality, outcalls, categories, rates_1hour, subscription_tier, is_verified, created_at, birthdate)
       SELECT id, 'scale' || n, 'Scale ' || n,
              (ARRAY['Auckland CBD', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin'])[1 + n % 5],
              (ARRAY['Kiwi', 'Asian', 'European', 'Latin', 'Other'])[1 + n % 5],
              (ARRAY['Yes', 'No'])[1 + (n / 7) % 2],
              CASE WHEN n % 3 = 0 THEN ARRAY['Massage'] ELSE ARRAY['Independent'] END,
              100 + (n * 7919) % 500,
              (ARRAY['free', 'free', 'basic', 'premium'])[1 + (n / 3) % 4],
              n % 4 = 0,
              now() - make_interval(mins => ((n::bigint * 104729) % 500000)::int),
              date '1990-01-01' + (n * 37) % 7000
         FROM (SELECT id, substring(email FROM 'scale-([0-9]+)@')::int AS n FROM u) numbered`,
      [PROFILES],
      150_000,
    );
    await t.db.query(`ANALYZE directory_listings`);
    // Anchors are kept only while the change listener is connected.
    await eventually(async () => expect(t.app.get(ListingTotalsCache).serving).toBe(true));
  }, 180_000);
  afterAll(() => t.close());

  it('answers totals with a facet from the maintained counts, exactly', async () => {
    expect((await list({})).total).toBe(PROFILES);
    expect((await list({ nationality: 'Kiwi,Latin' })).total).toBe(await exactCount(`nationality IN ('Kiwi', 'Latin')`));
    expect((await list({ region: 'wellington' })).total).toBe(await exactCount(`home_region = 'wellington'`));
    expect((await list({ tier: 'premium' })).approximate).toBeUndefined();
  });

  it('counts a combination of up to 2,000 matches exactly', async () => {
    const page = await list({ verified: 'true', region: 'auckland', nationality: 'Kiwi' });
    const exact = await exactCount(`is_verified AND home_region = 'auckland' AND nationality = 'Kiwi'`);
    expect(exact).toBeLessThanOrEqual(EXACT_TOTAL_UP_TO);
    expect(page).toMatchObject({ total: exact });
    expect(page.approximate).toBeUndefined();
  });

  it('estimates a broad combination within 10 %, says so, and gives the exact figure on its last page', async () => {
    const query = { outcalls: 'Yes', categories: 'Independent', pageSize: '48' };
    const exact = await exactCount(`outcalls = 'Yes' AND categories @> ARRAY['Independent']`);
    const first = await list(query);
    expect(first.approximate).toBe(true);
    expect(Math.abs(first.total - exact) / exact).toBeLessThan(0.1);
    const last = await list({ ...query, page: String(Math.ceil(exact / 48)) });
    expect(last.total).toBe(exact);
    expect(last.approximate).toBeUndefined();
    // A link past the end (an estimate's last page can be): no cards, and the exact figure to go back with.
    expect(await list({ ...query, page: String(Math.ceil(exact / 48) + 3) })).toMatchObject({ items: [], total: exact });
  });

  it.each(DIRECTORY_SORTS)('serves deep pages by %s with keyset seeks that equal the OFFSET pages', async (sort) => {
    const repository = t.app.get(DirectoryRepository);
    const query = { outcalls: 'No', sort, pageSize: '12' };
    const { filter } = parseDirectoryQuery({ outcalls: 'No', sort });
    // In order, then jumping around: each page after the first seeks from an anchor its neighbours left.
    for (const page of [12, 13, 14, 40, 20, 41, 13]) {
      const served = (await list({ ...query, page: String(page) })).items.map((card: { id: string }) => card.id);
      const offsetPage = (await repository.findPage(filter, sort, 12, (page - 1) * 12)).map((row) => row.profile_id);
      expect(served).toEqual(offsetPage);
    }
    const anchors = t.app.get(DirectoryAnchors);
    const seek = anchors.seek(JSON.stringify([filter, sort]), 40 * 12);
    expect(seek).toMatchObject({ skip: 0, after: expect.any(Array) });
    const [before] = await repository.findPage(filter, sort, 1, 40 * 12 - 1);
    expect(seek.after).toEqual(sortKeyOf(before, sort));
  });
});
