import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which token each refresh token replaced, so that a token presented again shortly after its rotation,
 * whose successor was never used (the answer carrying it was lost), can be given a new successor instead
 * of ending the session. Not a foreign key: the clean-up forgets old rotated tokens while their
 * successors live on, and the column is only ever compared.
 */
export class RefreshTokenSuccessors1795560000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refresh_tokens ADD COLUMN previous_token_id uuid`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refresh_tokens DROP COLUMN previous_token_id`);
  }
}
