import { seededRandom } from '../../src/database/seed/seed-data';
import { resetRateLimits } from '../auth/auth-fixtures';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

jest.setTimeout(90_000);

interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

/** Every route Express knows, read from its router, so a new route is fuzzed without a list to keep. */
function apiRoutes(t: TestApp): Route[] {
  const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
  return router.stack.flatMap((layer) =>
    layer.route && typeof layer.route.path === 'string' && layer.route.path.startsWith('/api/')
      ? Object.keys(layer.route.methods)
          .filter((method): method is Route['method'] => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method, path: layer.route!.path }))
      : [],
  );
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** JSON text nested `depth` levels, written as text: serialising so deep an object overflows the test's own stack. */
class DeepJson {
  readonly text: string;

  constructor(depth: number) {
    const opens = Array.from({ length: depth }, (_, i) => (i % 2 ? '[' : '{"a":'));
    this.text = `${opens.join('')}"leaf"${opens.reverse().map((open) => (open === '[' ? ']' : '}')).join('')}`;
  }
}

/** Sends an object whose values may be DeepJson as a JSON body. */
function sendJson<T extends { set(name: string, value: string): T; send(body: string): T }>(req: T, body: Record<string, unknown>): T {
  const members = Object.entries(body).map(([key, value]) => `${JSON.stringify(key)}:${value instanceof DeepJson ? value.text : JSON.stringify(value)}`);
  return req.set('Content-Type', 'application/json').send(`{${members.join(',')}}`);
}

const HOSTILE_STRINGS = ['\u0000', 'abc\u0000def', '\u0007bell', '\u001b[31m', '%00', '../../etc/passwd', "' OR 1=1 --", 'x'.repeat(5000), '\ud800', '😀'.repeat(100), '', ' '];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, null, true, -1, 1e308, 0.5, [], {}, ['\u0000'], { $gt: '' }, nested(40), new DeepJson(5000)];
const FIELDS = ['email', 'password', 'username', 'bio', 'message', 'name', 'reason', 'status', 'tier', 'ids', 'data', 'token', 'page', 'q', 'full_name', 'is_active'];

/** A path with its parameters filled with something hostile, or plausible. */
function fill(path: string, pick: <T>(items: T[]) => T): string {
  return path.replace(/:(\w+)/g, () => encodeURIComponent(pick(['%00'.replace('%00', '\u0000'), 'not-a-uuid', '00000000-0000-4000-8000-000000000000', '..', 'x'.repeat(300), '1', '-1', '\u0001'])));
}

describe('fuzzing every API route with malformed requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('answers 1,000 malformed requests without a single 500', async () => {
    const routes = apiRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    const advertiser = await createAdvertiser(t);
    const admin = await createAdmin(t, { isSuperadmin: true, canVerifyProfiles: true });
    const random = seededRandom(15);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
    const failures: string[] = [];

    for (let batch = 0; batch < 50; batch += 1) {
      await resetRateLimits(t);
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const route = pick(routes);
          const path = fill(route.path, pick);
          const auth = pick([undefined, advertiser.auth, admin.auth]);
          let req = t.http()[route.method](`${path}${random() < 0.3 ? `?${pick(FIELDS)}=${encodeURIComponent(pick(HOSTILE_STRINGS.filter((text) => text !== '\ud800')))}` : ''}`);
          if (auth) req = req.set(auth);
          const shape = random();
          if (shape < 0.15) req = req.set('Content-Type', 'application/json').send('{"broken": ');
          else if (shape < 0.25) req = req.set('Content-Type', 'text/plain').send('\u0000\u0001');
          else if (shape < 0.35) req = req.field(pick(FIELDS), pick(HOSTILE_STRINGS)).field('data', JSON.stringify({ email: '\u0000', nested: nested(40) }));
          else req = sendJson(req, Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 4) }, () => [pick(FIELDS), pick(HOSTILE_VALUES)])));
          const res = await req;
          if (res.status >= 500) failures.push(`${route.method.toUpperCase()} ${path.slice(0, 80)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('names the field holding a control character or nested too deeply, on JSON, query and multipart alike', async () => {
    const json = await t.http().post('/api/auth/signin').send({ email: 'a\u0000@b.nz', password: 'x' }).expect(400);
    expect(json.body.message).toBe('The field "email" contains a character that is not allowed');
    const deep = await t.http().post('/api/contact').send({ name: nested(40) }).expect(400);
    expect(deep.body.message).toMatch(/^The field "name(\.a|\[0\])+" is nested too deeply$/);
    await sendJson(t.http().post('/api/contact'), { name: new DeepJson(5000) }).expect(400);
    const query = await t.http().get('/api/profiles?q=%00').expect(400);
    expect(query.body.message).toBe('The field "q" contains a character that is not allowed');
    const multipart = await t.http().post('/api/auth/signup').field('data', JSON.stringify({ email: 'a@b.nz', bio: 'hi\u0000' })).expect(400);
    expect(multipart.body.message).toBe('The field "bio" contains a character that is not allowed');
    const owner = await createAdvertiser(t);
    const field = await t.http().post('/api/profiles/me/photos').set(owner.auth).field('areas', '[]\u0000').expect(400);
    expect(field.body.message).toBe('The field "areas" contains a character that is not allowed');
    await t.http().get('/api/profiles/%00abc').expect(400);
    // Tab and newline are text.
    await t.http().post('/api/auth/signin').send({ email: 'nobody@example.nz', password: 'line one\n\tline two' }).expect(401);
  });
});
