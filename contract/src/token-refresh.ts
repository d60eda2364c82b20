/**
 * The one token-refresh client of the public site and the back office. The access token lives in
 * memory; the refresh token is the httpOnly cookie both sites share (docs/api-contract.md, Auth).
 */

/** The Web Locks name both sites take while they exchange the shared refresh cookie. */
export const REFRESH_LOCK = 'auth-refresh';
export const REFRESH_PATH = '/api/auth/refresh';
/**
 * A cookie scripts can read, set beside the httpOnly refresh cookie and cleared with it: it holds no
 * secret, only tells the public site that a refresh is worth asking for (a visitor who never signed in makes none).
 */
export const SESSION_HINT_COOKIE = 'signed_in';
/** Spec §7: a failed refresh is tried again after 200 ms, 400 ms and 800 ms. */
export const REFRESH_ATTEMPTS = 4;
export const REFRESH_FIRST_DELAY_MS = 200;

/** The refresh kept failing on the server (429 or 5xx): the session may still be valid. */
export class TokenRefreshError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Refreshing the session failed with status ${status}`);
    this.name = 'TokenRefreshError';
  }
}

/** A request as fetch takes it, its headers a plain record (the client adds Authorization). */
export type TokenRequestInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

export interface FetchWithTokenOptions {
  /** false for calls whose 401 a refresh cannot mend (wrong credentials, a dead cookie). */
  refreshOn401?: boolean;
}

export interface TokenClient {
  getAccessToken(): string | null;
  setAccessToken(token: string | null): void;
  /**
   * Exchanges the refresh cookie for a new access token. Concurrent callers share one request and
   * tabs take turns, because the server rotates the refresh token and treats a reused one as theft.
   * Network failures, 429 and 5xx are retried, then thrown; a refusal (401) answers null.
   */
  refreshAccessToken(): Promise<string | null>;
  /**
   * fetch with the bearer token and the cookie; a 401 refreshes the token once and repeats the
   * request. When the server refuses the refresh, the session-expired listeners hear of it and the
   * 401 is answered.
   */
  fetchWithToken(url: string, init?: TokenRequestInit, options?: FetchWithTokenOptions): Promise<Response>;
  /** Called when the server refuses the refresh cookie after a 401, so the app can fall back to signed out. */
  onSessionExpired(listener: () => void): () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refresh answer worth trying again: the server was busy or failing, not saying the session is over. */
const isTransient = (status: number) => status === 429 || status >= 500;

/**
 * Reads and drops an answer the client will not use: a browser keeps a response whose body was never
 * read open, so the page never goes quiet (and its connection is not reused).
 */
async function discard(res: Response): Promise<void> {
  await res.text().catch(() => undefined);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

interface LockManagerLike {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** Runs a refresh while no other tab of the site runs one (browsers without Web Locks run it directly). */
async function oneTabAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? await locks.request(REFRESH_LOCK, refresh) : refresh();
}

export function createTokenClient(): TokenClient {
  let accessToken: string | null = null;
  let refreshing: Promise<string | null> | null = null;
  const sessionListeners = new Set<() => void>();

  async function refreshWithRetries(): Promise<string | null> {
    for (let attempt = 0; ; attempt += 1) {
      const lastAttempt = attempt >= REFRESH_ATTEMPTS - 1;
      let res: Response;
      try {
        res = await fetch(REFRESH_PATH, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
      } catch (error) {
        if (lastAttempt) throw error;
        await sleep(REFRESH_FIRST_DELAY_MS * 2 ** attempt);
        continue;
      }
      if (isTransient(res.status)) {
        if (lastAttempt) throw new TokenRefreshError(res.status, await readBody(res));
        await discard(res);
        await sleep(REFRESH_FIRST_DELAY_MS * 2 ** attempt);
        continue;
      }
      if (!res.ok) {
        await discard(res);
        return null;
      }
      return ((await res.json()) as { accessToken: string }).accessToken;
    }
  }

  const client: TokenClient = {
    getAccessToken: () => accessToken,
    setAccessToken(token) {
      accessToken = token;
    },
    refreshAccessToken() {
      refreshing ??= oneTabAtATime(refreshWithRetries)
        .then((token) => {
          accessToken = token;
          return token;
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    async fetchWithToken(url, init = {}, { refreshOn401 = true } = {}) {
      const send = () => {
        const headers = accessToken ? { ...init.headers, Authorization: `Bearer ${accessToken}` } : init.headers;
        return fetch(url, { ...init, headers, credentials: 'same-origin' });
      };
      const res = await send();
      if (res.status !== 401 || !refreshOn401) return res;
      if (await client.refreshAccessToken()) {
        await discard(res);
        return send();
      }
      sessionListeners.forEach((listener) => listener());
      return res;
    },
    onSessionExpired(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
  };
  return client;
}
