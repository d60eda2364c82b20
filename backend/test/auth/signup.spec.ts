import { createTestApp, TestApp } from '../test-app';
import { birthdateYearsAgo, count, jpeg, png, refreshCookie, resetRateLimits, signup, storedFiles, wizard } from './auth-fixtures';

jest.setTimeout(60_000);

describe('sign-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => resetRateLimits(t));

  it('creates the account and its full profile, signs the advertiser in and sets the refresh cookie', async () => {
    const data = wizard({ username: 'RubyT', email: '  Ruby.T@Example.co.nz ' });
    const res = await signup(t, data).expect(201);

    expect(res.body.accessToken).toEqual(expect.any(String));
    expect(res.body.user).toEqual({ id: expect.any(String), email: 'ruby.t@example.co.nz' });
    expect(res.body.admin).toBeNull();
    expect(res.body.profile).toMatchObject({
      username: 'RubyT',
      full_name: 'Ruby Tuesday',
      email: data.contactEmail,
      phone: '021 555 0199',
      location: 'Wellington',
      nationality: 'Kiwi',
      birthdate: data.birthdate,
      age: 25,
      height: 168,
      weight: 58,
      body_type: 'Slim',
      service_types: ['GFE', 'Dinner Date'],
      meeting_with: 'Men',
      available_for: 'Incall & Outcall',
      rates_1hour: 250,
      subscription_tier: 'free',
      is_active: true,
      is_deleted: false,
      is_verified: false,
      photos: [],
    });
    expect(res.body.profile.last_active_at).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toContain('argon2');

    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('refresh_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(refreshCookie(res)).toMatch(/^refresh_token=.{20,}/);

    const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    expect(me.body.profile.username).toBe('RubyT');
  });

  it('stores the password as an argon2id hash, never as given', async () => {
    const data = wizard();
    await signup(t, data).expect(201);
    const [row] = await t.db.query(`SELECT password_hash FROM users WHERE email = $1`, [data.email]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('accepts numbers sent as text and service types as a comma-joined string', async () => {
    const res = await signup(t, wizard({ height: '170', rates_1hour: '300', service_types: 'GFE,Massage' })).expect(201);
    expect(res.body.profile).toMatchObject({ height: 170, rates_1hour: 300, service_types: ['GFE', 'Massage'] });
  });

  it('never stores fields the wizard does not have', async () => {
    const data = wizard({ subscription_tier: 'premium', is_verified: true, like_count: 999, user_id: '00000000-0000-0000-0000-000000000000', admin: true });
    const res = await signup(t, data).expect(201);
    const [row] = await t.db.query(`SELECT subscription_tier, is_verified, like_count, user_id FROM profiles WHERE username = $1`, [data.username]);
    expect(row).toEqual({ subscription_tier: 'free', is_verified: false, like_count: 0, user_id: res.body.user.id });
    expect(await t.db.query(`SELECT 1 FROM admin_users WHERE user_id = $1`, [res.body.user.id])).toHaveLength(0);
  });

  describe('re-checks every wizard rule with its message', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no display name', { full_name: '  ' }, 'Please fill in all required fields'],
      ['no username', { username: undefined }, 'Please fill in all required fields'],
      ['no email', { email: '' }, 'You must provide either an email or phone number and a password'],
      ['no password', { password: undefined }, 'You must provide either an email or phone number and a password'],
      ['a blank password', { password: '   ' }, 'You must provide either an email or phone number and a password'],
      ['a password that is not text', { password: 123456 }, 'You must provide either an email or phone number and a password'],
      ['no email and no display name', { email: undefined, full_name: '' }, 'You must provide either an email or phone number and a password'],
      ['different confirmation email', { confirmEmail: 'other@example.co.nz' }, 'Email addresses do not match'],
      ['different confirmation password', { confirmPassword: 'secret124' }, 'Passwords do not match'],
      ['a 7-character password', { password: 'Abc-123' }, 'Password must be at least 8 characters long'],
      ['a 129-character password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
      ['one of the most common passwords, whatever its case', { password: 'PASSWORD123' }, 'This password is one of the most common passwords. Please choose one that is harder to guess.'],
      ['a password containing the username', { username: 'rubytues', password: 'RubyTues-2026' }, 'Your password must not contain your email address or username.'],
      ['a password containing the email', { email: 'ruby@example.co.nz', confirmEmail: 'ruby@example.co.nz', password: 'Ruby@Example.co.nz!' }, 'Your password must not contain your email address or username.'],
      ['a 2-character username', { username: 'ab' }, 'Username must be at least 3 characters long'],
      ['a username with spaces', { username: 'ruby tuesday' }, 'Username can only contain letters, numbers, dots, hyphens and underscores'],
      ['a malformed email', { email: 'ruby.example.co.nz' }, 'Please enter a valid email address'],
      ['no birth date', { birthdate: null }, 'Please fill in all required fields'],
      ['no nationality', { nationality: '' }, 'Please fill in all required fields'],
      ['no location', { location: undefined }, 'Please fill in all required fields'],
      ['an impossible birth date', { birthdate: '2001-02-30' }, 'Please enter a valid date of birth'],
      ['a birth date in dd/MM/yyyy', { birthdate: '17/05/1998' }, 'Please enter a valid date of birth'],
      ['an age of 17', { birthdate: birthdateYearsAgo(18, -2) }, 'You must be 18 or older to register'],
      ['an age of 100', { birthdate: birthdateYearsAgo(100) }, 'Please enter a date of birth no more than 99 years ago'],
      ['a nationality outside the list', { nationality: 'Martian' }, 'Please choose a valid nationality'],
      ['no height', { height: null }, 'Please fill in all required fields'],
      ['no weight', { weight: '' }, 'Please fill in all required fields'],
      ['no body type', { body_type: undefined }, 'Please fill in all required fields'],
      ['a height of 20 cm', { height: 20 }, 'Height must be a whole number from 100 to 250'],
      ['an unknown body type', { body_type: 'Huge' }, 'Please choose a valid body type'],
      ['no 1 hour rate', { rates_1hour: null }, 'Please fill in all required fields'],
      ['no meeting with', { meeting_with: '' }, 'Please fill in all required fields'],
      ['no available for', { available_for: undefined }, 'Please fill in all required fields'],
      ['a negative rate', { rates_1hour: -5 }, '1 hour rate must be a whole number from 0 to 100000'],
      ['an unknown service', { service_types: ['GFE', 'Skydiving'] }, 'Please choose a valid service'],
      ['no bio', { bio: '' }, 'Please fill in all required fields and accept the terms'],
      ['no phone', { phone: undefined }, 'Please fill in all required fields and accept the terms'],
      ['no contact email', { contactEmail: ' ' }, 'Please fill in all required fields and accept the terms'],
      ['terms not accepted', { acceptTerms: false }, 'Please fill in all required fields and accept the terms'],
      ['terms sent as text', { acceptTerms: 'yes' }, 'Please fill in all required fields and accept the terms'],
      ['a 49-character bio', { bio: 'x'.repeat(49) }, 'Bio must be at least 50 characters long'],
      ['a phone with letters', { phone: 'call me maybe' }, 'Please enter a valid phone number'],
      ['a malformed contact email', { contactEmail: 'ruby@' }, 'Please enter a valid email address'],
    ];

    it.each(cases)('refuses %s', async (_label, overrides, message) => {
      const before = await count(t, 'users');
      const res = await signup(t, wizard(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
      expect(await count(t, 'users')).toBe(before);
    });

    it('checks the steps in the wizard order (step 1 before step 5)', async () => {
      const res = await signup(t, wizard({ password: '123', bio: 'short' })).expect(400);
      expect(res.body.message).toBe('Password must be at least 8 characters long');
    });

    it('accepts an age of exactly 18 and of 99', async () => {
      await signup(t, wizard({ birthdate: birthdateYearsAgo(18, 0) })).expect(201);
      await signup(t, wizard({ birthdate: birthdateYearsAgo(99, 1) })).expect(201);
    });
  });

  describe('duplicates', () => {
    it("answers 409 'Username is already taken', whatever the letter case", async () => {
      await signup(t, wizard({ username: 'TakenName' })).expect(201);
      const res = await signup(t, wizard({ username: 'takenname' })).expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: 'Username is already taken', error: 'Conflict' });
    });

    it("answers 409 'This email address is already registered', whatever the letter case", async () => {
      await signup(t, wizard({ email: 'dup@example.co.nz' })).expect(201);
      const before = await count(t, 'profiles');
      const res = await signup(t, wizard({ email: 'DUP@example.co.nz' })).expect(409);
      expect(res.body.message).toBe('This email address is already registered');
      expect(await count(t, 'profiles')).toBe(before);
    });

    it('treats every spelling of an address as the one account: compatibility forms are refused, the stored address is canonical', async () => {
      const stamp = Date.now();
      await signup(t, wizard({ email: `wide.${stamp}@example.co.nz` })).expect(201);
      const fullwidth = `ｗｉｄｅ.${stamp}@ｅｘａｍｐｌｅ.co.nz`;
      expect((await signup(t, wizard({ email: fullwidth })).expect(409)).body.message).toBe('This email address is already registered');

      const created = await signup(t, wizard({ email: ` Ｍix.${stamp}@Example.CO.nz `, confirmEmail: `mix.${stamp}@example.co.nz` })).expect(201);
      expect(created.body.user.email).toBe(`mix.${stamp}@example.co.nz`);
      expect(await t.db.query(`SELECT email FROM users WHERE id = $1`, [created.body.user.id])).toEqual([{ email: `mix.${stamp}@example.co.nz` }]);
    });

    it('lets only one of two simultaneous sign-ups with the same username through', async () => {
      const [a, b] = await Promise.all([signup(t, wizard({ username: 'RaceName' })), signup(t, wizard({ username: 'racename' }))]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect([a.body.message, b.body.message]).toContain('Username is already taken');
    });
  });

  describe('bad input', () => {
    it('refuses a JSON body with 415 (sign-up is multipart)', async () => {
      const res = await t.http().post('/api/auth/signup').send(wizard()).expect(415);
      expect(res.body.message).toBe('Content-Type must be multipart/form-data');
    });

    it('refuses a text body with 415', async () => {
      await t.http().post('/api/auth/signup').set('Content-Type', 'text/plain').send('hello').expect(415);
    });

    it('answers malformed JSON in the data field with 400 and a message', async () => {
      const res = await signup(t, '{"email": "a@b.nz",').expect(400);
      expect(res.body.message).toBe('The sign-up data is not valid JSON');
    });

    it('answers a missing data field as a request without credentials', async () => {
      const res = await t.http().post('/api/auth/signup').field('other', 'x').expect(400);
      expect(res.body.message).toBe('You must provide either an email or phone number and a password');
    });

    it('answers a data field over 100 KB with 413', async () => {
      const res = await signup(t, wizard({ bio: 'x'.repeat(120_000) })).expect(413);
      expect(res.body.statusCode).toBe(413);
    });

    it('refuses an over-long bio with a message', async () => {
      const res = await signup(t, wizard({ bio: 'x'.repeat(5001) })).expect(400);
      expect(res.body.message).toBe('Bio must be at most 5000 characters long');
    });

    it.each([['null', 'null'], ['an array', '[1,2]'], ['a string', '"hello"']])('refuses data that is %s', async (_label, data) => {
      const res = await signup(t, data).expect(400);
      expect(res.body.message).toBe('The sign-up data is not valid JSON');
    });
  });

  describe('photos', () => {
    it('stores up to three JPEG or PNG photos as WebP, the first one primary', async () => {
      const filesBefore = storedFiles(t).length;
      const res = await signup(t, wizard(), [
        { name: 'a.jpg', body: await jpeg() },
        { name: 'b.png', body: await png(), contentType: 'image/png' },
        { name: 'c.jpg', body: await jpeg(60, 60) },
      ]).expect(201);
      const photos = res.body.profile.photos;
      expect(photos.map((p: { position: number; is_primary: boolean }) => [p.position, p.is_primary])).toEqual([
        [0, true],
        [1, false],
        [2, false],
      ]);
      expect(photos[0].url.split('?')[0]).toMatch(/\.webp$/);
      const rows = await t.db.query(`SELECT count(*)::int AS n FROM profile_photos WHERE profile_id = $1`, [res.body.profile.id]);
      expect(rows[0].n).toBe(3);
      // Each photo: its full size, its card and the card's 240 px copy (these photos are narrower than any copy of the full size).
      expect(storedFiles(t).length).toBe(filesBefore + 9);
      await t.http().get(photos[0].url).expect(200);
    });

    it('refuses a JPEG whose content is broken, storing nothing', async () => {
      const before = { users: await count(t, 'users'), files: storedFiles(t).length };
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all')]);
      const res = await signup(t, wizard(), [{ name: 'a.jpg', body: await jpeg() }, { name: 'b.jpg', body: broken }]).expect(400);
      expect(res.body.message).toMatch(/^Upload failed: /);
      expect(await count(t, 'users')).toBe(before.users);
      expect(storedFiles(t).length).toBe(before.files);
    });

    it("refuses a fourth photo with the plan's cap message", async () => {
      const photo = { name: 'a.jpg', body: await jpeg() };
      const before = await count(t, 'users');
      const res = await signup(t, wizard(), [photo, photo, photo, photo]).expect(400);
      expect(res.body.message).toBe('You can only upload a maximum of 3 photos with your current plan.');
      expect(await count(t, 'users')).toBe(before);
    });

    it("refuses a photo over 5 MB with 413 'File size must be less than 5MB'", async () => {
      const big = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const before = await count(t, 'users');
      const res = await signup(t, wizard(), [{ name: 'big.jpg', body: big }]).expect(413);
      expect(res.body.message).toBe('File size must be less than 5MB');
      expect(await count(t, 'users')).toBe(before);
    });

    it("refuses a text file named .png with 415 'File must be an image'", async () => {
      const before = await count(t, 'users');
      const res = await signup(t, wizard(), [{ name: 'notes.png', body: Buffer.from('just some text, not an image'), contentType: 'image/png' }]).expect(415);
      expect(res.body).toEqual({ statusCode: 415, message: 'File must be an image', error: 'Unsupported Media Type' });
      expect(await count(t, 'users')).toBe(before);
    });

    it('refuses an SVG', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const res = await signup(t, wizard(), [{ name: 'x.svg', body: svg, contentType: 'image/svg+xml' }]).expect(415);
      expect(res.body.message).toBe('File must be an image');
    });

    it('refuses a file under another field name', async () => {
      const res = await t.http().post('/api/auth/signup').field('data', JSON.stringify(wizard())).attach('avatar', Buffer.from('x'), 'x.jpg').expect(400);
      expect(res.body.message).toBe('Unexpected file field "avatar"');
    });
  });

  describe('atomicity: a failure mid-way leaves no user, profile, photo row or file', () => {
    async function snapshot() {
      return { users: await count(t, 'users'), profiles: await count(t, 'profiles'), photos: await count(t, 'profile_photos'), files: storedFiles(t).length };
    }

    afterEach(async () => {
      await t.db.query(`DROP TRIGGER IF EXISTS fail_profile ON profiles`);
      await t.db.query(`DROP TRIGGER IF EXISTS fail_photo ON profile_photos`);
      await t.db.query(`DROP TRIGGER IF EXISTS fail_commit ON profiles`);
      await t.db.query(`DROP FUNCTION IF EXISTS fail_now()`);
    });

    beforeEach(async () => {
      await t.db.query(`CREATE FUNCTION fail_now() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$`);
    });

    it("rolls the user back when the profile insert fails ('Failed to create profile. Please try again.')", async () => {
      await t.db.query(`CREATE TRIGGER fail_profile BEFORE INSERT ON profiles FOR EACH ROW EXECUTE FUNCTION fail_now()`);
      const before = await snapshot();
      const data = wizard();
      const res = await signup(t, data).expect(500);
      expect(res.body).toEqual({ statusCode: 500, message: 'Failed to create profile. Please try again.', error: 'Internal Server Error' });
      expect(await snapshot()).toEqual(before);
      expect(await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [data.email])).toHaveLength(0);
    });

    it('removes the files already written when the second photo row fails', async () => {
      await t.db.query(`CREATE TRIGGER fail_photo BEFORE INSERT ON profile_photos FOR EACH ROW WHEN (NEW.position = 1) EXECUTE FUNCTION fail_now()`);
      const before = await snapshot();
      const res = await signup(t, wizard(), [{ name: 'a.jpg', body: await jpeg() }, { name: 'b.jpg', body: await jpeg() }]).expect(500);
      expect(res.body.message).toBe('Failed to create profile. Please try again.');
      expect(await snapshot()).toEqual(before);
    });

    it('removes every stored file when the transaction fails at commit, after the photos were stored', async () => {
      await t.db.query(
        `CREATE CONSTRAINT TRIGGER fail_commit AFTER INSERT ON profiles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_now()`,
      );
      const before = await snapshot();
      const res = await signup(t, wizard(), [{ name: 'a.jpg', body: await jpeg() }, { name: 'b.png', body: await png(), contentType: 'image/png' }]).expect(500);
      expect(res.body.message).toBe('Failed to create profile. Please try again.');
      expect(await snapshot()).toEqual(before);
    });

    it('still works once the failure is gone', async () => {
      const before = await snapshot();
      await signup(t, wizard(), [{ name: 'a.jpg', body: await jpeg() }]).expect(201);
      expect(await snapshot()).toEqual({ users: before.users + 1, profiles: before.profiles + 1, photos: before.photos + 1, files: before.files + 3 });
    });
  });
});
