import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each backup attempt (scheduled, `npm run backup` or the back office's): when, what it wrote, whether
 * reading it back matched its manifest, and why it failed. The backups screen and /metrics read it.
 */
export class BackupRuns1795607200000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE backup_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        trigger text NOT NULL CHECK (trigger IN ('schedule', 'command', 'back office')),
        status text NOT NULL CHECK (status IN ('running', 'verified', 'failed')),
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        size_bytes bigint,
        tables integer,
        rows bigint,
        files integer,
        file_bytes bigint,
        missing_files integer,
        error text
      )`);
    await db.query(`CREATE INDEX backup_runs_started_at ON backup_runs (started_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE backup_runs`);
  }
}
