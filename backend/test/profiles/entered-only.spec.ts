import { resetRateLimits, signup, wizard } from '../auth/auth-fixtures';
import { createTestApp, TestApp } from '../test-app';
import { clearAccounts } from './profile-helpers';

/** The fields sign-up does not require (spec §5): a profile made without them must not show them. */
const OPTIONAL = ['languages', 'bust_size', 'hair_color', 'eye_color', 'categories', 'service_types', 'outcalls', 'availability', 'rates_30min', 'rates_2hour', 'rates_overnight'];

describe('a profile shows only what its advertiser entered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearAccounts(t);
    await resetRateLimits(t);
  });

  async function requiredOnly(): Promise<string> {
    const data = wizard({ rates_1hour: 300 });
    for (const field of OPTIONAL) delete data[field];
    await signup(t, data).expect(201);
    // Released as a moderator would, so visitors see it whatever the moderation setting.
    await t.db.query(`UPDATE profiles SET withheld_for = '{}' WHERE username = $1`, [data.username]);
    return data.username as string;
  }

  it('answers nothing it was not given on the public profile', async () => {
    const username = await requiredOnly();
    const res = await t.http().get(`/api/profiles/${username}`).expect(200);
    expect(res.body).toMatchObject({
      rates_30min: null, rates_1hour: 300, rates_2hour: null, rates_overnight: null,
      categories: [], service_types: [], languages: [], availability: null, outcalls: null,
      bust_size: null, hair_color: null, eye_color: null, services: null,
    });
  });

  it('answers the one rate set as the card\u2019s "from" price, in the directory, featured and VIP lists', async () => {
    const username = await requiredOnly();
    const [page, featured, vip] = await Promise.all(['/api/profiles', '/api/profiles/featured', '/api/profiles/vip'].map((path) => t.http().get(path).expect(200)));
    for (const cards of [page.body.items, featured.body, vip.body]) {
      expect(cards).toEqual([expect.objectContaining({ username, rates_1hour: 300, rate_from: 300, location: 'Wellington' })]);
    }
  });

  it('writes nothing into the profile to fill its gaps', async () => {
    const username = await requiredOnly();
    await t.http().get(`/api/profiles/${username}`).expect(200);
    const [row] = await t.db.query(
      `SELECT rates_30min, rates_2hour, rates_overnight, categories, service_types, availability, outcalls FROM profiles WHERE username = $1`,
      [username],
    );
    expect(row).toEqual({ rates_30min: null, rates_2hour: null, rates_overnight: null, categories: [], service_types: [], availability: null, outcalls: null });
  });
});
