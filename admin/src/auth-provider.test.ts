import { ADMIN_ME, apiError, fakeApi, reply } from '../test/fake-api';

type AuthModule = typeof import('./auth-provider');

function load(): AuthModule {
  jest.resetModules();
  return require('./auth-provider');
}

const CREDENTIALS = { email: ' admin@kiwicompanions.test ', password: 'AdminDemo2026!' };
const signedIn = () => reply(200, { user: ADMIN_ME.user, profile: null, admin: ADMIN_ME.admin, accessToken: 'access-1' });

describe('auth provider', () => {
  beforeEach(() => localStorage.clear());

  describe('login', () => {
    const challenge = (twoFactor: 'code' | 'enrol') => () => reply(200, { twoFactor, challenge: `challenge-${twoFactor}` });

    it('asks for the second step after the password; the code signs in, checks the admin row and stores admin_logged_in and admin_permissions', async () => {
      const { authProvider, startSignIn } = load();
      const api = fakeApi({
        'POST /api/auth/signin': challenge('code'),
        'POST /api/auth/signin/two-factor': signedIn,
        'GET /api/admin/me': (req) => (req.headers.get('Authorization') === 'Bearer access-1' ? reply(200, ADMIN_ME) : apiError(401, 'Not authenticated')),
      });

      await expect(startSignIn(CREDENTIALS.email, CREDENTIALS.password)).resolves.toEqual({ twoFactor: 'code', challenge: 'challenge-code' });
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
      await authProvider.login({ challenge: 'challenge-code', code: ' 123456 ' });

      expect(api.calls[0].body).toEqual({ email: 'admin@kiwicompanions.test', password: 'AdminDemo2026!' });
      expect(api.callsTo('POST /api/auth/signin/two-factor')[0].body).toEqual({ challenge: 'challenge-code', code: '123456' });
      expect(localStorage.getItem('admin_logged_in')).toBe('true');
      expect(JSON.parse(localStorage.getItem('admin_permissions')!)).toEqual({ can_verify_profiles: true, is_superadmin: true });
      expect(await authProvider.getIdentity!()).toEqual({ id: 'u-admin', fullName: 'admin@kiwicompanions.test' });
    });

    it("shows the server's words for a wrong or used code and opens no session", async () => {
      const { authProvider } = load();
      fakeApi({ 'POST /api/auth/signin/two-factor': () => apiError(401, 'That code has already been used. Please wait for the next code in your authenticator app.') });

      await expect(authProvider.login({ challenge: 'c', code: '123456' })).rejects.toThrow('That code has already been used. Please wait for the next code in your authenticator app.');
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
    });

    it('enrols an admin without two-factor sign-in: the secret, then the first code opens the session and answers the recovery codes', async () => {
      const { startSignIn, startEnrolment, confirmEnrolment } = load();
      const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
      const api = fakeApi({
        'POST /api/auth/signin': challenge('enrol'),
        'POST /api/auth/signin/enrol': () => reply(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }),
        'POST /api/auth/signin/enrol/confirm': () => reply(200, { user: ADMIN_ME.user, profile: null, admin: ADMIN_ME.admin, accessToken: 'access-1', recoveryCodes: codes }),
        'GET /api/admin/me': () => reply(200, ADMIN_ME),
      });

      const { challenge: token } = await startSignIn(CREDENTIALS.email, CREDENTIALS.password);
      await expect(startEnrolment(token)).resolves.toMatchObject({ secret: 'JBSWY3DPEHPK3PXP' });
      await expect(confirmEnrolment(token, '654321')).resolves.toEqual(codes);

      expect(api.callsTo('POST /api/auth/signin/enrol/confirm')[0].body).toEqual({ challenge: 'challenge-enrol', code: '654321' });
      expect(localStorage.getItem('admin_logged_in')).toBe('true');
    });

    it("answers 'Invalid email or password' for wrong credentials", async () => {
      const { startSignIn } = load();
      fakeApi({ 'POST /api/auth/signin': () => apiError(401, 'Invalid login credentials') });

      await expect(startSignIn(CREDENTIALS.email, CREDENTIALS.password)).rejects.toThrow('Invalid email or password');
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
    });

    it("answers 'You do not have admin access' to an account that gets a session without a second step, and signs it out again", async () => {
      const { startSignIn } = load();
      const api = fakeApi({
        'POST /api/auth/signin': () => reply(200, { user: { id: 'u1', email: 'demo@kiwicompanions.test' }, profile: {}, admin: null, accessToken: 't' }),
        'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }),
      });

      await expect(startSignIn(CREDENTIALS.email, CREDENTIALS.password)).rejects.toThrow('You do not have admin access');
      expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
      expect(localStorage.getItem('admin_permissions')).toBeNull();
    });

    it("answers 'You do not have admin access' when the code signs in an account without an admin row, and signs it out again", async () => {
      const { authProvider } = load();
      const api = fakeApi({
        'POST /api/auth/signin/two-factor': signedIn,
        'GET /api/admin/me': () => apiError(403, 'You do not have admin access'),
        'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }),
      });

      await expect(authProvider.login({ challenge: 'c', code: '123456' })).rejects.toThrow('You do not have admin access');
      expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
    });

    it.each([
      ['the server fails', () => fakeApi({ 'POST /api/auth/signin': () => apiError(500, 'Internal server error') })],
      ['the network is down', () => { (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')); }],
    ])("answers 'An error occurred during login' when %s", async (_case, arrange) => {
      const { startSignIn } = load();
      arrange();

      await expect(startSignIn(CREDENTIALS.email, CREDENTIALS.password)).rejects.toThrow('An error occurred during login');
    });

    it("answers 'An error occurred during login' when the admin check after the code fails", async () => {
      const { authProvider } = load();
      fakeApi({
        'POST /api/auth/signin/two-factor': signedIn,
        'GET /api/admin/me': () => apiError(500, 'Internal server error'),
        'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }),
      });

      await expect(authProvider.login({ challenge: 'c', code: '123456' })).rejects.toThrow('An error occurred during login');
    });
  });

  describe('checkAuth (the admin guard)', () => {
    it('restores the session from the refresh cookie after a reload', async () => {
      const { authProvider } = load();
      const api = fakeApi({
        'POST /api/auth/refresh': () => reply(200, { accessToken: 'restored' }),
        'GET /api/admin/me': (req) => (req.headers.get('Authorization') === 'Bearer restored' ? reply(200, ADMIN_ME) : apiError(401, 'Not authenticated')),
      });

      await Promise.all([authProvider.checkAuth({}), authProvider.getPermissions!({})]);
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();

      expect(api.callsTo('GET /api/admin/me')).toHaveLength(1);
      expect(localStorage.getItem('admin_logged_in')).toBe('true');
    });

    it('sends a visitor without a session to the login page', async () => {
      const { authProvider } = load();
      localStorage.setItem('admin_logged_in', 'true');
      fakeApi({ 'POST /api/auth/refresh': () => apiError(401, 'Not authenticated'), 'GET /api/admin/me': () => apiError(401, 'Not authenticated') });

      await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
    });

    it('sends a signed-in user without an admin row, or a failed check, to the unauthorized page', async () => {
      const { authProvider } = load();
      fakeApi({ 'POST /api/auth/refresh': () => reply(200, { accessToken: 'a' }), 'GET /api/admin/me': () => apiError(403, 'You do not have admin access') });
      await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/unauthorized' });

      const again = load();
      fakeApi({ 'POST /api/auth/refresh': () => reply(200, { accessToken: 'a' }), 'GET /api/admin/me': () => apiError(500, 'Internal server error') });
      await expect(again.authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/unauthorized' });
    });
  });

  it('sends a session without a second factor back to the login page and ends it', async () => {
    const { authProvider } = load();
    const api = fakeApi({
      'POST /api/auth/refresh': () => reply(200, { accessToken: 'old-session' }),
      'GET /api/admin/me': () => apiError(403, 'The back office needs two-factor sign-in. Please sign in again to set it up.'),
      'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }),
    });

    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
    expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
    await expect(
      authProvider.checkError({ status: 403, message: 'The back office needs two-factor sign-in. Please sign in again to set it up.' }),
    ).rejects.toEqual({ message: false, redirectTo: '/login' });
  });

  describe('checkError', () => {
    it('signs the admin out on a 401', async () => {
      const { authProvider } = load();
      fakeApi({ 'POST /api/auth/refresh': () => reply(200, { accessToken: 'a' }), 'GET /api/admin/me': () => reply(200, ADMIN_ME) });
      await authProvider.checkAuth({});

      await expect(authProvider.checkError({ status: 401, message: 'Not authenticated' })).rejects.toMatchObject({ redirectTo: '/login' });
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
    });

    it('ignores a 401 that races a sign-out, so the page the guard chose (Access Denied) stays', async () => {
      const { authProvider } = load();

      await expect(authProvider.checkError({ status: 401, message: 'Not authenticated' })).resolves.toBeUndefined();
    });

    it('sends a lost admin row to the unauthorized page but keeps a refused flag as a notification', async () => {
      const { authProvider } = load();

      await expect(authProvider.checkError({ status: 403, message: 'You do not have admin access' })).rejects.toMatchObject({
        redirectTo: '/unauthorized',
        logoutUser: false,
      });
      await expect(authProvider.checkError({ status: 403, message: 'You do not have permission to do this' })).resolves.toBeUndefined();
      await expect(authProvider.checkError({ status: 500, message: 'Boom' })).resolves.toBeUndefined();
    });
  });

  it('reads the permissions from the server flags, not from local storage', async () => {
    const { authProvider, canVerify } = load();
    localStorage.setItem('admin_permissions', JSON.stringify({ can_verify_profiles: true, is_superadmin: true }));
    fakeApi({
      'POST /api/auth/refresh': () => reply(200, { accessToken: 'a' }),
      'GET /api/admin/me': () => reply(200, { user: ADMIN_ME.user, admin: { can_verify_profiles: false, is_superadmin: false } }),
    });

    const permissions = await authProvider.getPermissions!({});

    expect(permissions).toEqual({ can_verify_profiles: false, is_superadmin: false });
    expect(canVerify(permissions)).toBe(false);
    expect(canVerify({ can_verify_profiles: false, is_superadmin: true })).toBe(true);
    expect(JSON.parse(localStorage.getItem('admin_permissions')!)).toEqual({ can_verify_profiles: false, is_superadmin: false });
  });

  it('does not remember an /admin/me answer that arrives after logout (a check that raced the sign-out)', async () => {
    const { authProvider } = load();
    let answerMe: () => void = () => undefined;
    let signedOut = false;
    fakeApi({
      'POST /api/auth/refresh': () => (signedOut ? apiError(401, 'Your session has expired. Please sign in again.') : reply(200, { accessToken: 'a' })),
      'GET /api/admin/me': (req) =>
        req.headers.has('Authorization')
          ? new Promise((resolve) => (answerMe = () => resolve(reply(200, ADMIN_ME))))
          : apiError(401, 'Not authenticated'),
      'POST /api/auth/signout': () => {
        signedOut = true;
        return reply(200, { message: 'You have been signed out' });
      },
    });
    const check = authProvider.checkAuth({});
    await new Promise((resolve) => setTimeout(resolve, 10));

    await authProvider.logout({});
    answerMe();

    await expect(check).rejects.toEqual({ message: false, redirectTo: '/login' });
    expect([localStorage.getItem('admin_logged_in'), localStorage.getItem('admin_permissions')]).toEqual([null, null]);
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
  });

  it('logout ends the session on the server and clears both keys', async () => {
    const { authProvider } = load();
    localStorage.setItem('admin_logged_in', 'true');
    localStorage.setItem('admin_permissions', '{}');
    const api = fakeApi({ 'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }) });

    await authProvider.logout({});

    expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
    expect(localStorage.getItem('admin_logged_in')).toBeNull();
    expect(localStorage.getItem('admin_permissions')).toBeNull();
  });
});
