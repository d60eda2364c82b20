import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A schedule slot may now have several attempts: a run whose instance died (its row without an
 * outcome, the job's advisory lock free) is marked failed and its slot run again as the next attempt,
 * each attempt keeping its own row. The partial index finds the runs without an outcome at once.
 */
export class ScheduledJobRunAttempts1795603000000 implements MigrationInterface {
  name = 'ScheduledJobRunAttempts1795603000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE scheduled_job_runs ADD COLUMN attempt smallint NOT NULL DEFAULT 1 CHECK (attempt >= 1)`);
    await db.query(`ALTER TABLE scheduled_job_runs DROP CONSTRAINT scheduled_job_runs_pkey`);
    await db.query(`ALTER TABLE scheduled_job_runs ADD PRIMARY KEY (job, scheduled_for, attempt)`);
    await db.query(`CREATE INDEX scheduled_job_runs_unfinished_idx ON scheduled_job_runs (scheduled_for) WHERE outcome IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX scheduled_job_runs_unfinished_idx`);
    // One row per slot fits the old key: the last attempt, which says how the slot ended.
    await db.query(`
      DELETE FROM scheduled_job_runs r
       WHERE attempt < (SELECT max(attempt) FROM scheduled_job_runs s WHERE s.job = r.job AND s.scheduled_for = r.scheduled_for)`);
    await db.query(`ALTER TABLE scheduled_job_runs DROP CONSTRAINT scheduled_job_runs_pkey`);
    await db.query(`ALTER TABLE scheduled_job_runs ADD PRIMARY KEY (job, scheduled_for)`);
    await db.query(`ALTER TABLE scheduled_job_runs DROP COLUMN attempt`);
  }
}
