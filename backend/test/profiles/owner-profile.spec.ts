import { SessionsService } from '../../src/auth/sessions/sessions.service';
import { StorageService } from '../../src/storage/storage.service';
import { jpeg, png } from '../fixtures/images';
import { storedFiles } from '../photos/photo-files';
import { createTestApp, TestApp } from '../test-app';
import { addPhoto, advertiserCreated, birthdateForAge, clearAccounts } from './profile-helpers';

describe('owner operations on /api/profiles/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  const row = async (id: string) => (await t.db.query(`SELECT * FROM profiles WHERE id = $1`, [id]))[0];
  const documentRows = (userId: string) => t.db.query(`SELECT id FROM verification_documents WHERE user_id = $1`, [userId]);
  const documentFiles = (userId: string) => storedFiles(t, 'verification-docs').filter((file) => file.startsWith(`${userId}/`));
  const submitDocuments = async (auth: Record<string, string>) => {
    await t.http().post('/api/verification').set(auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await png(), 'me.png').expect(201);
  };

  describe('sign-in is required', () => {
    it.each([
      ['get', '/api/profiles/me'],
      ['put', '/api/profiles/me'],
      ['post', '/api/profiles/me/heartbeat'],
      ['post', '/api/profiles/me/pause'],
      ['post', '/api/profiles/me/activate'],
      ['delete', '/api/profiles/me'],
    ] as const)('%s %s answers 401 Not authenticated', async (method, path) => {
      const res = await t.http()[method](path).expect(401);
      expect(res.body.message).toBe('Not authenticated');
    });

    it('answers 404 Profile not found to a signed-in user without a profile', async () => {
      const owner = await advertiserCreated(t, 1);
      await t.db.query(`DELETE FROM profiles WHERE id = $1`, [owner.profile.id]);
      expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(404)).body.message).toBe('Profile not found');
    });
  });

  it('GET returns the owner view with private fields', async () => {
    const owner = await advertiserCreated(t, 1, { birthdate: birthdateForAge(22), subscriptionTier: 'basic', subscriptionExpiresAt: new Date('2030-01-01T00:00:00Z') });
    const res = await t.http().get('/api/profiles/me').set(owner.auth).expect(200);
    expect(res.body).toMatchObject({
      id: owner.profile.id,
      user_id: owner.user.id,
      birthdate: birthdateForAge(22),
      age: 22,
      is_active: true,
      is_deleted: false,
      verification_requested: false,
      subscription_tier: 'basic',
      subscription_expires_at: '2030-01-01T00:00:00.000Z',
      photos: [],
    });
  });

  describe('PUT /api/profiles/me', () => {
    it('updates only the owner’s own profile and answers the spec’s message', async () => {
      const owner = await advertiserCreated(t, 1);
      const other = await advertiserCreated(t, 2, { fullName: 'Untouched' });
      const res = await t
        .http()
        .put('/api/profiles/me')
        .set(owner.auth)
        .send({
          full_name: '  Ruby Rose ',
          username: owner.profile.username,
          bio: 'A new bio for the new season: warm, discreet and based in Nelson now.',
          location: 'Nelson, Stoke',
          categories: ['Independent', 'VIP'],
          service_types: 'GFE,Overnight',
          rates_1hour: '300',
          rates_2hour: '',
          hair_color: 'Red',
          meeting_with: 'Men & Women',
          is_verified: true,
          subscription_tier: 'premium',
          user_id: other.user.id,
        })
        .expect(200);

      expect(res.body.message).toBe('Profile updated successfully!');
      expect(res.body.profile).toMatchObject({
        full_name: 'Ruby Rose',
        bio: 'A new bio for the new season: warm, discreet and based in Nelson now.',
        location: 'Nelson, Stoke',
        categories: ['Independent', 'VIP'],
        service_types: ['GFE', 'Overnight'],
        rates_1hour: 300,
        rates_2hour: null,
        hair_color: 'Red',
        meeting_with: 'Men & Women',
        is_verified: false,
        subscription_tier: 'free',
        user_id: owner.user.id,
      });
      expect((await row(other.profile.id)).full_name).toBe('Untouched');
    });

    it.each([
      [{}, 'Full name is required'],
      [{ full_name: '   ' }, 'Full name is required'],
      [{ full_name: 'Ruby', username: 'someone-else' }, 'Username cannot be changed after registration.'],
      // The same rules and texts as sign-up (ProfileFieldsDto; test/profiles/profile-fields.spec.ts).
      [{ full_name: 'Ruby', hair_color: 'Green' }, 'Please choose a valid hair color'],
      [{ full_name: 'Ruby', body_type: 'Tall' }, 'Please choose a valid body type'],
      [{ full_name: 'Ruby', nationality: 'Martian' }, 'Please choose a valid nationality'],
      [{ full_name: 'Ruby', availability: 'Never' }, 'Please choose a valid availability'],
      [{ full_name: 'Ruby', outcalls: 'Maybe' }, 'Please choose a valid out calls'],
      [{ full_name: 'Ruby', categories: ['Independent', 'Robots'] }, 'Please choose a valid category'],
      [{ full_name: 'Ruby', service_types: 'GFE,Cooking' }, 'Please choose a valid service'],
      [{ full_name: 'Ruby', rates_1hour: -5 }, '1 hour rate must be a whole number from 0 to 100000'],
      [{ full_name: 'Ruby', height: 20 }, 'Height must be a whole number from 100 to 250'],
      [{ full_name: 'Ruby', birthdate: birthdateForAge(17) }, 'You must be 18 or older to register'],
      [{ full_name: 'Ruby', birthdate: '2001-02-30' }, 'Please enter a valid date of birth'],
      [{ full_name: 'Ruby', email: 'not-an-email' }, 'Please enter a valid email address'],
    ])('%j is a 400 with the message %s and changes nothing', async (body, message) => {
      const owner = await advertiserCreated(t, 1, { fullName: 'Before' });
      const res = await t.http().put('/api/profiles/me').set(owner.auth).send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect((await row(owner.profile.id)).full_name).toBe('Before');
    });
  });

  describe('birth date limits: an age from 18 to 99 on today’s New Zealand date', () => {
    it.each([
      ['the 18th birthday', birthdateForAge(18), 18],
      ['the day before the 100th birthday', birthdateForAge(100, -1), 99],
    ])('accepts a birth date that makes today %s (%s)', async (_day, birthdate, age) => {
      const owner = await advertiserCreated(t, 1, { birthdate: '1990-01-01' });
      const res = await t.http().put('/api/profiles/me').set(owner.auth).send({ full_name: 'Ruby', birthdate }).expect(200);
      expect(res.body.profile).toMatchObject({ birthdate, age });
    });

    it.each([
      ['the day before the 18th birthday', birthdateForAge(18, -1), 'You must be 18 or older to register'],
      ['the 100th birthday', birthdateForAge(100), 'Please enter a date of birth no more than 99 years ago'],
    ])('refuses a birth date that makes today %s (%s)', async (_day, birthdate, message) => {
      const owner = await advertiserCreated(t, 1, { birthdate: '1990-01-01' });
      const res = await t.http().put('/api/profiles/me').set(owner.auth).send({ full_name: 'Ruby', birthdate }).expect(400);
      expect(res.body.message).toBe(message);
      expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(200)).body.birthdate).toBe('1990-01-01');
    });
  });

  it('heartbeat sets last_active_at to now', async () => {
    const owner = await advertiserCreated(t, 1);
    const before = Date.now();
    const res = await t.http().post('/api/profiles/me/heartbeat').set(owner.auth).expect(200);
    expect(new Date(res.body.last_active_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await row(owner.profile.id)).last_active_at).not.toBeNull();
  });

  it('pause hides the profile from listings and activate shows it again, with the spec’s messages', async () => {
    const owner = await advertiserCreated(t, 1);

    const paused = await t.http().post('/api/profiles/me/pause').set(owner.auth).expect(200);
    expect(paused.body.message).toBe('Your profile has been paused and hidden from public listings.');
    expect(paused.body.profile).toMatchObject({ is_active: false });
    expect(paused.body.profile.last_active_at).not.toBeNull();
    expect((await t.http().get('/api/profiles').expect(200)).body.total).toBe(0);
    await t.http().get(`/api/profiles/${owner.profile.username}`).expect(404);

    const active = await t.http().post('/api/profiles/me/activate').set(owner.auth).expect(200);
    expect(active.body.message).toBe('Your profile is now active and visible.');
    expect(active.body.profile).toMatchObject({ is_active: true });
    expect((await t.http().get('/api/profiles').expect(200)).body.total).toBe(1);
  });

  describe('DELETE /api/profiles/me', () => {
    it('soft deletes: blanks personal and service fields, removes photos and files, ends every session', async () => {
      const owner = await advertiserCreated(t, 1, { subscriptionTier: 'premium', isVerified: true });
      const storage = t.app.get(StorageService);
      const photo = await addPhoto(t, owner.profile.id, 0, true);
      await storage.put(storage.photosBucket, photo.storageKey, Buffer.from('full'), 'image/webp');
      await storage.put(storage.photosBucket, photo.cardStorageKey, Buffer.from('card'), 'image/webp');
      const session = await t.app.get(SessionsService).start({ id: owner.user.id, email: owner.user.email });
      const auth = { Authorization: `Bearer ${session.accessToken}` };
      await t.http().get('/api/profiles/me').set(auth).expect(200);

      const res = await t.http().delete('/api/profiles/me').set(auth).expect(200);

      expect(res.body).toEqual({ message: 'Your profile has been deleted.' });
      const deleted = await row(owner.profile.id);
      expect(deleted).toMatchObject({
        is_deleted: true, is_active: false, full_name: '', email: null, phone: null, bio: null, location: null, birthdate: null,
        nationality: null, availability: null, outcalls: null, categories: [], service_types: [], rates_1hour: null, languages: [],
      });
      expect(await t.db.query(`SELECT id FROM profile_photos WHERE profile_id = $1`, [owner.profile.id])).toEqual([]);
      await expect(storage.get(storage.photosBucket, photo.storageKey)).rejects.toBeDefined();
      await expect(storage.get(storage.photosBucket, photo.cardStorageKey)).rejects.toBeDefined();
      expect((await t.http().get('/api/profiles/me').set(auth).expect(401)).body.message).toBe('Not authenticated');
      await t.http().get(`/api/profiles/${owner.profile.username}`).set(owner.auth).expect(404);
      expect((await t.http().get('/api/profiles').expect(200)).body.total).toBe(0);
    });

    it('removes the identity documents, rows and files, once the deletion has committed', async () => {
      const owner = await advertiserCreated(t, 1);
      await submitDocuments(owner.auth);
      expect(await documentRows(owner.user.id)).toHaveLength(2);
      expect(documentFiles(owner.user.id)).toHaveLength(2);

      await t.http().delete('/api/profiles/me').set(owner.auth).expect(200);

      expect(await documentRows(owner.user.id)).toEqual([]);
      expect(documentFiles(owner.user.id)).toEqual([]);
    });

    it('leaves other profiles alone', async () => {
      const owner = await advertiserCreated(t, 1);
      const other = await advertiserCreated(t, 2);
      await addPhoto(t, other.profile.id, 0, true);
      await submitDocuments(other.auth);
      await t.http().delete('/api/profiles/me').set(owner.auth).expect(200);
      expect(await row(other.profile.id)).toMatchObject({ is_deleted: false, is_active: true });
      expect(await t.db.query(`SELECT id FROM profile_photos WHERE profile_id = $1`, [other.profile.id])).toHaveLength(1);
      expect(await documentRows(other.user.id)).toHaveLength(2);
      expect(documentFiles(other.user.id)).toHaveLength(2);
    });
  });
});
