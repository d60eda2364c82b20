import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who approved or rejected a verification request and when (kept after the documents are gone),
 * and when a document was approved, from which its retention period runs.
 */
export class VerificationDecisions1795330000000 implements MigrationInterface {
  name = 'VerificationDecisions1795330000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE verification_documents ADD COLUMN approved_at timestamptz`);
    await db.query(`CREATE INDEX verification_documents_approved_idx ON verification_documents (approved_at) WHERE approved_at IS NOT NULL`);
    await db.query(`
      CREATE TABLE verification_decisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        decision text NOT NULL CHECK (decision IN ('approved', 'rejected')),
        decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
        submitted_at timestamptz,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX verification_decisions_profile_idx ON verification_decisions (profile_id, decided_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE verification_decisions`);
    await db.query(`DROP INDEX verification_documents_approved_idx`);
    await db.query(`ALTER TABLE verification_documents DROP COLUMN approved_at`);
  }
}
