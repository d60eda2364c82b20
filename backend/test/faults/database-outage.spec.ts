import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/common/net/free-port';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/common/http/service-unavailable';
import { eventually } from '../eventually';
import { RunningApp } from '../running-app';
import { TestPostgres } from './test-postgres';

jest.setTimeout(180_000);

/**
 * The app on DATABASE_URL while its PostgreSQL is stopped, started again, frozen and thawed: a
 * quick, plain 503 each time (never a 500 or a long wait), and the site back by itself.
 */
describe('the database goes away and comes back (real processes)', () => {
  let pg: TestPostgres;
  let app: RunningApp;
  let http: () => ReturnType<typeof request>;

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
    });
    http = () => request(`http://127.0.0.1:${port}`);
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

  function expectQuick503s(answers: Awaited<ReturnType<typeof directoryReads>>): void {
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' } });
      expect(answer.ms).toBeLessThan(2_000);
    }
  }

  it('answers a stopped database with a 503 and Retry-After within 2 s, stays live but not ready, and recovers by itself when it is back', async () => {
    await http().get('/api/profiles').expect(200);
    await pg.stop();

    const answers = await directoryReads();
    expectQuick503s(answers);
    await http().get('/api/health/live').expect(200, { status: 'ok' });
    await http().get('/api/health/ready').expect(503, { status: 'error', db: 'down' });
    await http().get('/api/health').expect(503, { status: 'error', db: 'down' });
    console.log(`Database stopped: 503 in ${answers.map((a) => a.ms).join(', ')} ms`);

    await pg.start();
    await eventually(async () => {
      await http().get('/api/profiles').expect(200);
      await http().get('/api/health').expect(200, { status: 'ok', db: 'ok' });
    }, 20_000);
    expect(app.running).toBe(true);
  });

  it('answers a frozen database (no answer at all) with a 503 within 2 s, and recovers by itself when it thaws', async () => {
    await http().get('/api/profiles').expect(200);
    pg.signalAll('SIGSTOP');
    try {
      const answers = await directoryReads();
      expectQuick503s(answers);
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
