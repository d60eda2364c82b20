import { createTestApp, TestApp } from '../test-app';
import { addPhoto, advertiserCreated, birthdateForAge, clearAccounts } from './profile-helpers';

describe('public profile GET /api/profiles/:username and likes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://kiwi.example' });
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  it('shows the public fields with photos by position, and no private ones', async () => {
    const a = await advertiserCreated(t, 1, { fullName: 'Ruby', birthdate: birthdateForAge(31), languages: ['English'], serviceTypes: ['GFE', 'Massage'] });
    const second = await addPhoto(t, a.profile.id, 1);
    const first = await addPhoto(t, a.profile.id, 0, true);

    const res = await t.http().get(`/api/profiles/${a.profile.username.toUpperCase()}`).expect(200);

    expect(res.body).toMatchObject({ id: a.profile.id, username: a.profile.username, full_name: 'Ruby', age: 31, like_count: 0, service_types: ['GFE', 'Massage'], languages: ['English'] });
    expect(res.body.photos.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
    for (const hidden of ['user_id', 'birthdate', 'verification_requested', 'verification_submitted_at', 'is_owner', 'userId']) {
      expect(res.body).not.toHaveProperty(hidden);
    }
  });

  it.each([
    ['unknown', {}],
    ['paused', { isActive: false }],
    ['deleted', { isActive: false, isDeleted: true }],
  ])('answers 404 Profile not found for a %s profile', async (_state, overrides) => {
    const a = await advertiserCreated(t, 1, overrides);
    const username = _state === 'unknown' ? 'nobody-here' : a.profile.username;
    const res = await t.http().get(`/api/profiles/${username}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Profile not found', error: 'Not Found' });
  });

  it('shows a paused profile to its owner, marked as theirs, but not to another advertiser', async () => {
    const owner = await advertiserCreated(t, 1, { isActive: false });
    const other = await advertiserCreated(t, 2);

    const own = await t.http().get(`/api/profiles/${owner.profile.username}`).set(owner.auth).expect(200);
    expect(own.body.is_owner).toBe(true);
    await t.http().get(`/api/profiles/${owner.profile.username}`).set(other.auth).expect(404);
  });

  it('does not mark someone else’s profile as owned', async () => {
    const a = await advertiserCreated(t, 1);
    const b = await advertiserCreated(t, 2);
    const res = await t.http().get(`/api/profiles/${a.profile.username}`).set(b.auth).expect(200);
    expect(res.body).not.toHaveProperty('is_owner');
  });

  describe('read beside the profile by the id its username last led to', () => {
    const photoIds = (res: { body: { photos: { id: string }[] } }) => res.body.photos.map((p) => p.id);

    it('shows the photos and tour stops as they are now', async () => {
      const a = await advertiserCreated(t, 1);
      await t.http().get(`/api/profiles/${a.profile.username}`).expect(200);
      const photo = await addPhoto(t, a.profile.id, 0, true);
      await t.db.query(`INSERT INTO profile_tour_stops (profile_id, town, region, first_day, last_day) VALUES ($1, 'Nelson', 'nelson', current_date + 3, current_date + 4)`, [a.profile.id]);

      const res = await t.http().get(`/api/profiles/${a.profile.username}`).expect(200);

      expect(photoIds(res)).toEqual([photo.id]);
      expect(res.body.tour_stops).toEqual([expect.objectContaining({ town: 'Nelson' })]);
    });

    it('shows the profile a username leads to now, after it changed hands', async () => {
      const before = await advertiserCreated(t, 1);
      const after = await advertiserCreated(t, 2);
      await addPhoto(t, before.profile.id, 0, true);
      const afterPhoto = await addPhoto(t, after.profile.id, 0, true);
      const username = before.profile.username;
      expect((await t.http().get(`/api/profiles/${username}`).expect(200)).body.id).toBe(before.profile.id);
      await t.db.query(`UPDATE profiles SET username = 'moved-on-' || id WHERE id = $1`, [before.profile.id]);
      await t.db.query(`UPDATE profiles SET username = $2 WHERE id = $1`, [after.profile.id, username]);

      const res = await t.http().get(`/api/profiles/${username.toUpperCase()}`).expect(200);

      expect(res.body.id).toBe(after.profile.id);
      expect(photoIds(res)).toEqual([afterPhoto.id]);
    });

    it('shows its owner every photo, held ones too, after visitors saw only the approved', async () => {
      const owner = await advertiserCreated(t, 1);
      const approved = await addPhoto(t, owner.profile.id, 0, true);
      const held = await addPhoto(t, owner.profile.id, 1);
      await t.db.query(`UPDATE profile_photos SET moderation_state = 'pending' WHERE id = $1`, [held.id]);
      expect(photoIds(await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200))).toEqual([approved.id]);

      const own = await t.http().get(`/api/profiles/${owner.profile.username}`).set(owner.auth).expect(200);

      expect(photoIds(own)).toEqual([approved.id, held.id]);
      expect(photoIds(await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200))).toEqual([approved.id]);
    });

    it('answers 404 for a profile paused since its last view', async () => {
      const a = await advertiserCreated(t, 1);
      await t.http().get(`/api/profiles/${a.profile.username}`).expect(200);
      await t.db.query(`UPDATE profiles SET is_active = false WHERE id = $1`, [a.profile.id]);

      await t.http().get(`/api/profiles/${a.profile.username}`).expect(404);
    });
  });

  it('is not confused with the fixed routes', async () => {
    await advertiserCreated(t, 1, { subscriptionTier: 'premium', isVerified: true });
    expect(Array.isArray((await t.http().get('/api/profiles/featured').expect(200)).body)).toBe(true);
    expect(Array.isArray((await t.http().get('/api/profiles/vip').expect(200)).body)).toBe(true);
    expect((await t.http().get('/api/profiles/daily-pick').expect(200)).body).toHaveProperty('date');
    expect((await t.http().get('/api/profiles/me').expect(401)).body.message).toBe('Not authenticated');
  });

  describe('POST /api/profiles/:username/like', () => {
    it('counts one like per browser, identified by the visitor_id cookie', async () => {
      const a = await advertiserCreated(t, 1);
      const first = await t.http().post(`/api/profiles/${a.profile.username}/like`).expect(200);
      expect(first.body).toEqual({ like_count: 1, liked: true });
      const cookie = first.headers['set-cookie'] as unknown as string[];
      expect(cookie.join(';')).toMatch(/visitor_id=[0-9a-f-]{36}/);

      const again = await t.http().post(`/api/profiles/${a.profile.username}/like`).set('Cookie', cookie).expect(200);
      expect(again.body).toEqual({ like_count: 1, liked: true });
      expect(again.headers['set-cookie']).toBeUndefined();

      const otherBrowser = await t.http().post(`/api/profiles/${a.profile.username}/like`).set('User-Agent', 'Another browser').expect(200);
      expect(otherBrowser.body).toEqual({ like_count: 2, liked: true });

      expect((await t.http().get(`/api/profiles/${a.profile.username}`).expect(200)).body.like_count).toBe(2);
    });

    it('counts concurrent likes from one browser once', async () => {
      const a = await advertiserCreated(t, 1);
      const cookie = 'visitor_id=0b5cbd7e-4f43-4d8a-9b43-5d0f5d3c2a11';
      await Promise.all(Array.from({ length: 8 }, () => t.http().post(`/api/profiles/${a.profile.username}/like`).set('Cookie', cookie).expect(200)));
      const [{ like_count }] = await t.db.query(`SELECT like_count FROM profiles WHERE id = $1`, [a.profile.id]);
      expect(like_count).toBe(1);
    });

    it('issues a fresh id when the cookie is not a valid visitor id', async () => {
      const a = await advertiserCreated(t, 1);
      const res = await t.http().post(`/api/profiles/${a.profile.username}/like`).set('Cookie', "visitor_id=' OR 1=1").expect(200);
      expect(res.body.like_count).toBe(1);
      expect((res.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(/visitor_id=[0-9a-f-]{36}/);
    });

    it('answers 404 for a paused profile', async () => {
      const a = await advertiserCreated(t, 1, { isActive: false });
      expect((await t.http().post(`/api/profiles/${a.profile.username}/like`).expect(404)).body.message).toBe('Profile not found');
    });
  });

  describe('the page at /profile/{username}', () => {
    it('carries the profile in its title, description and Open Graph tags, for shared links', async () => {
      const a = await advertiserCreated(t, 1, { fullName: 'Ruby & Co', birthdate: birthdateForAge(31), location: 'Nelson', bio: 'Warm, witty and discreet.' });
      const photo = await addPhoto(t, a.profile.id, 0, true);

      // A forged Host header is not written into the page: links come from PUBLIC_URL.
      const res = await t.http().get(`/profile/${a.profile.username}`).set('Host', 'evil.example').expect(200);

      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain(`<title>Ruby &amp; Co (@${a.profile.username}) | Kiwi Companions</title>`);
      expect(res.text).toContain('<meta name="description" content="Ruby &amp; Co, 31, companion in Nelson. Warm, witty and discreet." />');
      expect(res.text).toContain('<meta property="og:type" content="profile" />');
      expect(res.text).toContain(`<meta property="og:image" content="https://kiwi.example${photo.cardUrl}" />`);
      expect(res.text).not.toContain('evil.example');
    });

    it.each([
      ['a paused profile', { isActive: false }],
      ['a deleted profile', { isActive: false, isDeleted: true }],
    ])('answers 404 with the not-found page for %s, telling nothing about it, even to its owner', async (_state, overrides) => {
      const a = await advertiserCreated(t, 1, { fullName: 'Hidden Person', ...overrides });

      const res = await t.http().get(`/profile/${a.profile.username}`).set(a.auth).expect(404);

      expect(res.text).toContain('<title>Profile Not Found | Kiwi Companions</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('Hidden Person');
      expect(res.text).not.toContain('rel="canonical"');
    });

    it.each(['/profile/nobody-here', '/profile/%E0%A4%A'])('answers 404 with the not-found page for %s', async (path) => {
      const res = await t.http().get(path).expect(404);
      expect(res.text).toContain('<title>Profile Not Found | Kiwi Companions</title>');
    });

    it('gives the profile one address, as its username is spelled', async () => {
      const a = await advertiserCreated(t, 1);
      const res = await t.http().get(`/profile/${a.profile.username.toUpperCase()}/`).expect(200);
      expect(res.text).toContain(`<link rel="canonical" href="https://kiwi.example/profile/${a.profile.username}" />`);
      expect(res.text).toContain(`<meta property="og:url" content="https://kiwi.example/profile/${a.profile.username}" />`);
      expect(res.text).toContain('<meta name="robots" content="index, follow" />');
    });

    it('is the editor at /profile/edit, which search engines are asked not to list', async () => {
      const res = await t.http().get('/profile/edit').expect(200);
      expect(res.text).toContain('<title>My Profile | Kiwi Companions</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    });
  });
});
