import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createOrPromoteAdmin, parseAdminCreateArgs } from '../../src/auth/admin-create';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { createAdmin, createAdvertiser, FACTORY_PASSWORD, totpCode } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { refreshCookie, resetRateLimits, signin, signInAdminOverHttp } from './auth-fixtures';

jest.setTimeout(60_000);

describe('admin access', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => resetRateLimits(t));

  describe('GET /api/admin/me', () => {
    it('answers the admin and their flags', async () => {
      const admin = await createAdmin(t, { canVerifyProfiles: true });
      const res = await t.http().get('/api/admin/me').set(admin.auth).expect(200);
      expect(res.body).toEqual({ user: { id: admin.user.id, email: admin.user.email }, admin: { can_verify_profiles: true, is_superadmin: false } });
    });

    it("answers 403 'You do not have admin access' to an advertiser", async () => {
      const advertiser = await createAdvertiser(t);
      const res = await t.http().get('/api/admin/me').set(advertiser.auth).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You do not have admin access', error: 'Forbidden' });
    });

    it('answers 401 without a token', async () => {
      await t.http().get('/api/admin/me').expect(401);
    });

    it('stops working once the admin signs out', async () => {
      const admin = await createAdmin(t);
      const { res: signedIn } = await signInAdminOverHttp(t, admin.user.email, FACTORY_PASSWORD, () => totpCode(admin.totpSecret!, 1));
      const auth = { Authorization: `Bearer ${signedIn.body.accessToken}` };
      await t.http().get('/api/admin/me').set(auth).expect(200);
      await t.http().post('/api/auth/signout').set('Cookie', refreshCookie(signedIn)).expect(200);
      await t.http().get('/api/admin/me').set(auth).expect(401);
    });
  });

  describe('an advertiser reaches no admin route', () => {
    it.each([
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/profiles'],
      ['PUT', '/api/admin/profiles/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/profiles/00000000-0000-4000-8000-000000000000/verify'],
      ['GET', '/api/admin/threads'],
      ['GET', '/api/admin/subscriptions'],
      ['GET', '/api/admin/audit-log'],
      ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/password'],
    ])('%s %s answers 403', async (method, path) => {
      const advertiser = await createAdvertiser(t);
      const req = method === 'GET' ? t.http().get(path) : method === 'PUT' ? t.http().put(path).send({ is_active: false }) : t.http().post(path).send({ password: 'hijacked1' });
      const res = await req.set(advertiser.auth);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have admin access');
    });
  });

  describe('flags are enforced by the server', () => {
    it("refuses verify to an admin without can_verify_profiles, and allows it with the flag", async () => {
      const { profile } = await createAdvertiser(t);
      const plain = await createAdmin(t);
      const denied = await t.http().post(`/api/admin/profiles/${profile.id}/verify`).set(plain.auth).expect(403);
      expect(denied.body.message).toBe('You do not have permission to do this');
      const [row] = await t.db.query(`SELECT is_verified FROM profiles WHERE id = $1`, [profile.id]);
      expect(row.is_verified).toBe(false);

      const verifier = await createAdmin(t, { canVerifyProfiles: true });
      await t.http().post(`/api/admin/profiles/${profile.id}/verify`).set(verifier.auth).expect(200);
    });

    it('takes a flag removed from the database into account at once', async () => {
      const verifier = await createAdmin(t, { canVerifyProfiles: true });
      const { profile } = await createAdvertiser(t);
      await t.db.query(`UPDATE admin_users SET can_verify_profiles = false WHERE id = $1`, [verifier.admin.id]);
      await t.http().post(`/api/admin/profiles/${profile.id}/verify`).set(verifier.auth).expect(403);
    });
  });

  describe("POST /api/admin/users/:userId/password (superadmin)", () => {
    const setPassword = (auth: Record<string, string>, userId: string, body: Record<string, unknown>) =>
      t.http().post(`/api/admin/users/${userId}/password`).set(auth).send(body);

    it('sets the password and ends every session of that user', async () => {
      const superadmin = await createAdmin(t, { isSuperadmin: true });
      const { user } = await createAdvertiser(t);
      const session = await signin(t, user.email, FACTORY_PASSWORD).expect(200);

      const res = await setPassword(superadmin.auth, user.id, { password: '  fresh-pass ' }).expect(200);
      expect(res.body).toEqual({ message: 'Password updated successfully!' });

      await signin(t, user.email, FACTORY_PASSWORD).expect(401);
      await signin(t, user.email, 'fresh-pass').expect(200);
      await t.http().post('/api/auth/refresh').set('Cookie', refreshCookie(session)).expect(401);
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.accessToken}`).expect(401);
    });

    it.each([
      ['no password', {}, 'Please enter a new password'],
      ['a blank password', { password: '   ' }, 'Please enter a new password'],
      ['a 5-character password', { password: '12345' }, 'Password must be at least 8 characters long'],
    ])("refuses %s", async (_label, body, message) => {
      const superadmin = await createAdmin(t, { isSuperadmin: true });
      const { user } = await createAdvertiser(t);
      const res = await setPassword(superadmin.auth, user.id, body).expect(400);
      expect(res.body.message).toBe(message);
      await signin(t, user.email, FACTORY_PASSWORD).expect(200);
    });

    it('answers 404 for an unknown or malformed user id', async () => {
      const superadmin = await createAdmin(t, { isSuperadmin: true });
      const unknown = await setPassword(superadmin.auth, '00000000-0000-4000-8000-000000000000', { password: 'Secret-Desk-99' }).expect(404);
      expect(unknown.body.message).toBe('User not found');
      await setPassword(superadmin.auth, 'not-a-uuid', { password: 'Secret-Desk-99' }).expect(404);
    });

    it('is refused to an admin who is not a superadmin, even one who can verify', async () => {
      const verifier = await createAdmin(t, { canVerifyProfiles: true });
      const { user } = await createAdvertiser(t);
      const res = await setPassword(verifier.auth, user.id, { password: 'hijacked1' }).expect(403);
      expect(res.body.message).toBe('You do not have permission to do this');
      await signin(t, user.email, FACTORY_PASSWORD).expect(200);
    });
  });

  describe('an advertiser cannot read or change another advertiser (IDOR)', () => {
    it("sees only their own account and profile at /api/auth/me", async () => {
      const mine = await createAdvertiser(t);
      const theirs = await createAdvertiser(t);
      const res = await t.http().get('/api/auth/me').set(mine.auth).expect(200);
      expect(res.body.user.id).toBe(mine.user.id);
      expect(res.body.profile.id).toBe(mine.profile.id);
      expect(JSON.stringify(res.body)).not.toContain(theirs.profile.id);
    });

    it("changes only their own password, whatever ids the body carries", async () => {
      const mine = await createAdvertiser(t);
      const theirs = await createAdvertiser(t);
      const token = (await signin(t, mine.user.email, FACTORY_PASSWORD)).body.accessToken;
      await t.http()
        .put('/api/auth/password')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: FACTORY_PASSWORD, newPassword: 'mine-only', confirmPassword: 'mine-only', userId: theirs.user.id, user_id: theirs.user.id })
        .expect(200);
      await signin(t, theirs.user.email, FACTORY_PASSWORD).expect(200);
      await signin(t, mine.user.email, 'mine-only').expect(200);
    });

    it("cannot delete or modify another advertiser's photo", async () => {
      const mine = await createAdvertiser(t);
      const theirs = await createAdvertiser(t);
      const [photo] = await t.db.query(
        `INSERT INTO profile_photos (profile_id, url, card_url, storage_key, card_storage_key, position, is_primary)
         VALUES ($1, '/media/p/x.webp', '/media/p/x-card.webp', 'x.webp', 'x-card.webp', 0, true) RETURNING id`,
        [theirs.profile.id],
      );
      const del = await t.http().delete(`/api/profiles/me/photos/${photo.id}`).set(mine.auth).expect(403);
      expect(del.body.message).toBe('Not authorized to delete this photo');
      const primary = await t.http().put(`/api/profiles/me/photos/${photo.id}/primary`).set(mine.auth).expect(403);
      expect(primary.body.message).toBe('Not authorized to modify this photo');
      expect(await t.db.query(`SELECT 1 FROM profile_photos WHERE id = $1`, [photo.id])).toHaveLength(1);
    });
  });

  describe('admin:create', () => {
    it('creates an admin that can sign in, with exactly the flags asked for', async () => {
      const email = `first.admin${Date.now()}@example.co.nz`;
      const result = await createOrPromoteAdmin(t.db, t.app.get(PasswordHasher), parseAdminCreateArgs(['--email', email, '--password', 'first-admin-pass', '--can-verify']));
      expect(result.created).toBe(true);
      const { res } = await signInAdminOverHttp(t, email, 'first-admin-pass');
      expect(res.body).toMatchObject({ profile: null, admin: { can_verify_profiles: true, is_superadmin: false } });
    });

    it('promotes an existing advertiser without touching their password when none is given', async () => {
      const { user } = await createAdvertiser(t);
      const result = await createOrPromoteAdmin(t.db, t.app.get(PasswordHasher), parseAdminCreateArgs([`--email=${user.email.toUpperCase()}`, '--superadmin']));
      expect(result).toEqual({ created: false, userId: user.id });
      const { res } = await signInAdminOverHttp(t, user.email, FACTORY_PASSWORD);
      expect(res.body.admin).toEqual({ can_verify_profiles: false, is_superadmin: true });
    });

    it('--reset-two-factor lets the last superadmin back in: their second factor and sessions end, and they enrol again', async () => {
      const root = await createAdmin(t, { isSuperadmin: true });
      await createOrPromoteAdmin(t.db, t.app.get(PasswordHasher), parseAdminCreateArgs(['--email', root.user.email, '--superadmin', '--reset-two-factor']));
      await t.http().get('/api/admin/me').set(root.auth).expect(401);
      expect((await signin(t, root.user.email, FACTORY_PASSWORD).expect(200)).body.twoFactor).toBe('enrol');
    });

    it.each([
      [['--password', 'secret123'], '--email must be an email address'],
      [['--email', 'x@y.nz', '--bogus'], 'unknown option --bogus'],
      [['--email'], '--email needs a value'],
    ])('refuses the arguments %j', (argv, message) => {
      expect(() => parseAdminCreateArgs(argv)).toThrow(message);
    });

    it('refuses a new account without a password, and a short password', async () => {
      await expect(createOrPromoteAdmin(t.db, t.app.get(PasswordHasher), parseAdminCreateArgs(['--email', `nobody${Date.now()}@example.co.nz`]))).rejects.toThrow('--password is required');
      await expect(createOrPromoteAdmin(t.db, t.app.get(PasswordHasher), parseAdminCreateArgs(['--email', 'a@b.nz', '--password', '123']))).rejects.toThrow(
        'Password must be at least 8 characters long',
      );
    });

    it('runs as the compiled command against the database', () => {
      const email = `cli.admin${Date.now()}@example.co.nz`;
      const cli = join(__dirname, '..', '..', 'dist', 'auth', 'admin-create.cli.js');
      const run = spawnSync(process.execPath, [cli, '--email', email, '--password', 'cli-admin-pass', '--superadmin', '--can-verify'], {
        env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'test' },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`Created admin ${email} (superadmin, can verify profiles)`);
      expect(run.status).toBe(0);
    });
  });
});
