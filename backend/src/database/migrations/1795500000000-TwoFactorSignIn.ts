import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (issue 15): one TOTP secret per account, encrypted with a key derived from the
 * app's secret (never stored here); its single-use recovery codes, hashed; and how each session was
 * signed in, so the back office can insist on a second factor.
 */
export class TwoFactorSignIn1795500000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE totp_secrets (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_ciphertext text NOT NULL,
        confirmed_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    await db.query(`ALTER TABLE sessions ADD COLUMN second_factor text CHECK (second_factor IN ('totp', 'recovery_code'))`);
    await db.query(`ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check`);
    await db.query(
      `ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
         CHECK (revoked_reason IN ('signout', 'reuse', 'password_change', 'password_reset', 'admin', 'account_closed', 'two_factor_reset'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE sessions SET revoked_reason = 'admin' WHERE revoked_reason = 'two_factor_reset'`);
    await db.query(`ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check`);
    await db.query(
      `ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
         CHECK (revoked_reason IN ('signout', 'reuse', 'password_change', 'password_reset', 'admin', 'account_closed'))`,
    );
    await db.query(`ALTER TABLE sessions DROP COLUMN second_factor`);
    await db.query(`DROP TABLE recovery_codes`);
    await db.query(`DROP TABLE totp_secrets`);
  }
}
