import { JwtService } from '@nestjs/jwt';
import { createHash } from 'node:crypto';
import { SessionsCleanupJob } from '../../src/auth/sessions/sessions-cleanup.job';
import { SessionsService } from '../../src/auth/sessions/sessions.service';
import { createAdmin, createAdvertiser, createUser, FACTORY_PASSWORD, totpCode } from '../factories/users.factory';
import { createTestApp, TEST_JWT_SECRET, TestApp } from '../test-app';
import { refreshCookie, resetRateLimits, signin } from './auth-fixtures';

jest.setTimeout(60_000);

describe('sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => resetRateLimits(t));

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const revokedReasons = async (userId: string): Promise<(string | null)[]> =>
    (await t.db.query(`SELECT revoked_reason FROM sessions WHERE user_id = $1`, [userId])).map((row: { revoked_reason: string | null }) => row.revoked_reason);
  const refresh = (cookie?: string) => (cookie ? t.http().post('/api/auth/refresh').set('Cookie', cookie) : t.http().post('/api/auth/refresh'));

  describe('sign-in', () => {
    it('trims both fields, answers the session view with an access token, and sets the refresh cookie', async () => {
      const { user, profile } = await createAdvertiser(t);
      const res = await signin(t, `  ${user.email.toUpperCase()}  `, ` ${FACTORY_PASSWORD} `).expect(200);
      expect(res.body).toMatchObject({ user: { id: user.id, email: user.email }, admin: null, accessToken: expect.any(String) });
      expect(res.body.profile).toMatchObject({ id: profile.id, username: profile.username, user_id: user.id, is_active: true });
      expect(refreshCookie(res)).toMatch(/^refresh_token=/);
    });

    it('sets the session hint beside the refresh cookie: readable by scripts, on every path, holding no secret', async () => {
      const { user } = await createAdvertiser(t);
      const res = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies.find((c) => c.startsWith('refresh_token='))).toMatch(/; Path=\/api\/auth; .*HttpOnly/);
      const hint = cookies.find((c) => c.startsWith('signed_in='));
      expect(hint).toMatch(/^signed_in=1; Path=\/; Expires=/);
      expect(hint).not.toMatch(/HttpOnly/);
    });

    it('sets last_active_at', async () => {
      const { user, profile } = await createAdvertiser(t, { lastActiveAt: null });
      await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const [row] = await t.db.query(`SELECT last_active_at FROM profiles WHERE id = $1`, [profile.id]);
      expect(Date.now() - new Date(row.last_active_at).getTime()).toBeLessThan(10_000);
    });

    it.each([
      ['no email', { password: 'secret123' }],
      ['no password', { email: 'a@b.nz' }],
      ['a blank password', { email: 'a@b.nz', password: '   ' }],
      ['a blank email', { email: '  ', password: 'secret123' }],
      ['a number as the email', { email: 12, password: 'secret123' }],
      ['an empty body', {}],
    ])("answers 'Email and password are required' for %s", async (_label, body) => {
      const res = await t.http().post('/api/auth/signin').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Email and password are required', error: 'Bad Request' });
    });

    it("answers 401 'Invalid login credentials' for a wrong password and for an unknown email alike", async () => {
      const { user } = await createAdvertiser(t);
      const wrong = await signin(t, user.email, 'not-the-password').expect(401);
      const unknown = await signin(t, 'nobody@example.co.nz', FACTORY_PASSWORD).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid login credentials', error: 'Unauthorized' });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('answers malformed JSON with 400 and a message', async () => {
      const res = await t.http().post('/api/auth/signin').set('Content-Type', 'application/json').send('{"email":').expect(400);
      expect(res.body.message).toBe('The request body is not valid JSON');
    });

    it('refuses a form-encoded or text body with 415', async () => {
      await t.http().post('/api/auth/signin').set('Content-Type', 'text/plain').send('email=a').expect(415);
    });

    it('refuses an oversized body with 413', async () => {
      await t.http().post('/api/auth/signin').send({ email: 'a@b.nz', password: 'x'.repeat(200_000) }).expect(413);
    });

    it('lets an admin sign in at the same endpoint, then the second step, with flags and no advertiser profile', async () => {
      const { user, totpSecret } = await createAdmin(t, { canVerifyProfiles: true });
      const first = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      expect(first.body).toEqual({ twoFactor: 'code', challenge: expect.any(String) });
      const res = await t.http().post('/api/auth/signin/two-factor').send({ challenge: first.body.challenge, code: await totpCode(totpSecret!, 1) }).expect(200);
      expect(res.body).toMatchObject({ profile: null, admin: { can_verify_profiles: true, is_superadmin: false }, accessToken: expect.any(String) });
    });
  });

  describe('refresh', () => {
    it('exchanges the cookie for a new access token and a rotated cookie', async () => {
      const { user } = await createAdvertiser(t);
      const first = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const res = await refresh(refreshCookie(first)).expect(200);
      expect(res.body).toEqual({ accessToken: expect.any(String) });
      expect(refreshCookie(res)).not.toBe(refreshCookie(first));
      const me = await t.http().get('/api/auth/me').set(bearer(res.body.accessToken)).expect(200);
      expect(me.body.user.id).toBe(user.id);
    });

    it('keeps the advertiser signed in after the access token expires', async () => {
      const { user } = await createAdvertiser(t);
      const first = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const claims = t.app.get(JwtService).decode(first.body.accessToken);
      const expired = t.app.get(JwtService).sign({ sub: claims.sub, email: claims.email, sid: claims.sid }, { secret: TEST_JWT_SECRET, expiresIn: -10 });
      const denied = await t.http().get('/api/auth/me').set(bearer(expired)).expect(401);
      expect(denied.body.message).toBe('Not authenticated');
      const renewed = await refresh(refreshCookie(first)).expect(200);
      await t.http().get('/api/auth/me').set(bearer(renewed.body.accessToken)).expect(200);
    });

    it('treats a rotated token presented again after its successor was used as stolen, and revokes its whole family', async () => {
      // A bare account: the factory's advertisers come with a session of their own.
      const user = await createUser(t);
      const signedIn = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const original = refreshCookie(signedIn);
      const rotated = await refresh(original).expect(200);
      const current = await refresh(refreshCookie(rotated)).expect(200);

      const replay = await refresh(original).expect(401);
      expect(replay.body.message).toBe('Your session has expired. Please sign in again.');
      expect(replay.headers['set-cookie']?.[0]).toMatch(/^refresh_token=;/);

      // The legitimate holder's newer token and access tokens of the family are dead too.
      await refresh(refreshCookie(current)).expect(401);
      await t.http().get('/api/auth/me').set(bearer(current.body.accessToken)).expect(401);
      await t.http().get('/api/auth/me').set(bearer(signedIn.body.accessToken)).expect(401);
      expect(await revokedReasons(user.id)).toEqual(['reuse']);
    });

    it('exchanges a token again within 30 s while its successor is unused (the answer was lost), and withdraws that successor', async () => {
      const user = await createUser(t);
      const original = refreshCookie(await signin(t, user.email, FACTORY_PASSWORD).expect(200));
      const lost = await refresh(original).expect(200);
      const again = await refresh(original).expect(200);
      expect(refreshCookie(again)).not.toBe(refreshCookie(lost));

      const next = await refresh(refreshCookie(again)).expect(200);
      await t.http().get('/api/auth/me').set(bearer(next.body.accessToken)).expect(200);
      expect(await revokedReasons(user.id)).toEqual([null]);

      // The withdrawn successor turning up later is a replay like any other.
      await refresh(refreshCookie(lost)).expect(401);
      await refresh(refreshCookie(next)).expect(401);
      expect(await revokedReasons(user.id)).toEqual(['reuse']);
    });

    it('treats a token presented again more than 30 s after its rotation as stolen, even with its successor unused', async () => {
      const user = await createUser(t);
      const original = refreshCookie(await signin(t, user.email, FACTORY_PASSWORD).expect(200));
      const rotated = await refresh(original).expect(200);
      await t.db.query(
        `UPDATE refresh_tokens SET rotated_at = rotated_at - interval '31 seconds'
          WHERE rotated_at IS NOT NULL AND session_id IN (SELECT id FROM sessions WHERE user_id = $1)`,
        [user.id],
      );
      await refresh(original).expect(401);
      await refresh(refreshCookie(rotated)).expect(401);
      expect(await revokedReasons(user.id)).toEqual(['reuse']);
    });

    it('leaves one live token when two uses of one token race: the other is withdrawn and ends the session if used', async () => {
      const user = await createUser(t);
      const cookie = refreshCookie(await signin(t, user.email, FACTORY_PASSWORD).expect(200));
      const answers = await Promise.all([refresh(cookie), refresh(cookie)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const live: { token_hash: string }[] = await t.db.query(
        `SELECT token_hash FROM refresh_tokens WHERE rotated_at IS NULL AND session_id IN (SELECT id FROM sessions WHERE user_id = $1)`,
        [user.id],
      );
      expect(live).toHaveLength(1);
      expect(await revokedReasons(user.id)).toEqual([null]);
      // Whichever answer carries the withdrawn token: presenting it ends the session.
      const hashOf = (cookie: string) => createHash('sha256').update(cookie.slice('refresh_token='.length)).digest('hex');
      const withdrawn = answers.filter((answer) => hashOf(refreshCookie(answer)) !== live[0].token_hash);
      expect(withdrawn).toHaveLength(1);
      await refresh(refreshCookie(withdrawn[0])).expect(401);
      expect(await revokedReasons(user.id)).toEqual(['reuse']);
    });

    it('does not disturb the other sessions of the user when one family is revoked', async () => {
      const { user } = await createAdvertiser(t);
      const phone = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const laptop = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const renewed = await refresh(refreshCookie(phone)).expect(200);
      await refresh(refreshCookie(renewed)).expect(200);
      await refresh(refreshCookie(phone)).expect(401);
      await refresh(refreshCookie(laptop)).expect(200);
    });

    it('answers 401 without a cookie or with a made-up one', async () => {
      const none = await refresh().expect(401);
      expect(none.body).toEqual({ statusCode: 401, message: 'Your session has expired. Please sign in again.', error: 'Unauthorized' });
      await refresh('refresh_token=made-up-token').expect(401);
    });
  });

  describe('sign-out', () => {
    it('revokes the session: its refresh token and its access token stop working, and the cookie is cleared', async () => {
      const { user } = await createAdvertiser(t);
      const signedIn = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const cookie = refreshCookie(signedIn);
      const res = await t.http().post('/api/auth/signout').set('Cookie', cookie).set(bearer(signedIn.body.accessToken)).expect(200);
      expect(res.body).toEqual({ message: 'You have been signed out' });
      expect(res.headers['set-cookie'][0]).toMatch(/^refresh_token=;/);
      expect(res.headers['set-cookie'][1]).toMatch(/^signed_in=; Path=\/; Expires=Thu, 01 Jan 1970/);
      await refresh(cookie).expect(401);
      await t.http().get('/api/auth/me').set(bearer(signedIn.body.accessToken)).expect(401);
    });

    it('answers signed out visitors without an error', async () => {
      await t.http().post('/api/auth/signout').expect(200);
    });
  });

  describe('fail closed', () => {
    const forge = (claims: Record<string, unknown>) => t.app.get(JwtService).sign(claims, { secret: TEST_JWT_SECRET, expiresIn: 600 });

    it('refuses a well-signed token whose session is unknown, another user\'s, or missing', async () => {
      const { user } = await createAdvertiser(t);
      const other = await createAdvertiser(t);
      const theirs = t.app.get(JwtService).decode((await signin(t, other.user.email, FACTORY_PASSWORD).expect(200)).body.accessToken);
      for (const sid of ['00000000-0000-4000-8000-000000000000', theirs.sid, undefined, 'not-a-uuid']) {
        await t.http().get('/api/auth/me').set(bearer(forge({ sub: user.id, email: user.email, sid }))).expect(401);
      }
    });

    it('ends a session 90 days after its sign-in, however often it was refreshed', async () => {
      const { user } = await createAdvertiser(t);
      const signedIn = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const { sid } = t.app.get(JwtService).decode(signedIn.body.accessToken);
      await t.db.query(`UPDATE sessions SET created_at = now() - interval '89 days' WHERE id = $1`, [sid]);
      const refreshed = await refresh(refreshCookie(signedIn)).expect(200);
      const [{ expires_at }] = await t.db.query(`SELECT expires_at FROM sessions WHERE id = $1`, [sid]);
      expect(new Date(expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000 + 60_000);
      await t.db.query(`UPDATE sessions SET created_at = now() - interval '90 days 1 minute' WHERE id = $1`, [sid]);
      await t.http().get('/api/auth/me').set(bearer(refreshed.body.accessToken)).expect(401);
      await refresh(refreshCookie(refreshed)).expect(401);
    });

    it('marks authenticated and personal answers Cache-Control: no-store, and leaves anonymous public reads alone', async () => {
      const { user } = await createAdvertiser(t);
      const signedIn = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      expect((await t.http().get('/api/auth/me').set(bearer(signedIn.body.accessToken)).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http().get('/api/profiles').set(bearer(signedIn.body.accessToken)).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http().get('/api/admin/me').expect(401)).headers['cache-control']).toBe('no-store');
      expect((await t.http().get('/api/profiles').expect(200)).headers['cache-control']).toMatch(/^public, /);
    });

    it('marks every auth and back-office answer no-store whatever the case of its path, as Express routes them all', async () => {
      const { user } = await createAdvertiser(t);
      const signedIn = await t.http().post('/api/Auth/signin').send({ email: user.email, password: FACTORY_PASSWORD }).expect(200);
      expect(signedIn.body.accessToken).toEqual(expect.any(String));
      expect(signedIn.headers['cache-control']).toBe('no-store');
      expect((await t.http().post('/API/AUTH/SIGNIN').send({ email: user.email, password: 'wrong-guess' }).expect(401)).headers['cache-control']).toBe('no-store');
      expect((await t.http().post('/api/auth/Forgot-Password/').send({ email: 'nobody@example.co.nz' }).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http().get('/api/Admin/me').expect(401)).headers['cache-control']).toBe('no-store');
    });
  });

  describe('me', () => {
    it('requires a signed-in user', async () => {
      const res = await t.http().get('/api/auth/me').expect(401);
      expect(res.body.message).toBe('Not authenticated');
      await t.http().get('/api/auth/me').set(bearer('not.a.jwt')).expect(401);
    });

    it('creates the missing profile of a user as spec §4 says: local-part alphanumerics plus a number below 1000', async () => {
      const user = await createUser(t, `mia.rose_${Date.now()}@example.co.nz`);
      const token = (await signin(t, user.email, FACTORY_PASSWORD).expect(200)).body.accessToken;
      const [row] = await t.db.query(`SELECT username, full_name, subscription_tier, is_active, is_deleted FROM profiles WHERE user_id = $1`, [user.id]);
      const local = user.email.split('@')[0].replace(/[^A-Za-z0-9]/g, '');
      expect(row.username).toMatch(new RegExp(`^${local}\\d{1,3}$`));
      expect(row).toMatchObject({ full_name: row.username, subscription_tier: 'free', is_active: true, is_deleted: false });

      const me = await t.http().get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body.profile).toMatchObject({ username: row.username, full_name: row.username, subscription_tier: 'free', photos: [] });
      expect(await t.db.query(`SELECT 1 FROM profiles WHERE user_id = $1`, [user.id])).toHaveLength(1);
    });

    it('creates exactly one profile when several first requests race', async () => {
      const user = await createUser(t);
      const token = (await signin(t, user.email, FACTORY_PASSWORD).expect(200)).body.accessToken;
      await t.db.query(`DELETE FROM profiles WHERE user_id = $1`, [user.id]);
      const answers = await Promise.all([1, 2, 3, 4].map(() => t.http().get('/api/auth/me').set(bearer(token))));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.profile.id)).size).toBe(1);
    });

    it('pads a very short local part so the username has at least 3 characters', async () => {
      const user = await createUser(t, `a@${Date.now()}.example.co.nz`);
      const me = await t.http().get('/api/auth/me').set(bearer((await signin(t, user.email, FACTORY_PASSWORD)).body.accessToken)).expect(200);
      expect(me.body.profile.username).toMatch(/^a\d{2,3}$/);
    });

    it('gives an admin no advertiser profile, only the flags', async () => {
      const admin = await createAdmin(t, { isSuperadmin: true });
      const me = await t.http().get('/api/auth/me').set(admin.auth).expect(200);
      expect(me.body).toEqual({ user: { id: admin.user.id, email: admin.user.email }, profile: null, admin: { can_verify_profiles: false, is_superadmin: true } });
      expect(await t.db.query(`SELECT 1 FROM profiles WHERE user_id = $1`, [admin.user.id])).toHaveLength(0);
    });
  });

  describe('password change', () => {
    const change = (token: string, body: Record<string, unknown>) => t.http().put('/api/auth/password').set(bearer(token)).send(body);

    it.each([
      ['no current password', { newPassword: 'Fresh-Pass-2026', confirmPassword: 'Fresh-Pass-2026' }, 'Please enter your current password'],
      ['no new password', { currentPassword: FACTORY_PASSWORD, newPassword: ' ', confirmPassword: '' }, 'Please enter a new password'],
      ['a different confirmation', { currentPassword: FACTORY_PASSWORD, newPassword: 'Fresh-Pass-2026', confirmPassword: 'Fresh-Pass-2027' }, 'New passwords do not match'],
      ['no confirmation', { currentPassword: FACTORY_PASSWORD, newPassword: 'Fresh-Pass-2026' }, 'New passwords do not match'],
      ['a 7-character password', { currentPassword: FACTORY_PASSWORD, newPassword: 'Abc-123', confirmPassword: 'Abc-123' }, 'Password must be at least 8 characters long'],
      ['a common password', { currentPassword: FACTORY_PASSWORD, newPassword: 'Qwerty123', confirmPassword: 'Qwerty123' }, 'This password is one of the most common passwords. Please choose one that is harder to guess.'],
      ['a wrong current password', { currentPassword: 'wrong-one', newPassword: 'Fresh-Pass-2026', confirmPassword: 'Fresh-Pass-2026' }, 'Current password is incorrect'],
    ])('refuses %s', async (_label, body, message) => {
      const { user } = await createAdvertiser(t);
      const token = (await signin(t, user.email, FACTORY_PASSWORD).expect(200)).body.accessToken;
      const res = await change(token, body).expect(400);
      expect(res.body.message).toBe(message);
      await signin(t, user.email, FACTORY_PASSWORD).expect(200);
    });

    it('refuses a password containing the username or the email, saying why', async () => {
      const { user, profile } = await createAdvertiser(t);
      const token = (await signin(t, user.email, FACTORY_PASSWORD).expect(200)).body.accessToken;
      for (const next of [`${profile.username.toUpperCase()}-2026`, `x${user.email}`]) {
        const res = await change(token, { currentPassword: FACTORY_PASSWORD, newPassword: next, confirmPassword: next }).expect(400);
        expect(res.body.message).toBe('Your password must not contain your email address or username.');
      }
    });

    it('requires a signed-in user', async () => {
      await t.http().put('/api/auth/password').send({ currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' }).expect(401);
    });

    it('changes the password and ends the other sessions, keeping this one', async () => {
      const { user } = await createAdvertiser(t);
      const here = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const elsewhere = await signin(t, user.email, FACTORY_PASSWORD).expect(200);

      const res = await change(here.body.accessToken, { currentPassword: FACTORY_PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }).expect(200);
      expect(res.body).toEqual({ message: 'Password updated successfully!' });

      await signin(t, user.email, FACTORY_PASSWORD).expect(401);
      await signin(t, user.email, 'brand-new-pass').expect(200);
      await t.http().get('/api/auth/me').set(bearer(here.body.accessToken)).expect(200);
      await refresh(refreshCookie(here)).expect(200);
      await t.http().get('/api/auth/me').set(bearer(elsewhere.body.accessToken)).expect(401);
      await refresh(refreshCookie(elsewhere)).expect(401);
    });
  });

  describe('SessionsService.revokeAllForUser (used by profile delete and password reset)', () => {
    it('ends every session of the user and no one else', async () => {
      const user = await createUser(t);
      const other = await createUser(t);
      const a = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const b = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const o = await signin(t, other.email, FACTORY_PASSWORD).expect(200);
      expect(await t.app.get(SessionsService).revokeAllForUser(user.id)).toBe(2);
      await refresh(refreshCookie(a)).expect(401);
      await refresh(refreshCookie(b)).expect(401);
      await t.http().get('/api/auth/me').set(bearer(a.body.accessToken)).expect(401);
      await refresh(refreshCookie(o)).expect(200);
    });
  });

  describe('clean-up job', () => {
    it('forgets long-ended sessions and old rotated tokens, keeping live ones working', async () => {
      const user = await createUser(t);
      const live = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      const rotated = await refresh(refreshCookie(live)).expect(200);
      const ended = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      await t.http().post('/api/auth/signout').set('Cookie', refreshCookie(ended)).expect(200);

      const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
      await t.db.query(`UPDATE sessions SET expires_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [user.id, new Date(later.getTime() + 86_400_000)]);
      const removed = await t.app.get(SessionsCleanupJob).run(later);
      expect(removed.sessions).toBeGreaterThanOrEqual(1);
      expect(removed.tokens).toBeGreaterThanOrEqual(1);

      const left = await t.db.query(`SELECT revoked_at FROM sessions WHERE user_id = $1`, [user.id]);
      expect(left).toEqual([{ revoked_at: null }]);
      // The forgotten original token is still refused; the current one still works.
      await refresh(refreshCookie(live)).expect(401);
      await refresh(refreshCookie(rotated)).expect(200);
    });
  });
});
