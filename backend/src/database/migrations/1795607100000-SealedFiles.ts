import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The data key of each object sealed at rest (identity documents, data exports), wrapped by a
 * documents master key, with that key's id: a rotation re-wraps these rows and never touches a file.
 */
export class SealedFiles1795607100000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sealed_files (
        bucket text NOT NULL,
        key text NOT NULL,
        key_id text NOT NULL,
        wrapped_key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (bucket, key)
      )`);
    await db.query(`CREATE INDEX sealed_files_key_id ON sealed_files (key_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sealed_files`);
  }
}
