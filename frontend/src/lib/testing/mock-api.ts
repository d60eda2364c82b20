// Test double for the browser's fetch: answers '/api/...' requests from a route table, so
// screens are tested through the real API client, auth context and router.

export interface MockCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export type MockReply = { status?: number; body?: unknown } | ((call: MockCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

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

const routeOf = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

/** Installs a fetch mock; routes look like 'GET /api/profiles/featured'. Unknown routes answer 404. */
export function mockApi(): MockApi {
  const routes = new Map<string, MockReply>();
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call: MockCall = { method, url: String(input), body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const reply = routes.get(routeOf(method, call.url));
    if (!reply) return fakeResponse(404, { statusCode: 404, message: 'Not Found', error: 'Not Found' });
    const { status = 200, body: answer } = typeof reply === 'function' ? await reply(call) : reply;
    return fakeResponse(status, answer);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const api: MockApi = {
    calls,
    on(route, reply) {
      routes.set(route, reply);
      return api;
    },
    callsTo(route) {
      return calls.filter((call) => routeOf(call.method, call.url) === route);
    },
  };
  return api;
}
