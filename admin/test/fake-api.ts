/**
 * A stand-in for the server's HTTP answers, shaped as docs/api-contract.md says: fetch is the one
 * thing outside our process the providers talk to, so tests replace it with this route table.
 * e2e/admin-data-provider.e2e.ts runs the same providers against the real server: the answers
 * given here (status codes, bodies, Content-Range) must stay the ones it gets there.
 */
export interface FakeRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export function reply(status: number, body?: unknown, headers?: Record<string, string>): FakeReply {
  return { status, body, headers };
}

export function apiError(status: number, message: string): FakeReply {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[status] ?? 'Error';
  return reply(status, { statusCode: status, message, error });
}

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers as HeadersInit | undefined);
    const text = typeof init.body === 'string' ? init.body : undefined;
    // JSON bodies parsed; a FormData upload as sent.
    const req: FakeRequest = { method, url: input, path: url.pathname, query: url.searchParams, headers, body: text ? JSON.parse(text) : init.body };
    calls.push(req);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(req) : apiError(404, `Cannot ${method} ${url.pathname}`);
    const status = answer.status ?? 200;
    // A file (an identity document) is answered as it is.
    if (answer.body instanceof Blob) {
      const file = answer.body;
      return { ok: status >= 200 && status < 300, status, statusText: String(status), headers: new Headers({ 'Content-Type': file.type, ...answer.headers }), blob: async () => file, text: () => file.text() };
    }
    const isText = typeof answer.body === 'string' && !!answer.headers?.['Content-Type']?.startsWith('text/');
    const body = answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers({ 'Content-Type': 'application/json', ...answer.headers }),
      text: async () => body,
      json: async () => JSON.parse(body),
      blob: async () => new Blob([body], { type: 'application/json' }),
    };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ADMIN_ME = {
  user: { id: 'u-admin', email: 'admin@kiwicompanions.test' },
  admin: { can_verify_profiles: true, is_superadmin: true },
};
