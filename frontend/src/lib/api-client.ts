// The one way the site talks to the API: '/api' prefix, JSON, and the bearer token of contract's token client,
// which refreshes an expired access token once (with backoff on network errors and server faults).
import { createTokenClient, TokenRefreshError } from 'contract';

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
  headers?: Record<string, string>;
}

const tokens = createTokenClient();

export const { getAccessToken, setAccessToken, onSessionExpired } = tokens;

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
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const init = { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal: options.signal };
  return tokens.fetchWithToken(`/api${path}`, init, { refreshOn401: mayRefresh(path) });
}

/**
 * The shared client's refresh (docs/api-contract.md, Auth), its last server fault answered as an
 * ApiError so screens show their fallback text.
 */
export async function refreshAccessToken(): Promise<string | null> {
  try {
    return await tokens.refreshAccessToken();
  } catch (error) {
    throw error instanceof TokenRefreshError ? failure(error.status, error.body) : error;
  }
}

/**
 * The credential endpoints answer 401 for wrong credentials or a dead cookie, where a refresh
 * would not help; every other call (including GET /auth/me and PUT /auth/password) refreshes.
 */
const CREDENTIAL_PATHS = ['/auth/signin', '/auth/signin/two-factor', '/auth/signup', '/auth/refresh', '/auth/signout', '/auth/forgot-password', '/auth/reset-password'];
const mayRefresh = (path: string) => !CREDENTIAL_PATHS.includes(path.split('?')[0]);

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(path, options);
  } catch (error) {
    // A refresh that keeps failing on the server throws: the session may still be valid, so the
    // caller shows its failure message and the user stays signed in.
    throw error instanceof TokenRefreshError ? failure(error.status, error.body) : error;
  }
  const body = await readBody(res);
  if (!res.ok) throw failure(res.status, body);
  return body as T;
}
