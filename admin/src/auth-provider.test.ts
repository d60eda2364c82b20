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
    it('signs in, checks the admin row and stores admin_logged_in and admin_permissions', async () => {
      const { authProvider } = load();
      const api = fakeApi({
        'POST /api/auth/signin': signedIn,
        'GET /api/admin/me': (req) => (req.headers.get('Authorization') === 'Bearer access-1' ? reply(200, ADMIN_ME) : apiError(401, 'Not authenticated')),
      });

      await authProvider.login(CREDENTIALS);

      expect(api.calls[0].body).toEqual({ email: 'admin@kiwicompanions.test', password: 'AdminDemo2026!' });
      expect(localStorage.getItem('admin_logged_in')).toBe('true');
      expect(JSON.parse(localStorage.getItem('admin_permissions')!)).toEqual({ can_verify_profiles: true, is_superadmin: true });
      expect(await authProvider.getIdentity!()).toEqual({ id: 'u-admin', fullName: 'admin@kiwicompanions.test' });
    });

    it("answers 'Invalid email or password' for wrong credentials", async () => {
      const { authProvider } = load();
      fakeApi({ 'POST /api/auth/signin': () => apiError(401, 'Invalid login credentials') });

      await expect(authProvider.login(CREDENTIALS)).rejects.toThrow('Invalid email or password');
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
    });

    it("answers 'You do not have admin access' for a user without an admin row and signs them out again", async () => {
      const { authProvider } = load();
      const api = fakeApi({
        'POST /api/auth/signin': signedIn,
        'GET /api/admin/me': () => apiError(403, 'You do not have admin access'),
        'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }),
      });

      await expect(authProvider.login(CREDENTIALS)).rejects.toThrow('You do not have admin access');
      expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
      expect(localStorage.getItem('admin_logged_in')).toBeNull();
      expect(localStorage.getItem('admin_permissions')).toBeNull();
    });

    it.each([
      ['the server fails', () => fakeApi({ 'POST /api/auth/signin': () => apiError(500, 'Internal server error') })],
      ['the network is down', () => { (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')); }],
      ['the admin check fails', () => fakeApi({
        'POST /api/auth/signin': signedIn,
        'GET /api/admin/me': () => apiError(500, 'Internal server error'),
        'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }),
      })],
    ])("answers 'An error occurred during login' when %s", async (_case, arrange) => {
      const { authProvider } = load();
      arrange();

      await expect(authProvider.login(CREDENTIALS)).rejects.toThrow('An error occurred during login');
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
