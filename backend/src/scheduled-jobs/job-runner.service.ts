import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';
import { withStatementLimit } from '../common/sql/statement-limit';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../observability/metrics.service';
import { JobRunKey, JobRunRecord, JobRunsRepository } from './job-runs.repository';

/** First key of the two-key advisory locks taken for jobs, so they never meet another lock of the app's. */
const JOB_LOCK_NAMESPACE = 18_001;
/** A shutdown waits this long for a running job; one interrupted is found without an outcome and run again. */
const SHUTDOWN_WAIT_MS = 2_000;
/** A slot is tried this often at most: a job that ends its process each time must not do so for ever. */
export const MAX_ATTEMPTS = 3;
/** Runs cut off longer ago than this are left to their job's next schedule. */
const RETRY_WITHIN_MS = 24 * 3600_000;
/** How often the runs cut off are looked for (and once at start). */
const RECOVERY_EVERY_MS = 60_000;
/** @nestjs/schedule's metadata key for a @Cron method's options, which it reads itself but does not export. */
const CRON_OPTIONS = 'SCHEDULE_CRON_OPTIONS';
export const CUT_OFF_REPORT = 'cut off: the instance running it stopped, or lost its database connection, before it finished';

export type JobOutcome = 'done' | 'skipped' | 'failed';

/** What a job did, in a line for the log and the run's record; undefined: nothing worth saying. */
export type JobReport<T> = (result: T) => string | undefined;

/** A job's @Cron method, called with the time of the slot to run. */
type JobTrigger = (slot: Date) => Promise<unknown>;

/** A schedule fires at a whole minute on every instance's own clock, so the minute names the run. */
function slotOf(now: Date): Date {
  const slot = new Date(now);
  slot.setUTCSeconds(0, 0);
  return slot;
}

/**
 * Runs scheduled work once per schedule however many instances run: a PostgreSQL advisory lock
 * keeps two runs of a job from overlapping, and the slot row (scheduled_job_runs) keeps a second
 * instance from repeating a run that already happened for this schedule. Each run records its
 * outcome. The lock is held on a connection of the run's own until it has recorded it, so a slot
 * whose latest attempt has no outcome while the lock is free was cut off (its process died, or its
 * connection): the next instance to take the lock marks it failed and runs the slot again. Jobs are
 * found by their @Cron method, whose name is the job's and which takes the slot's time.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ScheduledJobs');
  private readonly running = new Set<Promise<unknown>>();
  private triggers?: Map<string, JobTrigger>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runs: JobRunsRepository,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  @GenerateSql({ params: ['query-snapshots', () => Promise.resolve(), () => undefined, DummyValue.DATE] })
  async runOnce<T>(job: string, work: () => Promise<T>, report: JobReport<T>, now: Date = new Date()): Promise<JobOutcome> {
    const outcome = await this.tracked(this.exclusive(job, slotOf(now), work, report));
    this.metrics.jobRan(job, outcome);
    return outcome;
  }

  @GenerateSql({ params: ['query-snapshots'] })
  recentRuns(job: string, limit = 10): Promise<JobRunRecord[]> {
    return this.runs.findRecent(this.db.manager, job, limit);
  }

  /** A run cut off by the restart this instance comes from is retried at once. */
  onApplicationBootstrap(): void {
    if (this.config.runScheduledJobs) void this.onRecoverySchedule();
  }

  @Interval('scheduled-job-recovery', RECOVERY_EVERY_MS)
  @GenerateSql()
  async onRecoverySchedule(): Promise<void> {
    await this.retryCutOffRuns().catch((error: Error) => this.logger.warn(`Looking for job runs cut off failed: ${error.message}`));
  }

  /**
   * Runs again, through its job's @Cron method, each slot of the last day whose latest attempt has no
   * outcome: runOnce skips it while its run is under way on another instance (the lock is taken), and
   * otherwise marks that attempt failed and makes the next. Returns what each came to.
   */
  @GenerateSql({ params: [DummyValue.DATE] })
  async retryCutOffRuns(now: Date = new Date()): Promise<Array<{ job: string; scheduledFor: Date; outcome: unknown }>> {
    const unfinished = await this.tracked(this.runs.findUnfinished(this.db.manager, new Date(now.getTime() - RETRY_WITHIN_MS)));
    const retried = [];
    for (const { job, scheduledFor } of unfinished) {
      const trigger = this.jobTriggers().get(job);
      if (trigger) retried.push({ job, scheduledFor, outcome: await trigger(scheduledFor) });
    }
    return retried;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.race([Promise.allSettled([...this.running]), sleep(SHUTDOWN_WAIT_MS, undefined, { ref: false })]);
  }

  private async tracked<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    try {
      return await work;
    } finally {
      this.running.delete(work);
    }
  }

  /** Every provider's @Cron methods by the name given in their options, read once (providers do not change). */
  private jobTriggers(): Map<string, JobTrigger> {
    if (this.triggers) return this.triggers;
    const triggers = new Map<string, JobTrigger>();
    for (const { instance } of this.discovery.getProviders()) {
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const options = Reflect.getMetadata(CRON_OPTIONS, prototype[method] as object) as { name?: string } | undefined;
        if (options?.name) triggers.set(options.name, (slot) => (instance as Record<string, (slot: Date) => Promise<unknown>>)[method](slot));
      }
    }
    this.triggers = triggers;
    return triggers;
  }

  private async exclusive<T>(job: string, slot: Date, work: () => Promise<T>, report: JobReport<T>): Promise<JobOutcome> {
    // A session lock lives on one connection, so this run keeps one for itself until it is done.
    const connection = this.db.createQueryRunner();
    await connection.connect();
    try {
      const [{ locked }] = await connection.query(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [JOB_LOCK_NAMESPACE, job]);
      if (!locked) return 'skipped';
      try {
        const attempt = await this.take(connection.manager, job, slot);
        if (attempt === undefined) return 'skipped';
        return await this.perform({ job, scheduledFor: slot, attempt }, work, report);
      } finally {
        // A connection that died took its lock with it.
        await connection.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [JOB_LOCK_NAMESPACE, job]).catch(() => undefined);
      }
    } finally {
      await connection.release();
    }
  }

  /** The slot's first attempt, or the next after one that was cut off; undefined when the slot is taken, done or given up. */
  private async take(manager: EntityManager, job: string, slot: Date): Promise<number | undefined> {
    if (await this.runs.claim(manager, job, slot)) return 1;
    const cutOff = await this.runs.takeOverAbandoned(manager, job, slot, CUT_OFF_REPORT, MAX_ATTEMPTS);
    if (!cutOff) return undefined;
    this.metrics.jobRan(job, 'failed');
    const next = cutOff.retry ? `running it again (attempt ${cutOff.retry} of ${MAX_ATTEMPTS})` : `given up after ${MAX_ATTEMPTS} attempts`;
    this.logger.error(`${job} for ${slot.toISOString()} was cut off before it finished; ${next}`);
    return cutOff.retry;
  }

  /** The work runs with the jobs' own statement limit; the outcome is recorded through the pool, whatever became of the lock's connection. */
  private async perform<T>(run: JobRunKey, work: () => Promise<T>, report: JobReport<T>): Promise<JobOutcome> {
    try {
      const line = report(await withStatementLimit(this.config.jobStatementTimeoutMs, work));
      if (line) this.logger.log(`${run.job}: ${line}`);
      await this.runs.finish(this.db.manager, run, 'done', line ?? '');
      return 'done';
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      this.logger.error(`${run.job} failed: ${reason}`);
      // Unrecorded, the run is found without an outcome once its lock is free, and run again.
      await this.runs.finish(this.db.manager, run, 'failed', reason).catch(() => undefined);
      return 'failed';
    }
  }
}
