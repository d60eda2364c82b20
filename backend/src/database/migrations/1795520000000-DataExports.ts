import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, "My data": one row per request for a copy of what is held about an account. While
 * `preparing`, `next_attempt_at` is also the lease of the worker building it (a crashed worker's
 * row is taken again when it passes). Once `ready`, the emailed link's token is known only by its
 * hash; the file goes when the link is used or expires, the row 30 days after the request.
 */
export class DataExports1795520000000 implements MigrationInterface {
  name = 'DataExports1795520000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'preparing' CHECK (status IN ('preparing', 'ready', 'downloaded', 'expired', 'failed')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        storage_key text,
        size_bytes bigint CHECK (size_bytes >= 0),
        token_hash bytea UNIQUE,
        ready_at timestamptz,
        expires_at timestamptz,
        downloaded_at timestamptz,
        CHECK (status <> 'ready' OR (storage_key IS NOT NULL AND token_hash IS NOT NULL AND expires_at IS NOT NULL))
      )`);
    // One request being prepared per account: a second is a 409, also when two arrive at once.
    await db.query(`CREATE UNIQUE INDEX data_exports_one_preparing_key ON data_exports (user_id) WHERE status = 'preparing'`);
    await db.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at DESC)`);
    await db.query(`CREATE INDEX data_exports_due_idx ON data_exports (next_attempt_at) WHERE status = 'preparing'`);
    await db.query(`CREATE INDEX data_exports_files_idx ON data_exports (expires_at) WHERE storage_key IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE data_exports`);
  }
}
