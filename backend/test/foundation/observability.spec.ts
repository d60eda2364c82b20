import { OVERLOADED_MESSAGE } from '../../src/common/http/errors/service-unavailable';
import { DATABASE_POOL_SIZE } from '../../src/config/database-pool';
import { eventually } from '../eventually';
import { createTestApp, TestApp } from '../test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('request ids, metrics and load shedding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN, PUBLIC_CACHE_SECONDS: '30' });
  });

  afterAll(() => t.close());

  const metrics = () => t.http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);

  it('gives every answer an X-Request-Id: the one a proxy sent when it is a plain token, a new one otherwise', async () => {
    const fresh = await t.http().get('/api/health/live').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.http().get('/api/profiles').set('X-Request-Id', 'lb-7f3a-0042').expect(200);
    expect(forwarded.headers['x-request-id']).toBe('lb-7f3a-0042');
    const unsafe = await t.http().get('/api/profiles').set('X-Request-Id', 'two words').expect(200);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens /metrics with the token only', async () => {
    await t.http().get('/metrics').expect(401);
    await t.http().get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token-wrong').expect(401);
    await metrics().expect(200).expect('Content-Type', /text\/plain/);
  });

  it('counts and times requests per route, and shows the pool, the public cache, the outbox and job runs', async () => {
    await t.http().get('/api/profiles?page=1').expect(200);
    await t.http().get('/api/profiles/nobody-by-this-name').expect(404);
    // Beacons are counted under their route like every request.
    await t.http().post('/api/profiles/nobody-by-this-name/events').send({ type: 'view' }).expect(404);
    // Anonymous listing reads are answered from the cache once the change listener is connected.
    await eventually(async () => {
      await t.http().get('/api/profiles/featured').expect(200);
      expect((await t.http().get('/api/profiles/featured').expect(200)).headers['x-cache']).toBe('HIT');
    });

    const text = (await metrics().expect(200)).text;

    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/profiles",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/profiles\/:username",status="404"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="public cache",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/profiles\/:username\/events",status="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/api\/profiles"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/public_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/public_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/mail_outbox_pending 0/);
    expect(text).toContain('# TYPE scheduled_job_runs_total counter');
    expect(text).toContain('# TYPE mail_send_failures_total counter');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('refuses new requests at once with 503 and Retry-After while queries queue for the database pool, and keeps health green', async () => {
    // Every connection busy and three pools' worth of queries waiting behind them.
    const held = Promise.allSettled(Array.from({ length: DATABASE_POOL_SIZE * 4 + 5 }, () => t.db.query('SELECT pg_sleep(0.8)')));
    await new Promise((resolve) => setImmediate(resolve));

    const started = Date.now();
    const refused = await t.http().get('/api/profiles?search=busy');
    const refusedInMs = Date.now() - started;
    // Analytics beacons are refused alike.
    const beacon = await t.http().post('/api/profiles/somebody/events').send({ type: 'view' });
    const health = await t.http().get('/api/health');
    await held;

    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.body).toEqual({ statusCode: 503, message: OVERLOADED_MESSAGE, error: 'Service Unavailable' });
    expect(refusedInMs).toBeLessThan(500);
    expect([beacon.status, beacon.headers['retry-after'], beacon.body]).toEqual([503, '2', refused.body]);
    expect(health.status).toBe(200);
    await t.http().get('/api/profiles?search=busy').expect(200);
    expect((await metrics()).text).toMatch(/http_requests_shed_total\{reason="database pool"\} [1-9]/);
  });
});
