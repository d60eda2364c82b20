import { MigrationInterface, QueryRunner } from 'typeorm';

/** Visitor reports against profiles, and the audit log of every admin action (issue 9). */
export class AdminReportsAndAuditLog1795350000000 implements MigrationInterface {
  name = 'AdminReportsAndAuditLog1795350000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE profile_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (reason IN ('under_18', 'fake_photos', 'unsafe_content', 'other')),
        details text CHECK (char_length(details) <= 2000),
        reporter_ip_hash text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'profile_paused', 'dismissed')),
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'open') = (resolved_at IS NULL))
      )`);
    // The admin queue: open first, newest first.
    await db.query(`CREATE INDEX profile_reports_queue_idx ON profile_reports ((status <> 'open'), created_at DESC)`);
    // The per-IP rate limit counts recent reports.
    await db.query(`CREATE INDEX profile_reports_ip_idx ON profile_reports (reporter_ip_hash, created_at)`);
    await db.query(`CREATE INDEX profile_reports_profile_idx ON profile_reports (profile_id)`);

    // admin_email is kept so the history still says who acted after an account is removed.
    await db.query(`
      CREATE TABLE admin_audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        admin_email text NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC)`);
    await db.query(`CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_type, target_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE admin_audit_log`);
    await db.query(`DROP TABLE profile_reports`);
  }
}
