import { AuthMessages, isTwoFactorChallenge, TwoFactorMessages } from 'contract';
import type { RecoveryCodes, Session, SignInAnswer, TotpEnrolment, TwoFactorChallenge } from 'contract';
import type { AuthProvider } from 'ra-core';
import { errorMessage, statusOf } from './error-message';
import { API_URL, apiCall, setAccessToken } from './http-client';

export const LOGGED_IN_KEY = 'admin_logged_in';
export const PERMISSIONS_KEY = 'admin_permissions';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password',
  notAdmin: AuthMessages.notAdmin,
  failed: 'An error occurred during login',
} as const;

export interface AdminPermissions {
  can_verify_profiles: boolean;
  is_superadmin: boolean;
}

interface AdminMe {
  user: { id: string; email: string };
  admin: AdminPermissions;
}

// Filled from GET /api/admin/me once per page load; the server stays the judge of every action.
let current: AdminMe | null = null;
let loading: Promise<AdminMe> | null = null;
// Counts dropped sessions, so an /admin/me answer that arrives after a sign-out is not remembered.
let sessionEpoch = 0;

function remember(me: AdminMe): void {
  current = me;
  const permissions: AdminPermissions = {
    can_verify_profiles: me.admin.can_verify_profiles,
    is_superadmin: me.admin.is_superadmin,
  };
  localStorage.setItem(LOGGED_IN_KEY, 'true');
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
}

/** Drops the session kept in this page (memory and local storage). */
export function forgetSession(): void {
  sessionEpoch += 1;
  current = null;
  loading = null;
  setAccessToken(null);
  localStorage.removeItem(LOGGED_IN_KEY);
  localStorage.removeItem(PERMISSIONS_KEY);
}

async function signOutOnServer(): Promise<void> {
  try {
    await fetch(`${API_URL}/auth/signout`, { method: 'POST', credentials: 'same-origin' });
  } catch {
    // The local session is cleared anyway; the refresh cookie expires on its own.
  }
}

/** Restores the admin session from the refresh cookie; rejects with the HTTP error when it cannot. */
export function loadAdmin(): Promise<AdminMe> {
  if (current) return Promise.resolve(current);
  // react-admin asks checkAuth and getPermissions at the same time on a fresh page: one request serves both.
  if (loading) return loading;
  const epoch = sessionEpoch;
  const request: Promise<AdminMe> = apiCall<AdminMe>('/admin/me')
    .then((me) => {
      // Asked before a sign-out that has since ended the session: the answer describes a session that is gone.
      if (epoch !== sessionEpoch) throw Object.assign(new Error('Signed out'), { status: 401 });
      remember(me);
      return me;
    })
    .finally(() => {
      if (loading === request) loading = null;
    });
  loading = request;
  return request;
}

/** A POST to a sign-in route (no bearer token yet); throws the server's message for a 4xx, `failed` otherwise. */
async function postSignIn<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(LOGIN_MESSAGES.failed);
  }
  const json = await res.json().catch(() => undefined);
  if (!res.ok) throw Object.assign(new Error(res.status < 500 ? errorMessage({ body: json }, LOGIN_MESSAGES.failed) : LOGIN_MESSAGES.failed), { status: res.status });
  return json as T;
}

/** Makes a session the server just issued this page's, once /admin/me confirms the admin row. */
async function openSession(accessToken: string | undefined): Promise<void> {
  if (!accessToken) throw new Error(LOGIN_MESSAGES.failed);
  current = null;
  setAccessToken(accessToken);
  try {
    await loadAdmin();
  } catch (error) {
    // A signed-in user without an admin row must not keep a session opened from the admin login.
    await signOutOnServer();
    forgetSession();
    throw new Error(statusOf(error) === 403 ? LOGIN_MESSAGES.notAdmin : LOGIN_MESSAGES.failed);
  }
}

/**
 * The password step of /admin/login (spec §8's messages). Every admin continues with a second factor: a
 * code, or enrolment for an admin who has none yet. An account that gets a session straight away has no admin row.
 */
export async function startSignIn(email: string, password: string): Promise<TwoFactorChallenge> {
  let answer: SignInAnswer;
  try {
    answer = await postSignIn<SignInAnswer>('/auth/signin', { email: email.trim(), password });
  } catch (error) {
    throw new Error(statusOf(error) === 401 ? LOGIN_MESSAGES.invalid : LOGIN_MESSAGES.failed);
  }
  if (isTwoFactorChallenge(answer)) return answer;
  await signOutOnServer();
  forgetSession();
  throw new Error(LOGIN_MESSAGES.notAdmin);
}

/** An admin without two-factor sign-in, past the password: the secret to add to an authenticator app. */
export function startEnrolment(challenge: string): Promise<TotpEnrolment> {
  return postSignIn<TotpEnrolment>('/auth/signin/enrol', { challenge });
}

/** The app's first code turns two-factor sign-in on and opens the session; answers the recovery codes, shown once. */
export async function confirmEnrolment(challenge: string, code: string): Promise<string[]> {
  const done = await postSignIn<Session & { recoveryCodes: string[] }>('/auth/signin/enrol/confirm', { challenge, code: code.trim() });
  await openSession(done.accessToken);
  return done.recoveryCodes;
}

/** Ten new recovery codes for the signed-in admin's password and a code from their app (not a recovery code); the old ones stop working. */
export function regenerateRecoveryCodes({ password, code }: { password: string; code: string }): Promise<RecoveryCodes> {
  return apiCall<RecoveryCodes>('/auth/two-factor/recovery-codes', { method: 'POST', body: { password, code: code.trim() } });
}

/** The server's refusal of a session without a second factor: sign in again (and enrol). */
function needsTwoFactor(error: unknown): boolean {
  return statusOf(error) === 403 && (error as { message?: string } | null)?.message === TwoFactorMessages.required;
}

/** A superadmin holds every flag (the server's AdminGuard lets superadmins through every flag check). */
export function canVerify(permissions: AdminPermissions | undefined): boolean {
  return !!permissions && (permissions.can_verify_profiles || permissions.is_superadmin);
}

export const authProvider: AuthProvider = {
  /** Sign-in's second step: the challenge startSignIn answered and a 6-digit code or a recovery code. */
  async login({ challenge, code }: { challenge: string; code: string }) {
    const session = await postSignIn<Session>('/auth/signin/two-factor', { challenge, code: code.trim() });
    await openSession(session.accessToken);
  },

  async logout() {
    await signOutOnServer();
    forgetSession();
  },

  async checkAuth() {
    try {
      await loadAdmin();
    } catch (error) {
      // Spec §4 admin guard: no signed-in user → login; no admin row or a failed check → unauthorized. A session
      // without a second factor signs in again, which asks for one.
      if (statusOf(error) === 401 || needsTwoFactor(error)) {
        if (needsTwoFactor(error)) await signOutOnServer();
        forgetSession();
        throw { message: false, redirectTo: '/login' };
      }
      throw { message: false, redirectTo: '/unauthorized' };
    }
  },

  async checkError(error: { status?: number; message?: string }) {
    // A 401 while no session is held comes from a request that raced a sign-out (e.g. the guard sending a
    // non-admin to /unauthorized); whoever ended the session already chose where to go.
    if ((error?.status === 401 && current) || needsTwoFactor(error)) {
      forgetSession();
      throw { message: false, redirectTo: '/login' };
    }
    // Only a missing admin row ends the visit; a flag refusal stays on the page as a notification.
    if (error?.status === 403 && error.message === LOGIN_MESSAGES.notAdmin) {
      throw { message: false, redirectTo: '/unauthorized', logoutUser: false };
    }
  },

  async getIdentity() {
    const me = await loadAdmin();
    return { id: me.user.id, fullName: me.user.email };
  },

  async getPermissions(): Promise<AdminPermissions> {
    const me = await loadAdmin();
    return { can_verify_profiles: me.admin.can_verify_profiles, is_superadmin: me.admin.is_superadmin };
  },
};
