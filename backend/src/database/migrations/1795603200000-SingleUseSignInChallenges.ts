import { MigrationInterface, QueryRunner } from 'typeorm';

const REASONS = ['signout', 'reuse', 'password_change', 'password_reset', 'admin', 'account_closed', 'two_factor_reset'];

function reasonCheck(reasons: string[]): string {
  return `ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check CHECK (revoked_reason IN (${reasons.map((reason) => `'${reason}'`).join(', ')}))`;
}

/**
 * A two-factor sign-in challenge starts one session at most: the session records the challenge's id
 * here, and a second completion finds it taken. Rows are forgotten once the challenge has expired
 * (sessions-cleanup). Sessions ended because their account turned two-factor sign-in on say so.
 */
export class SingleUseSignInChallenges1795603200000 implements MigrationInterface {
  name = 'SingleUseSignInChallenges1795603200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE used_sign_in_challenges (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX used_sign_in_challenges_user_idx ON used_sign_in_challenges (user_id)`);
    await db.query(`ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check`);
    await db.query(reasonCheck([...REASONS, 'two_factor_enabled']));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE sessions SET revoked_reason = 'admin' WHERE revoked_reason = 'two_factor_enabled'`);
    await db.query(`ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check`);
    await db.query(reasonCheck(REASONS));
    await db.query(`DROP TABLE used_sign_in_challenges`);
  }
}
