import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../src/common/net/free-port';
import { CUT_OFF_REPORT } from '../../src/scheduled-jobs/job-runner.service';
import { eventually } from '../eventually';
import { RunningApp } from '../running-app';
import { createTestDatabase, dropTestDatabase, TEST_JWT_SECRET } from '../test-app';

jest.setTimeout(180_000);

/**
 * An instance killed (kill -9) while a scheduled job runs: the run's row is left without an outcome;
 * the next instance to start marks it failed and runs its slot again.
 */
describe('a scheduled job whose process is killed mid-run (real processes)', () => {
  let databaseUrl: string;
  let db: Client;
  let app: RunningApp | undefined;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    await db.end();
    await dropTestDatabase(databaseUrl);
  });

  const start = async () =>
    RunningApp.start({
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'killed-job-')),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PASSWORD_HASH_PROFILE: 'test',
      SEED_ON_EMPTY_DATABASE: 'false',
      PUBLIC_CACHE_SECONDS: '0',
    });

  const runs = async () =>
    (await db.query(`SELECT scheduled_for, attempt, outcome, report FROM scheduled_job_runs WHERE job = 'plan-expiry' ORDER BY scheduled_for, attempt`)).rows;

  it('marks the run cut off failed and runs its slot again when an instance starts', async () => {
    // The start-up run of plan expiry waits on its table, held by another writer, when the instance is killed.
    const writer = new Client({ connectionString: databaseUrl });
    await writer.connect();
    await writer.query(`BEGIN; LOCK TABLE subscriptions IN EXCLUSIVE MODE`);
    const killed = await start();
    app = killed;
    await eventually(async () => {
      expect(await runs()).toMatchObject([{ attempt: 1, outcome: null }]);
      const waiting = await db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      expect(waiting.rowCount).toBe(1);
    }, 30_000);
    const [cutOff] = await runs();
    await killed.stop('SIGKILL');
    await writer.query('ROLLBACK');
    await writer.end();

    app = await start();

    await eventually(async () => {
      const slot = (await runs()).filter((run) => run.scheduled_for.getTime() === cutOff.scheduled_for.getTime());
      expect(slot).toEqual([
        { scheduled_for: cutOff.scheduled_for, attempt: 1, outcome: 'failed', report: CUT_OFF_REPORT },
        { scheduled_for: cutOff.scheduled_for, attempt: 2, outcome: 'done', report: '' },
      ]);
    }, 30_000);
    expect(app.output).toContain(`plan-expiry for ${cutOff.scheduled_for.toISOString()} was cut off before it finished; running it again (attempt 2 of 3)`);
  });
});
