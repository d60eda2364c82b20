// The one way the site talks to the API: '/api' prefix, JSON, bearer token, and a single
// silent token refresh (with backoff on network errors and server faults) when an access token has expired.

export class ApiError extends Error {
  status: number;
  body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiOptions {
  method?: string;
  body?: unknown | FormData;
  signal?: AbortSignal;
}

let accessToken: string | null = null;
const sessionListeners = new Set<() => void>();

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function getAccessToken(): string | null {
  return accessToken;
}

/** Called when the server refuses the refresh cookie after a 401, so the auth state can fall back to signed out. */
export function onSessionExpired(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

const REFRESH_ATTEMPTS = 4;
const REFRESH_FIRST_DELAY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return null;
}

function failure(status: number, body: unknown): ApiError {
  return new ApiError(status, serverMessage(body) ?? `Request failed with status ${status}`, body);
}

/**
 * The text to show for a failed call: the server's message for a refused request (4xx, in the
 * spec's wording), else the screen's fallback (network failures and server faults).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return serverMessage(error.body) ?? fallback;
}

function send(path: string, options: ApiOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return fetch(`/api${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
}

let refreshing: Promise<string | null> | null = null;

/** A refresh answer worth trying again: the server was busy or failing, not saying the session is over. */
const isTransient = (status: number) => status === 429 || status >= 500;

/** The Web Locks name both sites (public and back office) take while they exchange the shared refresh cookie. */
export const REFRESH_LOCK = 'auth-refresh';

/**
 * Runs a refresh while no other tab of this site runs one: tabs share the refresh cookie, and the
 * server treats a rotated token presented again as theft. Inside the lock a tab reads the cookie
 * the previous tab's rotation left. Browsers without Web Locks run it directly.
 */
async function oneTabAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request(REFRESH_LOCK, refresh) : refresh();
}

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share one request, and
 * tabs take turns, because the server rotates the refresh token and treats a reused one as theft.
 * Network failures, 429 and 5xx answers are retried after 200 ms, 400 ms, 800 ms (spec §7), then
 * thrown; any other refusal (401) means the session is over and answers null.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= oneTabAtATime(async () => {
    try {
      for (let attempt = 0; ; attempt += 1) {
        const lastAttempt = attempt >= REFRESH_ATTEMPTS - 1;
        let res: Response;
        try {
          res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
        } catch (error) {
          if (lastAttempt) throw error;
          await sleep(REFRESH_FIRST_DELAY_MS * 2 ** attempt);
          continue;
        }
        if (isTransient(res.status)) {
          if (lastAttempt) throw failure(res.status, await readBody(res));
          await sleep(REFRESH_FIRST_DELAY_MS * 2 ** attempt);
          continue;
        }
        if (!res.ok) {
          setAccessToken(null);
          return null;
        }
        const { accessToken: token } = (await res.json()) as { accessToken: string };
        setAccessToken(token);
        return token;
      }
    } finally {
      refreshing = null;
    }
  });
  return refreshing;
}

/**
 * The credential endpoints answer 401 for wrong credentials or a dead cookie, where a refresh
 * would not help; every other call (including GET /auth/me and PUT /auth/password) refreshes.
 */
const CREDENTIAL_PATHS = ['/auth/signin', '/auth/signup', '/auth/refresh', '/auth/signout', '/auth/forgot-password', '/auth/reset-password'];
const mayRefresh = (path: string) => !CREDENTIAL_PATHS.includes(path.split('?')[0]);

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  let res = await send(path, options);
  if (res.status === 401 && mayRefresh(path)) {
    // A refresh that keeps failing on the network or the server throws: the session may still be
    // valid, so the caller shows its failure message and the user stays signed in.
    const token = await refreshAccessToken();
    if (token) {
      res = await send(path, options);
    } else {
      sessionListeners.forEach((listener) => listener());
    }
  }
  const body = await readBody(res);
  if (!res.ok) throw failure(res.status, body);
  return body as T;
}
