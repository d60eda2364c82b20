import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

export interface JobRunRecord {
  scheduledFor: Date;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'done' | 'failed' | null;
  report: string | null;
}

/** The scheduled_job_runs table: which schedule slots have been taken, and what each run did. */
@Injectable()
export class JobRunsRepository {
  /** True when this call took the slot; false when another instance (or an earlier call) already had. */
  async claim(manager: EntityManager, job: string, scheduledFor: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO scheduled_job_runs (job, scheduled_for) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [job, scheduledFor],
    );
    return rows.length === 1;
  }

  async finish(manager: EntityManager, job: string, scheduledFor: Date, outcome: 'done' | 'failed', report: string): Promise<void> {
    await manager.query(
      `UPDATE scheduled_job_runs SET finished_at = now(), outcome = $3, report = $4 WHERE job = $1 AND scheduled_for = $2`,
      [job, scheduledFor, outcome, report.slice(0, 10_000)],
    );
  }

  async findRecent(manager: EntityManager, job: string, limit: number): Promise<JobRunRecord[]> {
    const rows: { scheduled_for: Date; started_at: Date; finished_at: Date | null; outcome: 'done' | 'failed' | null; report: string | null }[] =
      await manager.query(
        `SELECT scheduled_for, started_at, finished_at, outcome, report FROM scheduled_job_runs WHERE job = $1 ORDER BY scheduled_for DESC LIMIT $2`,
        [job, limit],
      );
    return rows.map((row) => ({ scheduledFor: row.scheduled_for, startedAt: row.started_at, finishedAt: row.finished_at, outcome: row.outcome, report: row.report }));
  }
}
