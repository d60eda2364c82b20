import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files sent with an outbox email (an invoice's PDF), stored with it when it is queued, so the
 * worker only delivers and an email is sent with exactly the attachment its sender's transaction wrote.
 */
export class MailAttachments1795440000000 implements MigrationInterface {
  name = 'MailAttachments1795440000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox_attachments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email_id uuid NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        filename text NOT NULL CHECK (char_length(filename) BETWEEN 1 AND 200),
        content_type text NOT NULL,
        content bytea NOT NULL,
        UNIQUE (email_id, position)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_outbox_attachments`);
  }
}
