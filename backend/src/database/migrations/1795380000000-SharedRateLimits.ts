import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every instance (RATE_LIMIT_STORE=postgres): one row per key and
 * fixed window. UNLOGGED: counters are worth no WAL traffic, and losing them in a crash only
 * restarts the windows. Reports are now counted there too, so their per-IP index goes.
 */
export class SharedRateLimits1795380000000 implements MigrationInterface {
  name = 'SharedRateLimits1795380000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE UNLOGGED TABLE rate_limit_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL CHECK (hits > 0),
        reset_at timestamptz NOT NULL,
        last_hit_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at)`);
    await db.query(`DROP INDEX profile_reports_ip_idx`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX profile_reports_ip_idx ON profile_reports (reporter_ip_hash, created_at)`);
    await db.query(`DROP TABLE rate_limit_counters`);
  }
}
