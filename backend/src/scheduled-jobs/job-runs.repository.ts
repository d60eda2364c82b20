import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';

export interface JobRunRecord {
  scheduledFor: Date;
  attempt: number;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'done' | 'failed' | null;
  report: string | null;
}

/** A run of a schedule slot: which attempt at it this is. */
export interface JobRunKey {
  job: string;
  scheduledFor: Date;
  attempt: number;
}

/** The scheduled_job_runs table: which schedule slots have been taken, by which attempt, and what each run did. */
@Injectable()
export class JobRunsRepository {
  /** True when this call took the slot's first attempt; false when another instance (or an earlier call) already had. */
  @GenerateSql({ params: [MANAGER, 'query-snapshots', DummyValue.DATE] })
  async claim(manager: EntityManager, job: string, scheduledFor: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO scheduled_job_runs (job, scheduled_for) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [job, scheduledFor],
    );
    return rows.length === 1;
  }

  /**
   * For a caller holding the job's advisory lock: the slot's latest attempt, if it has no outcome, was
   * cut off (its instance held that lock until it finished). It is marked failed with `report`, and the
   * next attempt is taken unless `maxAttempts` have been made. Undefined when no attempt was cut off.
   */
  @GenerateSql({ params: [MANAGER, 'query-snapshots', DummyValue.DATE, 'text', 3] })
  async takeOverAbandoned(manager: EntityManager, job: string, scheduledFor: Date, report: string, maxAttempts: number): Promise<{ retry?: number } | undefined> {
    const [{ abandoned, retry }]: { abandoned: number | null; retry: number | null }[] = await manager.query(
      `WITH abandoned AS (
         UPDATE scheduled_job_runs SET finished_at = now(), outcome = 'failed', report = $3
          WHERE job = $1 AND scheduled_for = $2 AND outcome IS NULL
            AND attempt = (SELECT max(attempt) FROM scheduled_job_runs WHERE job = $1 AND scheduled_for = $2)
          RETURNING attempt
       ), retried AS (
         INSERT INTO scheduled_job_runs (job, scheduled_for, attempt)
         SELECT $1, $2, attempt + 1 FROM abandoned WHERE attempt < $4
         RETURNING attempt
       )
       SELECT (SELECT attempt FROM abandoned) AS abandoned, (SELECT attempt FROM retried) AS retry`,
      [job, scheduledFor, report, maxAttempts],
    );
    if (abandoned === null) return undefined;
    return retry === null ? {} : { retry };
  }

  /** Records how a run ended, unless it was already marked as cut off (its instance lost the lock meanwhile). */
  @GenerateSql({ params: [MANAGER, { job: 'query-snapshots', scheduledFor: DummyValue.DATE, attempt: 1 }, 'done', 'text'] })
  async finish(manager: EntityManager, run: JobRunKey, outcome: 'done' | 'failed', report: string): Promise<void> {
    await manager.query(
      `UPDATE scheduled_job_runs SET finished_at = now(), outcome = $4, report = $5
        WHERE job = $1 AND scheduled_for = $2 AND attempt = $3 AND outcome IS NULL`,
      [run.job, run.scheduledFor, run.attempt, outcome, report.slice(0, 10_000)],
    );
  }

  /** The slots after `since` whose latest attempt has no outcome: running now, or cut off. */
  @GenerateSql({ params: [MANAGER, DummyValue.DATE] })
  async findUnfinished(manager: EntityManager, since: Date): Promise<Array<{ job: string; scheduledFor: Date }>> {
    const rows: { job: string; scheduled_for: Date }[] = await manager.query(
      `SELECT job, scheduled_for FROM scheduled_job_runs WHERE outcome IS NULL AND scheduled_for > $1 ORDER BY scheduled_for`,
      [since],
    );
    return rows.map((row) => ({ job: row.job, scheduledFor: row.scheduled_for }));
  }

  @GenerateSql({ params: [MANAGER, 'query-snapshots', 10] })
  async findRecent(manager: EntityManager, job: string, limit: number): Promise<JobRunRecord[]> {
    const rows: { scheduled_for: Date; attempt: number; started_at: Date; finished_at: Date | null; outcome: 'done' | 'failed' | null; report: string | null }[] =
      await manager.query(
        `SELECT scheduled_for, attempt, started_at, finished_at, outcome, report FROM scheduled_job_runs
          WHERE job = $1 ORDER BY scheduled_for DESC, attempt DESC LIMIT $2`,
        [job, limit],
      );
    return rows.map((row) => ({
      scheduledFor: row.scheduled_for,
      attempt: row.attempt,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      outcome: row.outcome,
      report: row.report,
    }));
  }
}
