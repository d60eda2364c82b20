// The one way the site talks to the API: '/api' prefix, JSON, bearer token, and a single
// silent token refresh (with backoff on network errors) when an access token has expired.

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
  onUploadProgress?: never;
}

let accessToken: string | null = null;
const sessionListeners = new Set<() => void>();

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function getAccessToken(): string | null {
  return accessToken;
}

/** Called when a refresh fails after a 401, so the auth state can fall back to signed out. */
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

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share one request,
 * because the server rotates the refresh token and treats a reused one as theft.
 * Network failures are retried after 200 ms, 400 ms, 800 ms (spec §7); a 4xx answer is final.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      for (let attempt = 0; ; attempt += 1) {
        let res: Response;
        try {
          res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
        } catch (error) {
          if (attempt >= REFRESH_ATTEMPTS - 1) throw error;
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
  })();
  return refreshing;
}

/** Auth endpoints answer 401 for wrong credentials or a dead cookie; refreshing would not help. */
const mayRefresh = (path: string) => !path.startsWith('/auth/');

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  let res = await send(path, options);
  if (res.status === 401 && mayRefresh(path)) {
    const token = await refreshAccessToken().catch(() => null);
    if (token) {
      res = await send(path, options);
    } else {
      sessionListeners.forEach((listener) => listener());
    }
  }
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, serverMessage(body) ?? `Request failed with status ${res.status}`, body);
  return body as T;
}
