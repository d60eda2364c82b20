import { parseDirectoryQuery } from '../../src/directory/directory-query';
import { facetsOf } from '../../src/directory/directory-totals';
import { ListingTotalsCache } from '../../src/public-cache/listing-totals-cache';
import { advertiserCreated, clearAccounts } from '../profiles/profile-helpers';
import { eventually } from '../eventually';
import { createTestApp, TestApp } from '../test-app';

/** Listed profiles in bulk: totals from 1000 up are the ones kept. */
async function insertListed(t: TestApp, count: number): Promise<void> {
  await t.db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash)
       SELECT 'bulk-' || g || '-' || gen_random_uuid() || '@example.co.nz', 'not-a-hash' FROM generate_series(1, $1) g
       RETURNING id
     )
     INSERT INTO profiles (user_id, username, full_name) SELECT id, 'bulk-' || id, 'Bulk profile' FROM u`,
    [count],
  );
}

/**
 * The directory keeps counted totals of large result sets (a text search's, here) for a few seconds;
 * they are dropped on the same change notifications as the public answers, even with the public
 * response cache off (as in every test app: PUBLIC_CACHE_SECONDS=0).
 */
describe('directory totals of large result sets', () => {
  let t: TestApp;
  let totals: ListingTotalsCache;
  const search = 'Bulk profile';
  const searched = JSON.stringify(parseDirectoryQuery({ search }).filter);
  const total = async () => (await t.http().get('/api/profiles').query({ search }).expect(200)).body.total;
  /** Reads the total until it is kept: notifications of the setup's own writes may still be arriving. */
  const cachedTotal = () =>
    eventually(async () => {
      expect(await total()).toBe(1000);
      expect(totals.get(searched)).toEqual({ total: 1000, approximate: false });
    });

  beforeAll(async () => {
    t = await createTestApp();
    totals = t.app.get(ListingTotalsCache);
    await eventually(async () => expect(totals.serving).toBe(true));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    await insertListed(t, 1000);
  });

  it('keeps a large total between requests', async () => {
    await cachedTotal();
    expect(await total()).toBe(1000);
  });

  it.each([
    ['a new profile', (t: TestApp) => advertiserCreated(t, 1, { fullName: 'Bulk profile too' }).then(() => 1001)],
    ['a pause', (t: TestApp) => t.db.query(`UPDATE profiles SET is_active = false WHERE id = (SELECT id FROM profiles LIMIT 1)`).then(() => 999)],
    ['a deletion', (t: TestApp) => t.db.query(`UPDATE profiles SET is_deleted = true, is_active = false WHERE id = (SELECT id FROM profiles LIMIT 1)`).then(() => 999)],
  ])('is never stale after %s: the change notification drops it at once', async (_change, change) => {
    await cachedTotal();

    const expected = await change(t);

    // Well within the minute a total is kept: only the notification can explain the new figure.
    await eventually(async () => expect(await total()).toBe(expected), 3000);
  });

  it('serves no total while its database listener is cut off', async () => {
    await cachedTotal();

    await t.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'listing-change-listener' AND datname = current_database()`);

    await eventually(async () => expect(totals.serving).toBe(false));
    expect(totals.get(searched)).toBeUndefined();
    await eventually(async () => expect(totals.serving).toBe(true));
    await cachedTotal();
  });

  it('keeps the total of the whole listing (a maintained count) too, and shows a change to the very next request', async () => {
    const everyone = JSON.stringify(facetsOf(parseDirectoryQuery({}).filter));
    await eventually(async () => {
      expect((await t.http().get('/api/profiles').expect(200)).body.total).toBe(1000);
      expect(totals.get(everyone)).toEqual({ total: 1000, approximate: false });
    });
    for (let paused = 1; paused <= 5; paused += 1) {
      await t.db.query(`UPDATE profiles SET is_active = false WHERE id = (SELECT id FROM profiles WHERE is_active LIMIT 1)`);
      expect((await t.http().get('/api/profiles').expect(200)).body.total).toBe(1000 - paused);
    }
  });

  it('keeps a small counted total too, and still shows a change to the very next request', async () => {
    const query = { search: 'Bulk profile', nationality: 'Kiwi' };
    await t.db.query(`UPDATE profiles SET nationality = 'Kiwi' WHERE id IN (SELECT id FROM profiles LIMIT 5)`);
    // A count is kept only when no change was heard of while it ran, and the update's news may come after a first count: asked again until kept.
    await eventually(async () => {
      expect((await t.http().get('/api/profiles').query(query).expect(200)).body.total).toBe(5);
      expect(totals.get(JSON.stringify(parseDirectoryQuery(query).filter))).toEqual({ total: 5, approximate: false });
    });
    for (let more = 1; more <= 10; more += 1) {
      // Straight after the write: the kept total may be served only once its change has been heard.
      await t.db.query(`UPDATE profiles SET nationality = 'Kiwi' WHERE id = (SELECT id FROM profiles WHERE nationality IS NULL LIMIT 1)`);
      expect((await t.http().get('/api/profiles').query(query).expect(200)).body.total).toBe(5 + more);
    }
  });
});
