import { DATABASE_POOL_SIZE } from '../../src/config/database-pool';
import { MetricsService } from '../../src/observability/metrics.service';
import { CUT_OFF_REPORT, JobRunner, MAX_ATTEMPTS } from '../../src/scheduled-jobs/job-runner.service';
import { createTestApp, TestApp } from '../test-app';

/**
 * Runs cut off before they recorded an outcome (their process killed, their connection lost): found
 * by their row without an outcome while the job's advisory lock is free, marked failed, and their
 * slot run again, by any instance; never while the run is still under way elsewhere.
 */
describe('scheduled job runs cut off', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, first.databaseUrl);
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const attemptsOf = (job: string, slot: Date) =>
    first.db.query(`SELECT attempt, outcome, report FROM scheduled_job_runs WHERE job = $1 AND scheduled_for = $2 ORDER BY attempt`, [job, slot]);

  /** The row a killed instance leaves: the slot taken, no outcome, and no lock held any more. */
  const leftByKilledInstance = (job: string, slot: Date, attempt = 1) =>
    first.db.query(`INSERT INTO scheduled_job_runs (job, scheduled_for, attempt) VALUES ($1, $2, $3)`, [job, slot, attempt]);

  const failedRuns = async (app: TestApp, job: string) => {
    const text = await app.app.get(MetricsService).registry.getSingleMetricAsString('scheduled_job_runs_total');
    return Number(new RegExp(`job="${job}",outcome="failed"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  };

  it('marks a run cut off failed and runs its slot again, with what it did recorded', async () => {
    const slot = new Date('2031-05-01T12:00:00Z');
    await leftByKilledInstance('daily-pick', slot);
    const failedBefore = await failedRuns(second, 'daily-pick');

    const retried = await second.app.get(JobRunner).retryCutOffRuns(new Date('2031-05-01T12:03:00Z'));

    expect(retried).toEqual([{ job: 'daily-pick', scheduledFor: slot, outcome: 'done' }]);
    expect(await attemptsOf('daily-pick', slot)).toEqual([
      { attempt: 1, outcome: 'failed', report: CUT_OFF_REPORT },
      { attempt: 2, outcome: 'done', report: 'no listed profile to pick' },
    ]);
    expect(await failedRuns(second, 'daily-pick')).toBe(failedBefore + 1);
    // Nothing is left to retry.
    expect(await second.app.get(JobRunner).retryCutOffRuns(new Date('2031-05-01T12:04:00Z'))).toEqual([]);
  });

  it('leaves a run that is still under way on another instance alone', async () => {
    const slot = new Date('2031-05-02T12:00:00Z');
    let started!: () => void;
    let finish!: () => void;
    const working = new Promise<void>((resolve) => (started = resolve));
    const run = first.app.get(JobRunner).runOnce(
      'daily-pick',
      () => {
        started();
        return new Promise<string>((resolve) => (finish = () => resolve('slow')));
      },
      (result) => result,
      slot,
    );
    await working;

    expect(await second.app.get(JobRunner).retryCutOffRuns(new Date('2031-05-02T12:01:00Z'))).toEqual([{ job: 'daily-pick', scheduledFor: slot, outcome: 'skipped' }]);
    expect(await attemptsOf('daily-pick', slot)).toEqual([{ attempt: 1, outcome: null, report: null }]);

    finish();
    expect(await run).toBe('done');
    expect(await attemptsOf('daily-pick', slot)).toEqual([{ attempt: 1, outcome: 'done', report: 'slow' }]);
  });

  it(`gives a slot up once ${MAX_ATTEMPTS} attempts were cut off`, async () => {
    const slot = new Date('2031-05-03T12:00:00Z');
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      await leftByKilledInstance('plan-expiry', slot, attempt);
      await first.db.query(`UPDATE scheduled_job_runs SET outcome = 'failed', report = $3 WHERE job = $1 AND scheduled_for = $2`, ['plan-expiry', slot, CUT_OFF_REPORT]);
    }
    await leftByKilledInstance('plan-expiry', slot, MAX_ATTEMPTS);

    expect(await second.app.get(JobRunner).retryCutOffRuns(new Date('2031-05-03T12:01:00Z'))).toEqual([{ job: 'plan-expiry', scheduledFor: slot, outcome: 'skipped' }]);
    expect((await attemptsOf('plan-expiry', slot)).map((run: { outcome: string }) => run.outcome)).toEqual(Array(MAX_ATTEMPTS).fill('failed'));
  });

  it('leaves runs cut off more than a day ago to their next schedule', async () => {
    const slot = new Date('2031-04-01T12:00:00Z');
    await leftByKilledInstance('plan-expiry', slot);
    await first.db.query(`UPDATE scheduled_job_runs SET started_at = $3 WHERE job = $1 AND scheduled_for = $2`, ['plan-expiry', slot, slot]);

    expect(await second.app.get(JobRunner).retryCutOffRuns(new Date('2031-04-03T12:00:00Z'))).toEqual([]);
  });
});

describe('scheduled jobs’ statement limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_TIMEOUT_MS: '500', JOB_STATEMENT_TIMEOUT_SECONDS: '5' });
  });

  afterAll(() => t.close());

  it('lets a job’s statement take longer than a request’s, and gives the connection back with the request limit', async () => {
    let during!: { pid: number; limit: string };
    const outcome = await t.app.get(JobRunner).runOnce(
      'slow-statement',
      async () => {
        await t.db.query(`SELECT pg_sleep(1)`);
        [during] = await t.db.query(`SELECT pg_backend_pid() AS pid, current_setting('statement_timeout') AS limit`);
      },
      () => undefined,
      new Date('2031-06-01T00:00:00Z'),
    );

    expect(outcome).toBe('done');
    expect(during.limit).toBe('5s');
    // Every pooled connection at once, the one the job used among them: each has a request's limit again.
    const pooled: Array<{ pid: number; limit: string }> = await Promise.all(
      Array.from({ length: DATABASE_POOL_SIZE }, () => t.db.query(`SELECT pg_backend_pid() AS pid, current_setting('statement_timeout') AS limit, pg_sleep(0.1)`).then(([row]) => row)),
    );
    expect(pooled.map((row) => row.pid)).toContain(during.pid);
    expect(new Set(pooled.map((row) => row.limit))).toEqual(new Set(['500ms']));
    await expect(t.db.query(`SELECT pg_sleep(1)`)).rejects.toMatchObject({ driverError: { code: '57014' } });
  });

  it('still stops a job’s statement at the job limit', async () => {
    const outcome = await t.app.get(JobRunner).runOnce('endless-statement', () => t.db.query(`SELECT pg_sleep(10)`), () => undefined, new Date('2031-06-02T00:00:00Z'));

    expect(outcome).toBe('failed');
    expect(await t.app.get(JobRunner).recentRuns('endless-statement')).toMatchObject([{ outcome: 'failed', report: 'canceling statement due to statement timeout' }]);
  });
});
