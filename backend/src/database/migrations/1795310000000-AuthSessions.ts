import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in sessions as refresh-token families: one `sessions` row per sign-in, one
 * `refresh_tokens` row per issued token. A rotated token that comes back revokes its session.
 */
export class AuthSessions1795310000000 implements MigrationInterface {
  name = 'AuthSessions1795310000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text CHECK (revoked_reason IN ('signout', 'reuse', 'password_change', 'password_reset', 'admin', 'account_closed'))
      )`);
    await db.query(`CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL`);

    await db.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz
      )`);
    await db.query(`CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE refresh_tokens`);
    await db.query(`DROP TABLE sessions`);
  }
}
