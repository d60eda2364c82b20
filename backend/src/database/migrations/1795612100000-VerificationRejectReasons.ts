import { MigrationInterface, QueryRunner } from 'typeorm';

/** A rejected verification keeps why (a reason from the back office's list, and the admin's note), as the advertiser was told. */
export class VerificationRejectReasons1795612100000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE verification_decisions ADD COLUMN reason text, ADD COLUMN note text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE verification_decisions DROP COLUMN reason, DROP COLUMN note`);
  }
}
