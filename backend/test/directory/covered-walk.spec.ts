import { DirectoryFilter, parseDirectoryQuery } from '../../src/directory/directory-query';
import { COVERED_ORDER, directoryWhere, FILTER_COLUMNS, SORT_KEYS } from '../../src/directory/directory-sql';
import { DirectoryRepository, EVERYONE, KEYS_FIRST_FROM_ROWS } from '../../src/directory/directory.repository';
import { planWithout } from '../query-plan';
import { createTestApp, TestApp } from '../test-app';

/** Every condition a filter without text can set, with the quick search's "available" (last active). */
const EVERY_CONDITION: DirectoryFilter = {
  ...EVERYONE,
  quick: { kind: 'available' },
  minAge: 21,
  maxAge: 45,
  nationalities: ['Kiwi', 'Other'],
  availability: ['Tonight'],
  outcalls: ['Yes'],
  categories: ['VIP'],
  services: ['GFE'],
  tiers: ['basic', 'premium'],
  verified: true,
  availableNow: true,
  place: { region: 'wellington', town: 'lower-hutt' },
};

/** The listing's columns a filter's conditions read (tour stops, another table, aside). */
function columnsRead(filter: DirectoryFilter): string[] {
  const sql = directoryWhere(filter).sql.replace(/EXISTS \(SELECT 1 FROM profile_tour_stops s WHERE [^)]*\)/g, '');
  return [...new Set([...sql.matchAll(/\bl\.(\w+)/g)].map((match) => match[1]))];
}

/**
 * A sparse filter's page in the recommended order is found among the entries of that order's index,
 * which carries every filter column, before the page's rows are read (migration 1795580000000).
 */
describe('the recommended order walked by its index alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('carries every column a filter without text reads', async () => {
    const [{ definition }] = await t.db.query(`SELECT pg_get_indexdef('directory_listings_recommended'::regclass) AS definition`);
    const included = /INCLUDE \(([^)]*)\)/.exec(definition)![1].split(', ');
    expect(included).toEqual([...FILTER_COLUMNS]);
    const indexed = new Set([...SORT_KEYS[COVERED_ORDER], ...included]);
    for (const filter of [EVERY_CONDITION, { ...EVERY_CONDITION, touring: true, quick: { kind: 'category' as const, category: 'VIP' } }]) {
      expect(columnsRead(filter).filter((column) => !indexed.has(column))).toEqual([]);
    }
  });

  it('finds a sparse page by an index-only walk, then its rows by key', async () => {
    const { filter, sort } = parseDirectoryQuery({ categories: 'Independent,VIP', services: 'GFE,Overnight', availability: 'Tonight,Weekends' });
    const { sql, params } = t.app.get(DirectoryRepository).pageSql(filter, sort, 12, 0, undefined, KEYS_FIRST_FROM_ROWS);
    const plan = await planWithout(t.db, ['seqscan', 'bitmapscan'], sql, params);
    expect(plan).toContain('Index Only Scan using directory_listings_recommended');
    // The page's rows, read whole once the walk has chosen them (by key on a full table; any way on the test's few
    // rows), whatever this PostgreSQL calls the walk's result ($0 in 15, (InitPlan 1).col1 in 18).
    expect(plan).toMatch(/profile_id = ANY \(\(?(\$0|InitPlan 1\)\.col1)\)/);
  });

  it('reads a broad page as before: its rows straight from the walk', async () => {
    const { filter, sort } = parseDirectoryQuery({ outcalls: 'Yes' });
    const { sql } = t.app.get(DirectoryRepository).pageSql(filter, sort, 12, 0, undefined, KEYS_FIRST_FROM_ROWS - 1);
    expect(sql).not.toContain('ARRAY(');
  });
});
