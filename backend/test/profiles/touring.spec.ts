import { addDays, addMonths } from 'contract';
import { nzDate } from '../../src/common/time/nz-date';
import { Advertiser, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { clearAccounts } from './profile-helpers';

const STOPS = '/api/profiles/me/tour-stops';
const AVAILABLE_NOW = '/api/profiles/me/available-now';

describe('touring: the owner’s tour stops', () => {
  let t: TestApp;
  let owner: Advertiser;
  let today: string;
  const day = (offset: number) => addDays(today, offset);
  const add = (body: Record<string, unknown>, who: Advertiser = owner) => t.http().post(STOPS).set(who.auth).send(body);
  const storedStops = async (profileId = owner.profile.id) =>
    (await t.db.query(`SELECT town, region, first_day::text AS first_day, last_day::text AS last_day FROM profile_tour_stops WHERE profile_id = $1 ORDER BY first_day`, [
      profileId,
    ])) as { town: string; region: string; first_day: string; last_day: string }[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    owner = await createAdvertiser(t);
    today = nzDate();
  });

  it('adds a stop in a listed town, derives its region, and lists it on the public profile', async () => {
    const res = await add({ town: 'lower hutt', first_day: day(3), last_day: day(6) }).expect(201);

    expect(res.body.message).toBe('Tour stop added');
    expect(res.body.tour_stops).toEqual([{ id: expect.any(String), town: 'Lower Hutt', region: 'wellington', first_day: day(3), last_day: day(6) }]);
    expect((await t.http().get(STOPS).set(owner.auth).expect(200)).body).toEqual(res.body.tour_stops);
    expect((await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200)).body.tour_stops).toEqual(res.body.tour_stops);
    expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(200)).body.tour_stops).toEqual(res.body.tour_stops);
  });

  it('reads a town with or without its macrons and writes it as listed', async () => {
    await add({ town: 'Whangarei', first_day: day(1), last_day: day(1) }).expect(201);
    expect(await storedStops()).toEqual([{ town: 'Whangārei', region: 'northland', first_day: day(1), last_day: day(1) }]);
  });

  it('lists current and future stops soonest first, and keeps stops that ended off every list', async () => {
    await add({ town: 'Nelson', first_day: day(20), last_day: day(22) }).expect(201);
    await add({ town: 'Dunedin', first_day: day(0), last_day: day(2) }).expect(201);
    // A stop that ended yesterday and one that ends today, written as they would stand after the days passed.
    await t.db.query(`INSERT INTO profile_tour_stops (profile_id, town, region, first_day, last_day) VALUES ($1, 'Napier', 'hawkes-bay', $2, $3), ($1, 'Gisborne', 'gisborne', $4, $5)`, [
      owner.profile.id,
      day(-4),
      day(-1),
      day(-3),
      day(0),
    ]);

    const listed = (await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200)).body.tour_stops.map((s: { town: string }) => s.town);
    expect(listed).toEqual(['Gisborne', 'Dunedin', 'Nelson']);
    expect((await t.http().get(STOPS).set(owner.auth).expect(200)).body.map((s: { town: string }) => s.town)).toEqual(['Gisborne', 'Dunedin', 'Nelson']);
  });

  it('accepts a stop starting today and one ending exactly 12 months from today', async () => {
    await add({ town: 'Christchurch', first_day: today, last_day: today }).expect(201);
    await add({ town: 'Queenstown', first_day: addMonths(today, 12), last_day: addMonths(today, 12) }).expect(201);
    expect((await storedStops()).map((s) => s.town)).toEqual(['Christchurch', 'Queenstown']);
  });

  it.each([
    ['an unknown town', { town: 'Atlantis', first_day: 1, last_day: 2 }, 'Please choose a town from the list'],
    ['a region instead of a town', { town: 'Bay of Plenty', first_day: 1, last_day: 2 }, 'Please choose a town from the list'],
    ['no town', { first_day: 1, last_day: 2 }, 'Please choose a town from the list'],
    ['a town that is not text', { town: 42, first_day: 1, last_day: 2 }, 'Please choose a town from the list'],
    ['no first day', { town: 'Nelson', last_day: 2 }, 'Please enter the first day as a date like 2026-12-03'],
    ['a first day that is not a date', { town: 'Nelson', first_day: 'next friday', last_day: 2 }, 'Please enter the first day as a date like 2026-12-03'],
    ['a first day that does not exist', { town: 'Nelson', first_day: '2027-02-30', last_day: 2 }, 'Please enter the first day as a date like 2026-12-03'],
    ['a last day that is not a date', { town: 'Nelson', first_day: 1, last_day: '12/12/2026' }, 'Please enter the last day as a date like 2026-12-03'],
    ['a last day before the first', { town: 'Nelson', first_day: 5, last_day: 4 }, 'The last day cannot be before the first day'],
    ['a stop starting yesterday', { town: 'Nelson', first_day: -1, last_day: 2 }, 'A tour stop cannot start in the past'],
    ['a stop that ended yesterday', { town: 'Nelson', first_day: -3, last_day: -1 }, 'A tour stop cannot start in the past'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const dated = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key.endsWith('_day') && typeof value === 'number' ? day(value) : value]));
    const res = await add(dated).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await storedStops()).toEqual([]);
  });

  it('refuses a stop ending more than 12 months ahead', async () => {
    const res = await add({ town: 'Nelson', first_day: day(300), last_day: addDays(addMonths(today, 12), 1) }).expect(400);
    expect(res.body.message).toBe('A tour stop must end within 12 months from today');
    expect(await storedStops()).toEqual([]);
  });

  it.each([
    ['inside it', 4, 5],
    ['over its start', 1, 3],
    ['over its end', 6, 9],
    ['around it', 1, 9],
    ['on its last day', 6, 6],
  ])('refuses a stop overlapping another (%s), naming the other', async (_case, first, last) => {
    await add({ town: 'Wellington', first_day: day(3), last_day: day(6) }).expect(201);
    const res = await add({ town: 'Nelson', first_day: day(first), last_day: day(last) }).expect(400);
    expect(res.body.message).toMatch(/^This tour stop overlaps your stop in Wellington \(.+\)\. Tour stops cannot overlap\.$/);
    expect((await storedStops()).map((s) => s.town)).toEqual(['Wellington']);
  });

  it('lets a stop start the day after another ends', async () => {
    await add({ town: 'Wellington', first_day: day(3), last_day: day(6) }).expect(201);
    await add({ town: 'Nelson', first_day: day(7), last_day: day(8) }).expect(201);
  });

  it('does not compare with other advertisers’ stops', async () => {
    const other = await createAdvertiser(t);
    await add({ town: 'Wellington', first_day: day(3), last_day: day(6) }, other).expect(201);
    await add({ town: 'Wellington', first_day: day(3), last_day: day(6) }).expect(201);
  });

  it('keeps at most 10 upcoming stops; ended ones do not count', async () => {
    await t.db.query(`INSERT INTO profile_tour_stops (profile_id, town, region, first_day, last_day) VALUES ($1, 'Napier', 'hawkes-bay', $2, $3)`, [owner.profile.id, day(-5), day(-1)]);
    for (let i = 0; i < 10; i += 1) await add({ town: 'Nelson', first_day: day(i * 2), last_day: day(i * 2) }).expect(201);

    const res = await add({ town: 'Nelson', first_day: day(40), last_day: day(41) }).expect(400);
    expect(res.body.message).toBe('You can list at most 10 upcoming tour stops. Remove one to add another.');
    // The ended stop was cleared by the first add; ten remain.
    expect(await storedStops()).toHaveLength(10);
  });

  it('lets only one of two overlapping stops sent at once be stored', async () => {
    const results = await Promise.all(
      ['Nelson', 'Napier', 'Timaru', 'Gisborne'].map((town) => add({ town, first_day: day(10), last_day: day(12) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    expect(await storedStops()).toHaveLength(1);
  });

  it('removes a stop of the owner’s, and answers 404 for another’s or an unknown id', async () => {
    const other = await createAdvertiser(t);
    const theirs = (await add({ town: 'Nelson', first_day: day(1), last_day: day(2) }, other).expect(201)).body.tour_stops[0];
    const mine = (await add({ town: 'Napier', first_day: day(1), last_day: day(2) }).expect(201)).body.tour_stops[0];

    for (const id of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.http().delete(`${STOPS}/${id}`).set(owner.auth).expect(404)).body.message).toBe('Tour stop not found');
    }
    expect(await storedStops(other.profile.id)).toHaveLength(1);

    const res = await t.http().delete(`${STOPS}/${mine.id}`).set(owner.auth).expect(200);
    expect(res.body).toEqual({ message: 'Tour stop removed', tour_stops: [] });
    expect(await storedStops()).toEqual([]);
  });

  it('forgets the tour and available now when the profile is deleted', async () => {
    await add({ town: 'Nelson', first_day: day(1), last_day: day(2) }).expect(201);
    await t.http().put(AVAILABLE_NOW).set(owner.auth).send({ hours: 4 }).expect(200);
    await t.http().delete('/api/profiles/me').set(owner.auth).expect(200);
    expect(await storedStops()).toEqual([]);
    expect((await t.db.query(`SELECT available_until FROM profiles WHERE id = $1`, [owner.profile.id]))[0].available_until).toBeNull();
  });

  it('needs a signed-in owner', async () => {
    expect((await t.http().get(STOPS).expect(401)).body.message).toBe('Not authenticated');
    expect((await t.http().post(STOPS).send({ town: 'Nelson', first_day: day(1), last_day: day(1) }).expect(401)).body.message).toBe('Not authenticated');
    await t.http().delete(`${STOPS}/00000000-0000-4000-8000-000000000000`).expect(401);
  });
});

describe('available now', () => {
  let t: TestApp;
  let owner: Advertiser;
  const availableUntil = async () => (await t.db.query(`SELECT available_until FROM profiles WHERE id = $1`, [owner.profile.id]))[0].available_until as Date | null;
  const publicView = async () => (await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    owner = await createAdvertiser(t);
  });

  it.each([1, 12])('switches on for %i hours and shows the end on the profile', async (hours) => {
    const before = Date.now();
    const res = await t.http().put(AVAILABLE_NOW).set(owner.auth).send({ hours }).expect(200);

    const until = new Date(res.body.available_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + hours * 3_600_000);
    expect(until).toBeLessThanOrEqual(Date.now() + hours * 3_600_000);
    expect(res.body.message).toMatch(/^Available now until \d{1,2}:\d{2} (am|pm)( tomorrow)?$/);
    expect((await availableUntil())!.getTime()).toBe(until);
    expect((await publicView()).available_until).toBe(res.body.available_until);
    expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(200)).body.available_until).toBe(res.body.available_until);
  });

  it.each([[0], [13], [-1], [1.5], ['3'], [null]])('refuses %p hours with 400 and changes nothing', async (hours) => {
    await t.db.query(`UPDATE profiles SET available_until = now() + interval '2 hours' WHERE id = $1`, [owner.profile.id]);
    const before = await availableUntil();
    const res = await t.http().put(AVAILABLE_NOW).set(owner.auth).send({ hours }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Choose from 1 to 12 hours', error: 'Bad Request' });
    expect(await availableUntil()).toEqual(before);
  });

  it('refuses a body without hours', async () => {
    expect((await t.http().put(AVAILABLE_NOW).set(owner.auth).send({}).expect(400)).body.message).toBe('Choose from 1 to 12 hours');
  });

  it('switches off', async () => {
    await t.http().put(AVAILABLE_NOW).set(owner.auth).send({ hours: 3 }).expect(200);
    const res = await t.http().delete(AVAILABLE_NOW).set(owner.auth).expect(200);
    expect(res.body).toEqual({ message: 'Available now is switched off', available_until: null });
    expect(await availableUntil()).toBeNull();
    expect((await publicView()).available_until).toBeNull();
  });

  it('ends by itself: shown while it runs this minute, gone once the time has passed', async () => {
    await t.db.query(`UPDATE profiles SET available_until = now() + interval '30 seconds' WHERE id = $1`, [owner.profile.id]);
    expect((await publicView()).available_until).not.toBeNull();

    await t.db.query(`UPDATE profiles SET available_until = now() - interval '1 second' WHERE id = $1`, [owner.profile.id]);
    expect((await publicView()).available_until).toBeNull();
    expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(200)).body.available_until).toBeNull();
  });

  it('needs a signed-in owner', async () => {
    expect((await t.http().put(AVAILABLE_NOW).send({ hours: 2 }).expect(401)).body.message).toBe('Not authenticated');
    await t.http().delete(AVAILABLE_NOW).expect(401);
  });
});
