import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email goes through an outbox: a row written in the same transaction as what caused it (an admin
 * reply, a sign-up...), sent later by a worker that retries with backoff. Password reset tokens are
 * kept hashed, single-use and short-lived.
 */
export class MailOutboxAndPasswordResets1795340000000 implements MigrationInterface {
  name = 'MailOutboxAndPasswordResets1795340000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        text_body text NOT NULL,
        reference_id uuid,
        dedupe_key text UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX mail_outbox_reference_idx ON mail_outbox (reference_id) WHERE reference_id IS NOT NULL`);

    await db.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE password_reset_tokens`);
    await db.query(`DROP TABLE mail_outbox`);
  }
}
