// Test double for the browser's fetch: answers '/api/...' requests from a route table and records
// every request, so screens are tested through the real API client, auth context and router, and
// tests assert on what a user sees and on what was sent.

import { SESSION_HINT_COOKIE } from 'contract';

export interface MockCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export type MockReply = MockAnswer | ((call: MockCall) => MockAnswer | Promise<MockAnswer>);

export interface MockApi {
  calls: MockCall[];
  on(route: string, reply: MockReply): MockApi;
  callsTo(route: string): MockCall[];
}

function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

/** JSON bodies as objects; FormData and anything else as sent. */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const routeOf = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

const REFRESH_ROUTE = 'POST /api/auth/refresh';

/** The server sets the session hint cookie with the refresh cookie: a test that answers the refresh has both. */
function setSessionHint(present: boolean): void {
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
}

/** A refresh answered with anything but a 401 stands for a browser holding the refresh cookie. */
function answersRefresh(reply: MockReply): boolean {
  return typeof reply === 'function' || (reply.status ?? 200) !== 401;
}

/**
 * Installs a fetch mock; routes look like 'GET /api/profiles/featured'. Unknown routes answer 404,
 * and the browser holds no refresh cookie (POST /api/auth/refresh answers 401) unless a route says otherwise.
 */
export function mockApi(routes: Record<string, MockReply> = {}): MockApi {
  setSessionHint(REFRESH_ROUTE in routes && answersRefresh(routes[REFRESH_ROUTE]));
  const table = new Map<string, MockReply>([[REFRESH_ROUTE, { status: 401, body: { message: 'Not authenticated' } }], ...Object.entries(routes)]);
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const call: MockCall = { method, url: String(input), body: parseBody(init.body), headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const reply = table.get(routeOf(method, call.url));
    if (!reply) return fakeResponse(404, { statusCode: 404, message: 'Not Found', error: 'Not Found' });
    const { status = 200, body: answer } = typeof reply === 'function' ? await reply(call) : reply;
    return fakeResponse(status, answer);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const api: MockApi = {
    calls,
    on(route, reply) {
      if (route === REFRESH_ROUTE) setSessionHint(answersRefresh(reply));
      table.set(route, reply);
      return api;
    },
    callsTo(route) {
      return calls.filter((call) => routeOf(call.method, call.url) === route);
    },
  };
  return api;
}
