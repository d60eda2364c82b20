import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Takedowns (issue 17): a report that someone's photo or information is posted without their consent
 * opens a case due 8 hours later (the terms' promise); an open case past its deadline is escalated.
 */
export class Takedowns1795450300000 implements MigrationInterface {
  name = 'Takedowns1795450300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE profile_reports DROP CONSTRAINT profile_reports_reason_check`);
    await db.query(`ALTER TABLE profile_reports ADD CONSTRAINT profile_reports_reason_check CHECK (reason IN ('under_18', 'fake_photos', 'unsafe_content', 'no_consent', 'other'))`);
    await db.query(`
      CREATE TABLE takedown_cases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        report_id uuid NOT NULL UNIQUE REFERENCES profile_reports (id) ON DELETE CASCADE,
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        reporter_email text CHECK (char_length(reporter_email) <= 254),
        due_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        content_hidden_at timestamptz,
        escalated_at timestamptz,
        outcome text CHECK (outcome IN ('removed', 'not_removed')),
        outcome_reason text CHECK (char_length(outcome_reason) <= 2000),
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'resolved') = (outcome IS NOT NULL AND outcome_reason IS NOT NULL AND resolved_at IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX takedown_cases_open_idx ON takedown_cases (due_at) WHERE status = 'open'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE takedown_cases`);
    await db.query(`DELETE FROM profile_reports WHERE reason = 'no_consent'`);
    await db.query(`ALTER TABLE profile_reports DROP CONSTRAINT profile_reports_reason_check`);
    await db.query(`ALTER TABLE profile_reports ADD CONSTRAINT profile_reports_reason_check CHECK (reason IN ('under_18', 'fake_photos', 'unsafe_content', 'other'))`);
  }
}
