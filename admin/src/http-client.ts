import { createTokenClient, type TokenRequestInit } from 'contract';
import { fetchUtils, HttpError } from 'ra-core';

export const API_URL = '/api';

// The access token lives in memory only; after a reload the httpOnly refresh cookie brings it back.
const tokens = createTokenClient();

export const { getAccessToken, setAccessToken, refreshAccessToken } = tokens;

/** The headers fetchJson would send (Accept, and Content-Type for a JSON body). */
function headersOf(options: fetchUtils.Options): Record<string, string> {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const record: Record<string, string> = {};
  fetchUtils.createHeadersFromOptions({ ...options, headers }).forEach((value, name) => (record[name] = value));
  return record;
}

/**
 * react-admin's fetchJson through the shared token client: the bearer token, a 401 refreshes the
 * token once and repeats the request. After a reload the token is restored before the first call.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const response = await withSession(url, { method: options.method, body: options.body, signal: options.signal, headers: headersOf(options) });
  const body = await response.text();
  const json = parsed(body);
  if (response.status < 200 || response.status >= 300) throw new HttpError(json?.message || response.statusText, response.status, json);
  return { status: response.status, headers: response.headers, body, json };
}

/**
 * A file from the API fetched with the session (an identity document), as a Blob for the page to show
 * from a blob: URL: its own link opens only with this admin's bearer token, so it cannot be opened in a tab.
 */
export async function fileWithSession(url: string): Promise<Blob> {
  const response = await withSession(url, {});
  if (response.ok) return response.blob();
  const json = parsed(await response.text());
  throw new HttpError(json?.message || response.statusText, response.status, json);
}

/** The request with the bearer token; after a reload the token is restored first, and a 401 then is final. */
async function withSession(url: string, init: TokenRequestInit): Promise<Response> {
  let refreshOn401 = true;
  if (!getAccessToken()) {
    await refreshAccessToken();
    refreshOn401 = false;
  }
  return tokens.fetchWithToken(url, init, { refreshOn401 });
}

/** The parsed JSON of an answer, or undefined when it is not JSON (e.g. the revenue CSV: the text is the answer). */
function parsed(body: string): { message?: string } | undefined {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
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
