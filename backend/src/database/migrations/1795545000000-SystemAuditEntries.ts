import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: the audit log also records what the system does by itself on a takedown (a case opened by a
 * consent report, a case escalated by its job). Such an entry has no admin, so no admin email either; an
 * admin's entry keeps its email after the account is removed (admin_user_id turns NULL), so only an entry
 * without an admin may lack one.
 */
export class SystemAuditEntries1795545000000 implements MigrationInterface {
  name = 'SystemAuditEntries1795545000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE admin_audit_log ALTER COLUMN admin_email DROP NOT NULL`);
    await db.query(`ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_admin_email_check CHECK (admin_email IS NOT NULL OR admin_user_id IS NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_admin_email_check`);
    await db.query(`UPDATE admin_audit_log SET admin_email = 'system' WHERE admin_email IS NULL`);
    await db.query(`ALTER TABLE admin_audit_log ALTER COLUMN admin_email SET NOT NULL`);
  }
}
