import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { MetricsService } from '../observability/metrics.service';
import { JobRunRecord, JobRunsRepository } from './job-runs.repository';

/** First key of the two-key advisory locks taken for jobs, so they never meet another lock of the app's. */
const JOB_LOCK_NAMESPACE = 18_001;
/** A shutdown waits this long for a running job; an interrupted job is idempotent and runs again at its next schedule. */
const SHUTDOWN_WAIT_MS = 2_000;

export type JobOutcome = 'done' | 'skipped' | 'failed';

/** What a job did, in a line for the log and the run's record; undefined: nothing worth saying. */
export type JobReport<T> = (result: T) => string | undefined;

/** A schedule fires at a whole minute on every instance's own clock, so the minute names the run. */
function slotOf(now: Date): Date {
  const slot = new Date(now);
  slot.setUTCSeconds(0, 0);
  return slot;
}

/**
 * Runs scheduled work once per schedule however many instances run: a PostgreSQL advisory lock
 * keeps two runs of a job from overlapping, and the slot row (scheduled_job_runs) keeps a second
 * instance from repeating a run that already happened for this schedule.
 */
@Injectable()
export class JobRunner implements OnModuleDestroy {
  private readonly logger = new Logger('ScheduledJobs');
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runs: JobRunsRepository,
    private readonly metrics: MetricsService,
  ) {}

  async runOnce<T>(job: string, work: () => Promise<T>, report: JobReport<T>, now: Date = new Date()): Promise<JobOutcome> {
    const run = this.exclusive(job, slotOf(now), work, report);
    this.running.add(run);
    try {
      const outcome = await run;
      this.metrics.jobRan(job, outcome);
      return outcome;
    } finally {
      this.running.delete(run);
    }
  }

  recentRuns(job: string, limit = 10): Promise<JobRunRecord[]> {
    return this.runs.findRecent(this.db.manager, job, limit);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.race([Promise.allSettled([...this.running]), sleep(SHUTDOWN_WAIT_MS, undefined, { ref: false })]);
  }

  private async exclusive<T>(job: string, slot: Date, work: () => Promise<T>, report: JobReport<T>): Promise<JobOutcome> {
    // A session lock lives on one connection, so this run keeps one for itself until it is done.
    const connection = this.db.createQueryRunner();
    await connection.connect();
    try {
      const [{ locked }] = await connection.query(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [JOB_LOCK_NAMESPACE, job]);
      if (!locked) return 'skipped';
      try {
        if (!(await this.runs.claim(connection.manager, job, slot))) return 'skipped';
        return await this.perform(connection.manager, job, slot, work, report);
      } finally {
        await connection.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [JOB_LOCK_NAMESPACE, job]);
      }
    } finally {
      await connection.release();
    }
  }

  private async perform<T>(manager: DataSource['manager'], job: string, slot: Date, work: () => Promise<T>, report: JobReport<T>): Promise<JobOutcome> {
    try {
      const line = report(await work());
      if (line) this.logger.log(`${job}: ${line}`);
      await this.runs.finish(manager, job, slot, 'done', line ?? '');
      return 'done';
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      this.logger.error(`${job} failed: ${reason}`);
      await this.runs.finish(manager, job, slot, 'failed', reason).catch(() => undefined);
      return 'failed';
    }
  }
}
