import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/common/net/free-port';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/common/http/errors/service-unavailable';
import { jpeg, wizard } from '../auth/auth-fixtures';
import { eventually } from '../eventually';
import { RunningApp } from '../running-app';
import { TestPostgres } from './test-postgres';

jest.setTimeout(180_000);

const METRICS_TOKEN = 'metrics-token-for-outage-tests-0123';

/**
 * The app on DATABASE_URL while its PostgreSQL is stopped, started again, frozen and thawed: a
 * quick, plain 503 each time (never a 500 or a long wait), and the site back by itself.
 */
describe('the database goes away and comes back (real processes)', () => {
  let pg: TestPostgres;
  let app: RunningApp;
  let http: () => ReturnType<typeof request>;
  /** An advertiser signed up while the database was up, whose photo upload meets the outage. */
  let bearer: string;

  beforeAll(async () => {
    pg = await TestPostgres.create();
    const port = await freePort();
    app = await RunningApp.start({
      PORT: String(port),
      DATABASE_URL: pg.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'outage-')),
      SEED_ON_EMPTY_DATABASE: 'false',
      RUN_SCHEDULED_JOBS: 'false',
      PUBLIC_CACHE_SECONDS: '0',
      METRICS_TOKEN,
    });
    http = () => request(`http://127.0.0.1:${port}`);
    const signedUp = await http().post('/api/auth/signup').field('data', JSON.stringify(wizard())).expect(201);
    bearer = `Bearer ${signedUp.body.accessToken}`;
  });

  afterAll(async () => {
    pg.signalAll('SIGCONT');
    await app?.stop('SIGTERM');
    await pg?.stop();
  });

  /** Three directory reads in a row, each timed. */
  async function directoryReads(): Promise<Array<{ status: number; ms: number; retryAfter?: string; body: unknown }>> {
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      const res = await http().get('/api/profiles');
      answers.push({ status: res.status, ms: Date.now() - started, retryAfter: res.headers['retry-after'], body: res.body });
    }
    return answers;
  }

  /** A sign-up with a photo and a photo upload: writes that store files as well as rows. */
  async function writes(): Promise<Array<{ status: number; retryAfter?: string; body: unknown }>> {
    const signUp = await http()
      .post('/api/auth/signup')
      .field('data', JSON.stringify(wizard()))
      .attach('photos', await jpeg(320, 240), 'me.jpg');
    const upload = await http().post('/api/profiles/me/photos').set('Authorization', bearer).attach('photos', await jpeg(320, 240), 'more.jpg');
    return [signUp, upload].map((res) => ({ status: res.status, retryAfter: res.headers['retry-after'], body: res.body }));
  }

  function expect503s(answers: Awaited<ReturnType<typeof writes>>): void {
    for (const answer of answers) {
      expect(answer).toEqual({ status: 503, retryAfter: '5', body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' } });
    }
  }

  /** One scrape, timed, with the two gauges an outage alert reads. */
  async function scrape(): Promise<{ status: number; ms: number; databaseUp?: number; outboxPending?: number }> {
    const started = Date.now();
    const res = await http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    const value = (name: string) => {
      const found = new RegExp(`^${name} (\\S+)$`, 'm').exec(res.text);
      return found ? Number(found[1]) : undefined;
    };
    return { status: res.status, ms: Date.now() - started, databaseUp: value('database_up'), outboxPending: value('mail_outbox_pending') };
  }

  /** The scrapes while the database is away: each answered at once; the outage shown, the outbox's last count kept. */
  async function expectMetricsThroughOutage(outboxPending: number): Promise<void> {
    await eventually(async () => {
      const answer = await scrape();
      expect(answer).toMatchObject({ status: 200, databaseUp: 0, outboxPending });
      expect(answer.ms).toBeLessThan(1_000);
    }, 20_000);
  }

  function expectQuick503s(answers: Awaited<ReturnType<typeof directoryReads>>): void {
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' } });
      expect(answer.ms).toBeLessThan(2_000);
    }
  }

  it('answers a stopped database with a 503 and Retry-After within 2 s (sign-up and photo upload too), stays live but not ready, keeps /metrics answering, and recovers by itself when it is back', async () => {
    await http().get('/api/profiles').expect(200);
    // The welcome email of the sign-up before the tests, once the gauges have been read since.
    let outboxPending: number | undefined;
    await eventually(async () => {
      ({ outboxPending } = await scrape());
      expect(outboxPending).toBeGreaterThan(0);
    }, 15_000);
    await pg.stop();

    const answers = await directoryReads();
    expectQuick503s(answers);
    expect503s(await writes());
    await expectMetricsThroughOutage(outboxPending!);
    await http().get('/api/health/live').expect(200, { status: 'ok' });
    await http().get('/api/health/ready').expect(503, { status: 'error', db: 'down' });
    await http().get('/api/health').expect(503, { status: 'error', db: 'down' });
    console.log(`Database stopped: 503 in ${answers.map((a) => a.ms).join(', ')} ms`);

    await pg.start();
    await eventually(async () => {
      await http().get('/api/profiles').expect(200);
      await http().get('/api/health').expect(200, { status: 'ok', db: 'ok' });
      expect(await scrape()).toMatchObject({ status: 200, databaseUp: 1 });
    }, 20_000);
    expect(app.running).toBe(true);
  });

  it('answers a frozen database (no answer at all) with a 503 within 2 s (sign-up and photo upload too), keeps /metrics answering, and recovers by itself when it thaws', async () => {
    await http().get('/api/profiles').expect(200);
    const { outboxPending } = await scrape();
    pg.signalAll('SIGSTOP');
    try {
      const answers = await directoryReads();
      expectQuick503s(answers);
      expect503s(await writes());
      await expectMetricsThroughOutage(outboxPending!);
      await http().get('/api/health/live').expect(200);
      await http().get('/api/health/ready').expect(503);
      console.log(`Database frozen: 503 in ${answers.map((a) => a.ms).join(', ')} ms`);
    } finally {
      pg.signalAll('SIGCONT');
    }
    await eventually(async () => {
      await http().get('/api/profiles').expect(200);
    }, 20_000);
    expect(app.running).toBe(true);
  });
});
