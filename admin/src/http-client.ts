import { fetchUtils } from 'ra-core';

export const API_URL = '/api';

// The access token lives in memory only; after a reload the httpOnly refresh cookie brings it back.
let accessToken: string | null = null;
let refreshing: Promise<string | null> | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function getAccessToken(): string | null {
  return accessToken;
}

/** The Web Locks name the back office and the public site take while they exchange the shared refresh cookie. */
export const REFRESH_LOCK = 'auth-refresh';

/** Runs a refresh while no other tab of the site runs one (browsers without Web Locks run it directly). */
async function oneTabAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request(REFRESH_LOCK, refresh) : refresh();
}

/**
 * One refresh at a time: react-admin fires several requests at once after a reload, tabs share the
 * refresh cookie, and sending the same refresh token twice makes the server revoke the whole token family.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= oneTabAtATime(() =>
    fetch(`${API_URL}/auth/refresh`, { method: 'POST', credentials: 'same-origin' })
      .then(async (res) => (res.ok ? ((await res.json()) as { accessToken: string }).accessToken : null))
      .catch(() => null),
  )
    .then((token) => {
      accessToken = token;
      return token;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function withBearer(options: fetchUtils.Options, token: string | null): fetchUtils.Options {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers, credentials: 'same-origin' };
}

/** fetchJson with the bearer token; a 401 refreshes the token once and repeats the request. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  let refreshed = false;
  if (!accessToken) {
    await refreshAccessToken();
    refreshed = true;
  }
  try {
    return await fetchUtils.fetchJson(url, withBearer(options, accessToken));
  } catch (error) {
    if ((error as { status?: number }).status !== 401 || refreshed) throw error;
    const token = await refreshAccessToken();
    if (!token) throw error;
    return fetchUtils.fetchJson(url, withBearer(options, token));
  }
}

/** A JSON call to the API with the session, answering the parsed body. */
export async function apiCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return json as T;
}
