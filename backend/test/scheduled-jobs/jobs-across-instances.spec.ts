import { DailyPickJob } from '../../src/daily-pick/daily-pick.job';
import { MetricsService } from '../../src/observability/metrics.service';
import { JobRunner } from '../../src/scheduled-jobs/job-runner.service';
import { PlanExpiryJob } from '../../src/subscriptions/plan-expiry.job';
import { createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

/** Two instances of the app on one database, as behind a load balancer. */
describe('scheduled jobs with several instances', () => {
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

  const runsOf = (job: string) => first.db.query(`SELECT scheduled_for, outcome FROM scheduled_job_runs WHERE job = $1 ORDER BY scheduled_for`, [job]);

  it('runs a job once per schedule when both instances fire it at the same moment', async () => {
    await createAdvertiser(first);
    const midnight = new Date('2031-03-01T11:00:00.120Z');

    const outcomes = await Promise.all([first.app.get(DailyPickJob).onSchedule(midnight), second.app.get(DailyPickJob).onSchedule(new Date(midnight.getTime() + 40))]);

    expect(outcomes.sort()).toEqual(['done', 'skipped']);
    expect(await runsOf('daily-pick')).toEqual([{ scheduled_for: new Date('2031-03-01T11:00:00Z'), outcome: 'done' }]);
  });

  it('does not repeat a run when the other instance fires a little later within the same minute', async () => {
    const at = new Date('2031-03-02T11:05:00.010Z');
    expect(await first.app.get(PlanExpiryJob).onSchedule(at)).toBe('done');
    expect(await second.app.get(PlanExpiryJob).onSchedule(new Date(at.getTime() + 1_500))).toBe('skipped');
    // The next schedule runs again.
    expect(await second.app.get(PlanExpiryJob).onSchedule(new Date(at.getTime() + 24 * 3600_000))).toBe('done');
    expect(await runsOf('plan-expiry')).toHaveLength(2);
  });

  it('keeps a second run from starting while the first is still at work, on another instance', async () => {
    let started!: () => void;
    let finish!: () => void;
    const atWork = new Promise<void>((resolve) => (started = resolve));
    const slow = first.app.get(JobRunner).runOnce(
      'slow-sweep',
      () => {
        started();
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => 'swept',
      new Date('2031-03-03T00:00:00Z'),
    );
    // The first run holds the lock once its work has begun, however long that took.
    await atWork;

    expect(await second.app.get(JobRunner).runOnce('slow-sweep', async () => 'ran twice', () => undefined, new Date('2031-03-03T01:00:00Z'))).toBe('skipped');
    finish();
    expect(await slow).toBe('done');
  });

  it('records a failed run, counts it, and runs at the next schedule', async () => {
    const runner = first.app.get(JobRunner);
    const failing = () => Promise.reject(new Error('storage unreachable'));

    expect(await runner.runOnce('flaky', failing, () => undefined, new Date('2031-03-04T00:00:00Z'))).toBe('failed');
    expect(await runner.runOnce('flaky', async () => 3, (n) => `did ${n}`, new Date('2031-03-04T01:00:00Z'))).toBe('done');

    expect(await runner.recentRuns('flaky')).toMatchObject([
      { outcome: 'done', report: 'did 3' },
      { outcome: 'failed', report: 'storage unreachable' },
    ]);
    const metrics = await first.app.get(MetricsService).registry.getSingleMetricAsString('scheduled_job_runs_total');
    expect(metrics).toContain('scheduled_job_runs_total{job="flaky",outcome="failed"} 1');
    expect(metrics).toContain('scheduled_job_runs_total{job="flaky",outcome="done"} 1');
  });
});
