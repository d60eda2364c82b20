import { DataSource } from 'typeorm';
import { directoryWhere, SqlParams } from '../../src/directory/directory-sql';
import { parseDirectoryQuery } from '../../src/directory/directory-query';
import { planWithout } from '../query-plan';
import { createTestApp, TestApp } from '../test-app';

/** The plan of the tour-stop condition of a place's page (touringSql) when every table must be read through an index. */
async function stopsPlan(db: DataSource, query: Record<string, string>): Promise<string> {
  const p = new SqlParams();
  const where = directoryWhere(parseDirectoryQuery(query).filter, new Date(), false, p);
  const correlated = /EXISTS \((SELECT 1 FROM profile_tour_stops s WHERE .*)\)\)$/.exec(where.sql)![1].replace('s.profile_id = l.profile_id AND ', '');
  // The condition alone, its parameters numbered afresh.
  const values: unknown[] = [];
  const stops = correlated.replace(/\$(\d+)/g, (_, n: string) => `$${values.push(p.values[Number(n) - 1])}`);
  return planWithout(db, ['seqscan'], stops, values);
}

/**
 * A place's page takes in those touring there: the place's current tour stops, found through an index
 * by the town's key or the region, never by reading every stop and computing each town's key.
 */
describe("a place's tour stops", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are found by the town's key", async () => {
    expect(await stopsPlan(t.db, { region: 'wellington', town: 'lower-hutt' })).toContain('profile_tour_stops_town_key');
  });

  it('are found by the region', async () => {
    expect(await stopsPlan(t.db, { region: 'west-coast' })).toContain('profile_tour_stops_region');
  });
});
