import { addDays, NZ_REGIONS, placeKey } from 'contract';
import { nzDate } from '../../src/common/time/nz-date';
import { ProfilesService } from '../../src/profiles/profiles.service';
import { generatedPhoto } from '../fixtures/generated-photos';
import { Advertiser, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { addPhoto, clearAccounts } from '../profiles/profile-helpers';

/**
 * The table directory_listings must equal what its definition (directory_listing_source) makes of
 * the profiles, photos and tour stops after every kind of change, including changes made at once,
 * and directory_counts must equal the facets of the rows.
 */
describe('the directory read model', () => {
  let t: TestApp;
  let owner: Advertiser;
  const today = () => nzDate();

  /** Rows in one and not the other, both ways; and counters that differ from a recount. */
  async function differences(): Promise<{ listings: number; counts: unknown[] }> {
    const [{ n }] = await t.db.query(`
      SELECT count(*)::int AS n FROM (
        (SELECT * FROM directory_listings EXCEPT SELECT * FROM directory_listing_source)
        UNION ALL
        (SELECT * FROM directory_listing_source EXCEPT SELECT * FROM directory_listings)
      ) d`);
    const counts = await t.db.query(`
      WITH recount AS (SELECT facet, count(*)::int AS listed FROM directory_listings l, unnest(directory_facets(l)) facet GROUP BY facet)
      SELECT coalesce(r.facet, c.facet) AS facet, r.listed AS recounted, c.listed AS kept
        FROM recount r FULL JOIN (SELECT * FROM directory_counts WHERE listed <> 0) c ON c.facet = r.facet
       WHERE r.listed IS DISTINCT FROM c.listed`);
    return { listings: n, counts };
  }

  async function expectInStep(): Promise<void> {
    expect(await differences()).toEqual({ listings: 0, counts: [] });
  }

  const listing = async (profileId = owner.profile.id) => (await t.db.query(`SELECT * FROM directory_listings WHERE profile_id = $1`, [profileId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    owner = await createAdvertiser(t, { location: 'Lower Hutt' });
  });

  it('lists a new profile with its place, facets and sort keys', async () => {
    const row = await listing();
    expect(row).toMatchObject({ home_region: 'wellington', home_town: 'lower hutt', places: ['region:wellington', 'town:lower hutt'], tier_score: 0, price_low_key: -250, price_high_key: 250 });
    expect(await t.db.query(`SELECT facet, listed FROM directory_counts WHERE facet IN ('all', 'region:wellington', 'town:lower hutt', 'tier:free')  ORDER BY facet`)).toEqual([
      { facet: 'all', listed: 1 },
      { facet: 'region:wellington', listed: 1 },
      { facet: 'tier:free', listed: 1 },
      { facet: 'town:lower hutt', listed: 1 },
    ]);
    await expectInStep();
  });

  it('follows the owner’s edits, heartbeat, available now, pause and activation through the API', async () => {
    await t.http().put('/api/profiles/me').set(owner.auth).send({ full_name: 'Renamed', location: 'Whangarei', rates_1hour: 400 }).expect(200);
    expect(await listing()).toMatchObject({ full_name: 'Renamed', home_region: 'northland', home_town: 'whangarei', price_low_key: -400 });
    await expectInStep();

    await t.http().post('/api/profiles/me/heartbeat').set(owner.auth).expect(200);
    expect((await listing()).last_active_at).not.toBeNull();
    await t.http().put('/api/profiles/me/available-now').set(owner.auth).send({ hours: 2 }).expect(200);
    expect((await listing()).available_until).not.toBeNull();
    await expectInStep();

    await t.http().post('/api/profiles/me/pause').set(owner.auth).expect(200);
    expect(await listing()).toBeUndefined();
    await expectInStep();
    await t.http().post('/api/profiles/me/activate').set(owner.auth).expect(200);
    expect(await listing()).toBeDefined();
    await expectInStep();
  });

  it('follows photos: an approved upload, a new primary, a held photo and a deletion', async () => {
    await t.db.query(`UPDATE moderation_settings SET mode = 'post' WHERE kind = 'photo'`);
    const uploaded = (await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await generatedPhoto(1), 'one.jpg').expect(201)).body.photos;
    expect((await listing()).photo_id).toBe(uploaded[0].id);
    const second = await addPhoto(t, owner.profile.id, 5);
    await t.db.query(`UPDATE profile_photos SET is_primary = (id = $2) WHERE profile_id = $1`, [owner.profile.id, second.id]);
    expect((await listing()).photo_id).toBe(second.id);
    await t.db.query(`UPDATE profile_photos SET moderation_state = 'pending' WHERE id = $1`, [second.id]);
    expect((await listing()).photo_id).toBe(uploaded[0].id);
    await expectInStep();
    await t.db.query(`DELETE FROM profile_photos WHERE profile_id = $1`, [owner.profile.id]);
    expect((await listing()).photo_id).toBeNull();
    await expectInStep();
  });

  it('follows tour stops added and removed', async () => {
    const added = await t.http().post('/api/profiles/me/tour-stops').set(owner.auth).send({ town: 'Queenstown', first_day: addDays(today(), 1), last_day: addDays(today(), 3) }).expect(201);
    expect(await listing()).toMatchObject({
      places: ['region:otago', 'region:wellington', 'touring', 'town:lower hutt', 'town:queenstown'],
      tour_stops: [{ id: added.body.tour_stops[0].id, town: 'Queenstown', region: 'otago', first_day: addDays(today(), 1), last_day: addDays(today(), 3) }],
    });
    await expectInStep();
    await t.http().delete(`/api/profiles/me/tour-stops/${added.body.tour_stops[0].id}`).set(owner.auth).expect(200);
    expect(await listing()).toMatchObject({ places: ['region:wellington', 'town:lower hutt'], tour_stops: null });
    await expectInStep();
  });

  it('follows plans, verification, moderation holds and deletion made by other modules', async () => {
    const profiles = t.app.get(ProfilesService);
    await t.db.transaction((m) => profiles.setPlan(m, owner.profile.id, 'premium', new Date(Date.now() + 86_400_000)));
    expect(await listing()).toMatchObject({ subscription_tier: 'premium', tier_score: 2 });
    await t.db.transaction((m) => profiles.markVerified(m, owner.profile.id, new Date()));
    expect((await listing()).is_verified).toBe(true);
    await expectInStep();
    await t.db.transaction((m) => profiles.withhold(m, owner.profile.id, 'takedown'));
    expect(await listing()).toBeUndefined();
    await expectInStep();
    await t.db.transaction((m) => profiles.release(m, owner.profile.id, 'takedown'));
    expect(await listing()).toBeDefined();
    await t.http().delete('/api/profiles/me').set(owner.auth).expect(200);
    expect(await listing()).toBeUndefined();
    await expectInStep();
    await t.db.query(`DELETE FROM users WHERE id = $1`, [owner.user.id]);
    await expectInStep();
  });

  it('stays equal to its sources when many changes to the same profiles are made at once', async () => {
    const others = await Promise.all([1, 2, 3].map(() => createAdvertiser(t)));
    const ids = [owner.profile.id, ...others.map((o) => o.profile.id)];
    const photos = await Promise.all(ids.map((id, i) => addPhoto(t, id, i, true)));
    const pick = <T>(items: T[], i: number) => items[i % items.length];
    const changes = Array.from({ length: 60 }, (_, i) => async () => {
      const id = pick(ids, i * 7);
      // Each change in its own transaction, paused in the middle so that they overlap.
      await t.db.transaction(async (m) => {
        await m.query(`SELECT pg_sleep(random() * 0.02)`);
        switch (i % 6) {
          case 0:
            return m.query(`UPDATE profiles SET bio = $2, rates_1hour = $3 WHERE id = $1`, [id, `Bio number ${i} for the read model test.`, 100 + i]);
          case 1:
            return addPhoto(t, id, 10 + i, false);
          case 2:
            return m.query(`UPDATE profile_photos SET moderation_state = CASE WHEN moderation_state = 'approved' THEN 'pending' ELSE 'approved' END WHERE id = $1`, [pick(photos, i).id]);
          case 3:
            return m.query(`INSERT INTO profile_tour_stops (profile_id, town, region, first_day, last_day) VALUES ($1, 'Nelson', 'nelson', $2, $2)`, [id, addDays(today(), i)]);
          case 4:
            return m.query(`UPDATE profiles SET subscription_tier = $2, last_active_at = now() WHERE id = $1`, [id, pick(['free', 'basic', 'premium'], i)]);
          default:
            return m.query(`UPDATE profiles SET is_active = NOT is_active WHERE id = $1`, [id]);
        }
      });
    });
    await Promise.all(changes.map((change) => change()));
    await expectInStep();
  });

  it('matches places to the contract’s towns and regions, with or without macrons', async () => {
    const places: { place_key: string; region: string; town: string | null }[] = await t.db.query(`SELECT place_key, region, town FROM nz_places`);
    const expected = new Map<string, { region: string; town: string | null }>();
    for (const region of NZ_REGIONS) for (const town of region.towns) expected.set(placeKey(town), { region: region.slug, town });
    for (const region of NZ_REGIONS) if (!expected.has(placeKey(region.name))) expected.set(placeKey(region.name), { region: region.slug, town: null });
    expect(new Map(places.map((p) => [p.place_key, { region: p.region, town: p.town }]))).toEqual(expected);

    for (const name of ['Whangārei', '  WHANGAREI ', 'Taupō', 'Hawke’s Bay', 'Palmerston   North', 'Wānaka']) {
      const [{ key }] = await t.db.query(`SELECT nz_place_key($1) AS key`, [name]);
      expect(key).toBe(placeKey(name));
    }
  });
});
