import { createAdmin, createAdvertiser, createUser, FACTORY_PASSWORD, totpCode } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { refreshCookie, resetRateLimits, signInAdminOverHttp, signin } from './auth-fixtures';
import { AdminUser } from '../../src/auth/entities/admin-user.entity';
import { AuditLogEntry } from '../../src/audit/entities/audit-log-entry.entity';
import { AccountsService } from '../../src/auth/accounts.service';
import { SessionsService } from '../../src/auth/sessions/sessions.service';

jest.setTimeout(60_000);

const MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  codeUsed: 'That code has already been used. Please wait for the next code in your authenticator app.',
  recoveryCodeUsed: 'That recovery code has already been used. Each recovery code works once.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  required: 'The back office needs two-factor sign-in. Please sign in again to set it up.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  adminCannotDisable: 'Admins must keep two-factor sign-in on.',
  regenerated: 'New recovery codes are ready. Your old recovery codes no longer work.',
  reset: 'Two-factor sign-in was reset. This admin will set it up again at their next sign-in.',
  cannotResetOwn: 'You cannot reset your own two-factor sign-in. Create new recovery codes instead.',
  authenticatorCodeRequired: 'Please enter the 6-digit code from your authenticator app. A recovery code cannot make new recovery codes.',
};

const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/;

describe('two-factor sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => resetRateLimits(t));

  async function newAdmin(flags: Partial<Pick<AdminUser, 'canVerifyProfiles' | 'isSuperadmin'>> = {}) {
    const user = await createUser(t);
    const admin = await t.db.getRepository(AdminUser).save({ userId: user.id, canVerifyProfiles: false, isSuperadmin: false, ...flags });
    return { user, admin };
  }

  async function challengeFor(email: string, password = FACTORY_PASSWORD): Promise<{ twoFactor: string; challenge: string }> {
    return (await signin(t, email, password).expect(200)).body;
  }

  const sessionsOf = async (userId: string): Promise<{ second_factor: string | null }[]> =>
    t.db.query(`SELECT second_factor FROM sessions WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at`, [userId]);

  describe("an admin's first sign-in enrols them", () => {
    it('answers a challenge to enrol instead of a session, then a secret, its otpauth URI and a QR code', async () => {
      const { user } = await newAdmin();
      const res = await signin(t, user.email, FACTORY_PASSWORD).expect(200);
      expect(res.body).toEqual({ twoFactor: 'enrol', challenge: expect.any(String) });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await sessionsOf(user.id)).toEqual([]);

      const enrolment = await t.http().post('/api/auth/signin/enrol').send({ challenge: res.body.challenge }).expect(200);
      expect(enrolment.body).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUri: expect.any(String), qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
      const uri = new URL(enrolment.body.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(decodeURIComponent(uri.pathname)).toBe(`/Kiwi Companions:${user.email}`);
      expect(uri.searchParams.get('secret')).toBe(enrolment.body.secret);
      expect(uri.searchParams.get('issuer')).toBe('Kiwi Companions');
      expect(Buffer.from(enrolment.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
      expect(enrolment.headers['cache-control']).toBe('no-store');
    });

    it('turns two-factor sign-in on with the first code, starts the session and shows ten recovery codes once', async () => {
      const { user } = await newAdmin({ canVerifyProfiles: true });
      const { challenge } = await challengeFor(user.email);
      const { secret } = (await t.http().post('/api/auth/signin/enrol').send({ challenge }).expect(200)).body;

      const wrong = await t.http().post('/api/auth/signin/enrol/confirm').send({ challenge, code: '000000' === (await totpCode(secret)) ? '111111' : '000000' }).expect(400);
      expect(wrong.body.message).toBe(MESSAGES.invalidCode);
      expect(await sessionsOf(user.id)).toEqual([]);

      const res = await t.http().post('/api/auth/signin/enrol/confirm').send({ challenge, code: await totpCode(secret) }).expect(200);
      expect(res.body).toMatchObject({ user: { id: user.id, email: user.email }, profile: null, admin: { can_verify_profiles: true, is_superadmin: false }, accessToken: expect.any(String) });
      expect(res.body.recoveryCodes).toHaveLength(10);
      expect(new Set(res.body.recoveryCodes).size).toBe(10);
      for (const code of res.body.recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
      refreshCookie(res);
      expect(await sessionsOf(user.id)).toEqual([{ second_factor: 'totp' }]);
      await t.http().get('/api/admin/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);

      // A second enrolment is refused: the secret in use is never replaced.
      const again = await challengeFor(user.email);
      expect(again.twoFactor).toBe('code');
    });

    it('keeps the secret encrypted and the recovery codes hashed at rest', async () => {
      const admin = await createAdmin(t);
      const [row] = await t.db.query(`SELECT secret_ciphertext FROM totp_secrets WHERE user_id = $1`, [admin.user.id]);
      expect(row.secret_ciphertext).not.toContain(admin.totpSecret);
      expect(row.secret_ciphertext).toMatch(/^v1\./);
      const hashes: { code_hash: string }[] = await t.db.query(`SELECT code_hash FROM recovery_codes WHERE user_id = $1`, [admin.user.id]);
      expect(hashes).toHaveLength(10);
      const stored = hashes.map((h) => h.code_hash).join(' ');
      for (const code of admin.recoveryCodes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace('-', ''));
      }
    });

    it('refuses a challenge that is forged, for the other step, or an access token in its place', async () => {
      const { user } = await newAdmin();
      const { challenge } = await challengeFor(user.email);
      const advertiser = await createAdvertiser(t);
      for (const bad of [`${challenge}x`, 'not-a-token', advertiser.token]) {
        const res = await t.http().post('/api/auth/signin/enrol').send({ challenge: bad }).expect(401);
        expect(res.body.message).toBe(MESSAGES.challengeExpired);
      }
      // An enrolment challenge is not a code challenge, and no challenge is a bearer token.
      expect((await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: '123456' }).expect(401)).body.message).toBe(MESSAGES.challengeExpired);
      await t.http().get('/api/admin/me').set('Authorization', `Bearer ${challenge}`).expect(401);
      expect((await t.http().post('/api/auth/signin/two-factor').send({ code: '123456' }).expect(400)).body.message).toBe(MESSAGES.challengeExpired);
      expect((await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: '' }).expect(400)).body.message).toBe(MESSAGES.codeRequired);
    });
  });

  describe('an unenrolled admin reaches nothing but enrolment', () => {
    function adminRoutes(): { method: 'get' | 'post' | 'put' | 'delete'; path: string }[] {
      const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
      return router.stack.flatMap((layer) =>
        typeof layer.route?.path === 'string' && layer.route.path.startsWith('/api/admin')
          ? Object.keys(layer.route!.methods)
              .filter((method): method is 'get' | 'post' | 'put' | 'delete' => ['get', 'post', 'put', 'delete'].includes(method))
              .map((method) => ({ method, path: layer.route!.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000') }))
          : [],
      );
    }

    it('answers 403 on every admin route to a superadmin whose session has no second factor', async () => {
      const unenrolled = await createAdmin(t, { isSuperadmin: true, canVerifyProfiles: true }, { enrolled: false });
      const routes = adminRoutes();
      expect(routes.length).toBeGreaterThan(50);
      for (const route of routes) {
        const res = await t.http()[route.method](route.path).set(unenrolled.auth).send({});
        expect({ route, status: res.status, message: res.body.message }).toEqual({ route, status: 403, message: MESSAGES.required });
      }
    });

    it('still refuses a password-only session after the admin turns two-factor sign-in on with it: only a new sign-in counts', async () => {
      const unenrolled = await createAdmin(t, {}, { enrolled: false });
      const { secret } = (await t.http().post('/api/auth/two-factor/setup').set(unenrolled.auth).expect(200)).body;
      await t.http().post('/api/auth/two-factor/setup/confirm').set(unenrolled.auth).send({ code: await totpCode(secret) }).expect(200);
      expect((await t.http().get('/api/admin/me').set(unenrolled.auth).expect(403)).body.message).toBe(MESSAGES.required);
      const { challenge, twoFactor } = await challengeFor(unenrolled.user.email);
      expect(twoFactor).toBe('code');
      const res = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: await totpCode(secret, 1) }).expect(200);
      await t.http().get('/api/admin/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    });

    it('refuses an enrolled admin whose session predates their second factor (an advertiser promoted to admin)', async () => {
      const advertiser = await createAdvertiser(t);
      const { secret } = (await t.http().post('/api/auth/two-factor/setup').set(advertiser.auth).expect(200)).body;
      await t.http().post('/api/auth/two-factor/setup/confirm').set(advertiser.auth).send({ code: await totpCode(secret) }).expect(200);
      await t.db.getRepository(AdminUser).save({ userId: advertiser.user.id, canVerifyProfiles: true, isSuperadmin: false });
      expect((await t.http().get('/api/admin/profiles').set(advertiser.auth).expect(403)).body.message).toBe(MESSAGES.required);
    });
  });

  describe('signing in with a code', () => {
    it('asks an enrolled admin for a code, and starts the session only with the right one', async () => {
      const admin = await createAdmin(t);
      const { twoFactor, challenge } = await challengeFor(admin.user.email);
      expect(twoFactor).toBe('code');
      const wrong = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: '12345' }).expect(401);
      expect(wrong.body.message).toBe(MESSAGES.invalidCode);
      const code = await totpCode(admin.totpSecret!, 1);
      const res = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: `${code.slice(0, 3)} ${code.slice(3)}` }).expect(200);
      refreshCookie(res);
      expect(res.body).toMatchObject({ user: { id: admin.user.id }, admin: { is_superadmin: false }, accessToken: expect.any(String) });
      expect((await sessionsOf(admin.user.id)).map((s) => s.second_factor)).toEqual(['totp', 'totp']);
    });

    it('refuses a code that was already used (replay), from a new challenge too', async () => {
      const admin = await createAdmin(t);
      const { challenge } = await challengeFor(admin.user.email);
      const code = await totpCode(admin.totpSecret!, 1);
      await t.http().post('/api/auth/signin/two-factor').send({ challenge, code }).expect(200);
      const next = await challengeFor(admin.user.email);
      const replay = await t.http().post('/api/auth/signin/two-factor').send({ challenge: next.challenge, code }).expect(401);
      expect(replay.body.message).toBe(MESSAGES.codeUsed);
      // The code of the enrolment, one step earlier, is older than the last one used: refused as well.
      const earlier = await t.http().post('/api/auth/signin/two-factor').send({ challenge: next.challenge, code: await totpCode(admin.totpSecret!) }).expect(401);
      expect(earlier.body.message).toBe(MESSAGES.codeUsed);
    });

    it('starts one session from a challenge: completing it again, even with another good code, is refused and uses nothing up', async () => {
      const admin = await createAdmin(t);
      const { challenge } = await challengeFor(admin.user.email);
      await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: await totpCode(admin.totpSecret!, 1) }).expect(200);
      const again = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: admin.recoveryCodes[0] }).expect(401);
      expect(again.body.message).toBe(MESSAGES.challengeExpired);
      expect((await sessionsOf(admin.user.id)).length).toBe(2);
      expect((await t.http().get('/api/auth/two-factor').set(admin.auth).expect(200)).body.recoveryCodesLeft).toBe(10);
    });

    it('lets one of two completions of a challenge at once through, each with its own good code', async () => {
      const admin = await createAdmin(t);
      const { challenge } = await challengeFor(admin.user.email);
      const results = await Promise.all(
        [await totpCode(admin.totpSecret!, 1), admin.recoveryCodes[0]].map((code) => t.http().post('/api/auth/signin/two-factor').send({ challenge, code })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      expect(results.find((r) => r.status === 401)!.body.message).toBe(MESSAGES.challengeExpired);
      expect((await sessionsOf(admin.user.id)).length).toBe(2);
      // The losing code was not used up: either the step or the recovery code is still there for the next sign-in.
      const left = (await t.http().get('/api/auth/two-factor').set(admin.auth).expect(200)).body.recoveryCodesLeft;
      expect(left).toBe(results[0].status === 200 ? 10 : 9);
    });

    it("dies when the account's password changes, whoever changes it", async () => {
      const admin = await createAdmin(t);
      const before = await challengeFor(admin.user.email);
      await t.http().put('/api/auth/password').set(admin.auth).send({ currentPassword: FACTORY_PASSWORD, newPassword: 'Another-Pass-2026', confirmPassword: 'Another-Pass-2026' }).expect(200);
      const stale = await t.http().post('/api/auth/signin/two-factor').send({ challenge: before.challenge, code: await totpCode(admin.totpSecret!, 1) }).expect(401);
      expect(stale.body.message).toBe(MESSAGES.challengeExpired);

      const root = await createAdmin(t, { isSuperadmin: true });
      const enrolling = await createAdmin(t, {}, { enrolled: false });
      const { challenge } = await challengeFor(enrolling.user.email);
      const { secret } = (await t.http().post('/api/auth/signin/enrol').send({ challenge }).expect(200)).body;
      await t.http().post(`/api/admin/users/${enrolling.user.id}/password`).set(root.auth).send({ password: 'Set-By-Root-2026' }).expect(200);
      const refused = await t.http().post('/api/auth/signin/enrol/confirm').send({ challenge, code: await totpCode(secret) }).expect(401);
      expect(refused.body.message).toBe(MESSAGES.challengeExpired);
      expect((await t.http().post('/api/auth/signin/enrol').send({ challenge }).expect(401)).body.message).toBe(MESSAGES.challengeExpired);
    });

    it('lets only one of two parallel sign-ins with the same code through', async () => {
      const admin = await createAdmin(t);
      const { challenge } = await challengeFor(admin.user.email);
      const code = await totpCode(admin.totpSecret!, 1);
      const results = await Promise.all([0, 1, 2].map(() => t.http().post('/api/auth/signin/two-factor').send({ challenge, code })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    });

    it('refuses a code two steps away', async () => {
      const admin = await createAdmin(t);
      const { challenge } = await challengeFor(admin.user.email);
      const res = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: await totpCode(admin.totpSecret!, 2) }).expect(401);
      expect(res.body.message).toBe(MESSAGES.invalidCode);
    });

    it('signs in with a recovery code once (any case, with or without the hyphen), then refuses it', async () => {
      const admin = await createAdmin(t);
      const [first, second] = admin.recoveryCodes;
      const { challenge } = await challengeFor(admin.user.email);
      const res = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: first.toUpperCase() }).expect(200);
      await t.http().get('/api/admin/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
      expect((await sessionsOf(admin.user.id)).map((s) => s.second_factor)).toEqual(['totp', 'recovery_code']);
      const next = await challengeFor(admin.user.email);
      const again = await t.http().post('/api/auth/signin/two-factor').send({ challenge: next.challenge, code: first }).expect(401);
      expect(again.body.message).toBe(MESSAGES.recoveryCodeUsed);
      await t.http().post('/api/auth/signin/two-factor').send({ challenge: next.challenge, code: second.replace('-', '') }).expect(200);
      const status = await t.http().get('/api/auth/two-factor').set(admin.auth).expect(200);
      expect(status.body).toEqual({ enabled: true, required: true, recoveryCodesLeft: 8 });
    });

    it("refuses another account's recovery code", async () => {
      const [one, other] = [await createAdmin(t), await createAdmin(t)];
      const { challenge } = await challengeFor(one.user.email);
      const res = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: other.recoveryCodes[0] }).expect(401);
      expect(res.body.message).toBe(MESSAGES.invalidCode);
    });

    it('counts wrong codes like wrong passwords: after the free attempts even the right code waits', async () => {
      const admin = await createAdmin(t);
      const { challenge } = await challengeFor(admin.user.email); // a right password does not clear the count while a code is owed
      for (let i = 0; i < 4; i += 1) await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: '000000' === (await totpCode(admin.totpSecret!, 1)) ? '999999' : '000000' }).expect(401);
      const locked = await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: await totpCode(admin.totpSecret!, 1) }).expect(429);
      expect(locked.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in \d+ seconds\.$/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      await signin(t, admin.user.email, FACTORY_PASSWORD).expect(429);
      expect((await sessionsOf(admin.user.id)).length).toBe(1);
    });

    it('limits the second step per address', async () => {
      const from = { 'X-Forwarded-For': '198.51.100.23' };
      for (let i = 0; i < 100; i += 1) await t.http().post('/api/auth/signin/two-factor').set(from).send({ challenge: 'x', code: '123456' }).expect(401);
      const res = await t.http().post('/api/auth/signin/two-factor').set(from).send({ challenge: 'x', code: '123456' }).expect(429);
      expect(res.body.message).toMatch(/^Too many sign-in attempts from your network\. Please try again in \d+ minutes\.$/);
    });
  });

  describe("a superadmin resets another admin's second factor", () => {
    it('deletes it, ends their sessions, audits who and when, and sends them to enrol at the next sign-in', async () => {
      const root = await createAdmin(t, { isSuperadmin: true });
      const desk = await createAdmin(t, { canVerifyProfiles: true });
      const before = Date.now();
      const res = await t.http().post(`/api/admin/admins/${desk.admin.id}/reset-two-factor`).set(root.auth).expect(200);
      expect(res.body).toEqual({ message: MESSAGES.reset, admin: expect.objectContaining({ id: desk.admin.id, email: desk.user.email, two_factor_enabled: false }) });
      await t.http().get('/api/admin/me').set(desk.auth).expect(401);
      expect(await t.db.query(`SELECT 1 FROM totp_secrets WHERE user_id = $1 UNION ALL SELECT 1 FROM recovery_codes WHERE user_id = $1`, [desk.user.id])).toEqual([]);
      const entry = await t.db.getRepository(AuditLogEntry).findOneByOrFail({ action: 'admin.two_factor_reset', targetId: desk.admin.id });
      expect(entry).toMatchObject({ adminUserId: root.user.id, adminEmail: root.user.email, targetType: 'admin', details: { email: desk.user.email } });
      expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const listed = await t.http().get('/api/admin/admins').set(root.auth).expect(200);
      expect(listed.body.find((a: { id: string }) => a.id === desk.admin.id).two_factor_enabled).toBe(false);
      expect(listed.body.find((a: { id: string }) => a.id === root.admin.id).two_factor_enabled).toBe(true);
      expect((await challengeFor(desk.user.email)).twoFactor).toBe('enrol');
    });

    it('is refused to an admin who is not a superadmin, for their own account, and for an unknown admin', async () => {
      const root = await createAdmin(t, { isSuperadmin: true });
      const desk = await createAdmin(t, { canVerifyProfiles: true });
      const refused = await t.http().post(`/api/admin/admins/${root.admin.id}/reset-two-factor`).set(desk.auth).expect(403);
      expect(refused.body.message).toBe('You do not have permission to do this');
      const own = await t.http().post(`/api/admin/admins/${root.admin.id}/reset-two-factor`).set(root.auth).expect(400);
      expect(own.body.message).toBe(MESSAGES.cannotResetOwn);
      await t.http().post('/api/admin/admins/00000000-0000-4000-8000-000000000000/reset-two-factor').set(root.auth).expect(404);
      expect(await t.db.query(`SELECT 1 FROM totp_secrets WHERE user_id = ANY($1::uuid[]) AND confirmed_at IS NOT NULL`, [[root.user.id, desk.user.id]])).toHaveLength(2);
      expect(await t.db.getRepository(AuditLogEntry).countBy({ action: 'admin.two_factor_reset', targetId: root.admin.id })).toBe(0);
    });
  });

  describe('recovery codes', () => {
    it('gives an admin ten new codes for their password and a code from the app; the old ones stop working', async () => {
      const admin = await createAdmin(t);
      const code = await totpCode(admin.totpSecret!, 1);
      const wrong = await t.http().post('/api/auth/two-factor/recovery-codes').set(admin.auth).send({ password: 'not-my-password', code }).expect(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const res = await t.http().post('/api/auth/two-factor/recovery-codes').set(admin.auth).send({ password: FACTORY_PASSWORD, code }).expect(200);
      expect(res.body.message).toBe(MESSAGES.regenerated);
      expect(res.body.recoveryCodes).toHaveLength(10);
      const { challenge } = await challengeFor(admin.user.email);
      expect((await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: admin.recoveryCodes[0] }).expect(401)).body.message).toBe(MESSAGES.invalidCode);
      await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: res.body.recoveryCodes[0] }).expect(200);
    });

    it.each(['an advertiser', 'an admin'])('will not make new codes for %s with the password alone, nor with a recovery code', async (who) => {
      let account: { auth: Record<string, string>; user: { id: string } };
      let secret: string;
      let recoveryCodes: string[];
      if (who === 'an admin') {
        const admin = await createAdmin(t);
        [account, secret, recoveryCodes] = [admin, admin.totpSecret!, admin.recoveryCodes];
      } else {
        account = await createAdvertiser(t);
        secret = (await t.http().post('/api/auth/two-factor/setup').set(account.auth).expect(200)).body.secret;
        recoveryCodes = (await t.http().post('/api/auth/two-factor/setup/confirm').set(account.auth).send({ code: await totpCode(secret) }).expect(200)).body.recoveryCodes;
      }
      const renew = (body: Record<string, string>) => t.http().post('/api/auth/two-factor/recovery-codes').set(account.auth).send(body);

      expect((await renew({ password: FACTORY_PASSWORD }).expect(400)).body.message).toBe(MESSAGES.authenticatorCodeRequired);
      expect((await renew({ password: FACTORY_PASSWORD, code: recoveryCodes[0] }).expect(400)).body.message).toBe(MESSAGES.authenticatorCodeRequired);
      const wrong = '000000' === (await totpCode(secret, 1)) ? '999999' : '000000';
      expect((await renew({ password: FACTORY_PASSWORD, code: wrong }).expect(400)).body.message).toBe(MESSAGES.invalidCode);
      expect((await t.http().get('/api/auth/two-factor').set(account.auth).expect(200)).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
      expect(await t.db.query(`SELECT 1 FROM recovery_codes WHERE user_id = $1 AND used_at IS NOT NULL`, [account.user.id])).toEqual([]);
    });
  });

  describe("the owner's data export", () => {
    it('says whether two-factor sign-in is on and how each sign-in was completed, never the secret or the codes', async () => {
      const admin = await createAdmin(t);
      const account = await t.app.get(AccountsService).exportAccount(admin.user.id);
      expect(account!.two_factor).toEqual({ enabled: true, enabled_at: expect.any(String), unused_recovery_codes: 10 });
      expect(JSON.stringify(account)).not.toContain(admin.totpSecret);
      expect((await t.app.get(SessionsService).exportSessions(admin.user.id)).map((s) => s.second_factor)).toEqual(['totp']);
      const advertiser = await createAdvertiser(t);
      expect((await t.app.get(AccountsService).exportAccount(advertiser.user.id))!.two_factor).toEqual({ enabled: false, enabled_at: null, unused_recovery_codes: 0 });
    });
  });

  describe('advertisers may turn it on and off', () => {
    it('is off until turned on; sign-in then asks for a code', async () => {
      const advertiser = await createAdvertiser(t);
      expect((await t.http().get('/api/auth/two-factor').set(advertiser.auth).expect(200)).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
      expect((await signin(t, advertiser.user.email, FACTORY_PASSWORD).expect(200)).body.accessToken).toEqual(expect.any(String));

      const { secret } = (await t.http().post('/api/auth/two-factor/setup').set(advertiser.auth).expect(200)).body;
      const bad = await t.http().post('/api/auth/two-factor/setup/confirm').set(advertiser.auth).send({ code: 'abcdef' }).expect(400);
      expect(bad.body.message).toBe(MESSAGES.invalidCode);
      const on = await t.http().post('/api/auth/two-factor/setup/confirm').set(advertiser.auth).send({ code: await totpCode(secret) }).expect(200);
      expect(on.body).toEqual({ message: MESSAGES.enabled, recoveryCodes: expect.any(Array) });
      expect(on.body.recoveryCodes).toHaveLength(10);
      expect((await t.http().get('/api/auth/two-factor').set(advertiser.auth).expect(200)).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
      expect((await t.http().post('/api/auth/two-factor/setup').set(advertiser.auth).expect(409)).body.message).toBe(MESSAGES.alreadyOn);

      const first = await signin(t, advertiser.user.email, FACTORY_PASSWORD).expect(200);
      expect(first.body).toEqual({ twoFactor: 'code', challenge: expect.any(String) });
      const res = await t.http().post('/api/auth/signin/two-factor').send({ challenge: first.body.challenge, code: await totpCode(secret, 1) }).expect(200);
      expect(res.body).toMatchObject({ user: { id: advertiser.user.id }, profile: { id: advertiser.profile.id }, admin: null });
      await t.http().get('/api/profiles/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    });

    it("ends the account's other sessions when turned on, and keeps the one that turned it on", async () => {
      const advertiser = await createAdvertiser(t);
      const elsewhere = await signin(t, advertiser.user.email, FACTORY_PASSWORD).expect(200);
      const { secret } = (await t.http().post('/api/auth/two-factor/setup').set(advertiser.auth).expect(200)).body;
      await t.http().post('/api/auth/two-factor/setup/confirm').set(advertiser.auth).send({ code: await totpCode(secret) }).expect(200);
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${elsewhere.body.accessToken}`).expect(401);
      await t.http().post('/api/auth/refresh').set('Cookie', refreshCookie(elsewhere)).expect(401);
      await t.http().get('/api/auth/me').set(advertiser.auth).expect(200);
      const [ended] = await t.db.query(`SELECT revoked_reason FROM sessions WHERE user_id = $1 AND id <> $2`, [advertiser.user.id, advertiser.sessionId]);
      expect(ended.revoked_reason).toBe('two_factor_enabled');
    });

    it("ends an admin's password-only sessions when they enrol at sign-in", async () => {
      const unenrolled = await createAdmin(t, {}, { enrolled: false });
      await t.http().get('/api/auth/me').set(unenrolled.auth).expect(200);
      const { res } = await signInAdminOverHttp(t, unenrolled.user.email, FACTORY_PASSWORD);
      await t.http().get('/api/auth/me').set(unenrolled.auth).expect(401);
      await t.http().get('/api/admin/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    });

    it('turns off with the password and a code, and sign-in stops asking', async () => {
      const advertiser = await createAdvertiser(t);
      const { secret } = (await t.http().post('/api/auth/two-factor/setup').set(advertiser.auth).expect(200)).body;
      const { recoveryCodes } = (await t.http().post('/api/auth/two-factor/setup/confirm').set(advertiser.auth).send({ code: await totpCode(secret) }).expect(200)).body;

      const cases: [Record<string, string>, string][] = [
        [{ code: '123456' }, 'Please enter your current password'],
        [{ password: FACTORY_PASSWORD }, MESSAGES.codeRequired],
        [{ password: 'wrong-password', code: await totpCode(secret, 1) }, 'Current password is incorrect'],
        [{ password: FACTORY_PASSWORD, code: '000000' === (await totpCode(secret, 1)) ? '999999' : '000000' }, MESSAGES.invalidCode],
      ];
      for (const [body, message] of cases) {
        await resetRateLimits(t);
        expect((await t.http().post('/api/auth/two-factor/disable').set(advertiser.auth).send(body).expect(400)).body.message).toBe(message);
      }
      expect((await t.http().get('/api/auth/two-factor').set(advertiser.auth).expect(200)).body.enabled).toBe(true);

      const off = await t.http().post('/api/auth/two-factor/disable').set(advertiser.auth).send({ password: FACTORY_PASSWORD, code: recoveryCodes[0] }).expect(200);
      expect(off.body).toEqual({ message: MESSAGES.disabled });
      expect(await t.db.query(`SELECT 1 FROM totp_secrets WHERE user_id = $1 UNION ALL SELECT 1 FROM recovery_codes WHERE user_id = $1`, [advertiser.user.id])).toEqual([]);
      expect((await signin(t, advertiser.user.email, FACTORY_PASSWORD).expect(200)).body.accessToken).toEqual(expect.any(String));
      const again = await t.http().post('/api/auth/two-factor/disable').set(advertiser.auth).send({ password: FACTORY_PASSWORD, code: '123456' }).expect(400);
      expect(again.body.message).toBe(MESSAGES.notOn);
    });

    it('does not let a stolen session guess codes past the slow-down by repeating the password', async () => {
      const advertiser = await createAdvertiser(t);
      const { secret } = (await t.http().post('/api/auth/two-factor/setup').set(advertiser.auth).expect(200)).body;
      await t.http().post('/api/auth/two-factor/setup/confirm').set(advertiser.auth).send({ code: await totpCode(secret) }).expect(200);
      const wrong = '000000' === (await totpCode(secret, 1)) ? '999999' : '000000';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await t.http().post('/api/auth/two-factor/disable').set(advertiser.auth).send({ password: FACTORY_PASSWORD, code: wrong })).status);
      expect(statuses).toEqual([400, 400, 429, 429]);
    });

    it('does not let an admin turn it off', async () => {
      const admin = await createAdmin(t);
      const res = await t.http().post('/api/auth/two-factor/disable').set(admin.auth).send({ password: FACTORY_PASSWORD, code: admin.recoveryCodes[0] }).expect(403);
      expect(res.body.message).toBe(MESSAGES.adminCannotDisable);
      expect((await t.http().get('/api/auth/two-factor').set(admin.auth).expect(200)).body).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    });

    it('answers 401 to the settings without a session', async () => {
      await t.http().get('/api/auth/two-factor').expect(401);
      await t.http().post('/api/auth/two-factor/setup').expect(401);
    });
  });
});
