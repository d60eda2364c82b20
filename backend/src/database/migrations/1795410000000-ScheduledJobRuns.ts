import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per scheduled job and schedule slot: the instance that inserts it runs the job, the
 * others skip, so several instances run each job once per schedule. It also keeps what each run
 * did (the file sweep lists what it removed). The photo key indexes let that sweep ask which of
 * the stored files a row still references.
 */
export class ScheduledJobRuns1795410000000 implements MigrationInterface {
  name = 'ScheduledJobRuns1795410000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scheduled_job_runs (
        job text NOT NULL,
        scheduled_for timestamptz NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        outcome text CHECK (outcome IN ('done', 'failed')),
        report text,
        PRIMARY KEY (job, scheduled_for)
      )`);
    await db.query(`CREATE INDEX profile_photos_storage_key_idx ON profile_photos (storage_key)`);
    await db.query(`CREATE INDEX profile_photos_card_storage_key_idx ON profile_photos (card_storage_key)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX profile_photos_card_storage_key_idx`);
    await db.query(`DROP INDEX profile_photos_storage_key_idx`);
    await db.query(`DROP TABLE scheduled_job_runs`);
  }
}
