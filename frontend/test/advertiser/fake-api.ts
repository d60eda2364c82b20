// A stand-in for the server in the advertiser page tests: answers fetch calls from a table of
// "METHOD /api/path" handlers and records every request, so tests assert on what a user sees
// and on what was sent.

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export interface FakeApi {
  calls: FakeRequest[];
  on(route: string, handler: Handler): void;
  callsTo(route: string): FakeRequest[];
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Replaces global fetch. Unknown routes answer 404; the refresh cookie is absent unless a handler says otherwise. */
export function installFakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const table = new Map<string, Handler>(Object.entries(routes));
  if (!table.has('POST /api/auth/refresh')) table.set('POST /api/auth/refresh', { status: 401, body: { message: 'Unauthorized' } });
  const calls: FakeRequest[] = [];

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = { method, path: url.pathname + url.search, body: parseBody(init.body), headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    const answer: FakeResponse = handler === undefined ? { status: 404, body: { message: 'Not Found' } } : typeof handler === 'function' ? await handler(request) : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as typeof fetch;

  return {
    calls,
    on: (route, handler) => table.set(route, handler),
    callsTo: (route) => {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path.split('?')[0] === path);
    },
  };
}
