import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { OutboxStatus } from './entities/outbox-email.entity';

/** Kinds of email whose body is a credential (see markSent). */
export const SECRET_BEARING_KINDS = ['password_reset', 'email_change_confirm', 'data_export'];

export interface NewOutboxEmail {
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  referenceId?: string;
  dedupeKey?: string;
  attachments?: EmailAttachment[];
}

/** A file sent with an email (an invoice's PDF). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A due email taken for one send attempt (`attempts` counts this one). */
export interface ClaimedEmail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

export interface DeliveryState {
  referenceId: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** The claimed email the query snapshots pass (common/sql/generate-sql.ts). */
const SNAPSHOT_EMAIL: ClaimedEmail = { id: DummyValue.UUID, kind: 'invoice', recipient: DummyValue.EMAIL, subject: 'text', html: 'text', text: 'text', attempts: 1 };

/** Every outbox query. Raw SQL where row locking needs it. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The new row's id, or undefined when an email with the same dedupe key already exists. An email
   * with attachments is written with them in one transaction (the caller's, when it passes one).
   */
  @GenerateSql({
    name: 'with an attachment',
    params: [
      { kind: 'invoice', recipient: DummyValue.EMAIL, subject: 'text', html: 'text', text: 'text', referenceId: DummyValue.UUID, dedupeKey: 'invoice:1', attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: DummyValue.BUFFER }] },
      MANAGER,
    ],
  })
  async insert(email: NewOutboxEmail, manager?: EntityManager): Promise<string | undefined> {
    if (!email.attachments?.length) return this.insertEmail(email, manager ?? this.dataSource.manager);
    const write = async (tx: EntityManager) => {
      const id = await this.insertEmail(email, tx);
      if (id) await this.insertAttachments(tx, id, email.attachments!);
      return id;
    };
    return manager ? write(manager) : this.dataSource.transaction(write);
  }

  private async insertAttachments(manager: EntityManager, emailId: string, attachments: EmailAttachment[]): Promise<void> {
    for (const [position, attachment] of attachments.entries()) {
      await manager.query(
        `INSERT INTO mail_outbox_attachments (email_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)`,
        [emailId, position, attachment.filename, attachment.contentType, attachment.content],
      );
    }
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findAttachments(emailId: string): Promise<EmailAttachment[]> {
    const rows: { filename: string; content_type: string; content: Buffer }[] = await this.dataSource.query(
      `SELECT filename, content_type, content FROM mail_outbox_attachments WHERE email_id = $1 ORDER BY position`,
      [emailId],
    );
    return rows.map((row) => ({ filename: row.filename, contentType: row.content_type, content: row.content }));
  }

  private async insertEmail(email: NewOutboxEmail, manager: EntityManager): Promise<string | undefined> {
    const rows: { id: string }[] = await manager.query(
      // Millisecond precision, like the JS clock the worker compares against: a row enqueued in the
      // same millisecond as a run must count as due.
      `INSERT INTO mail_outbox (kind, recipient, subject, html, text_body, reference_id, dedupe_key, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, date_trunc('milliseconds', now()))
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [email.kind, email.recipient, email.subject, email.html, email.text, email.referenceId ?? null, email.dedupeKey ?? null],
    );
    return rows[0]?.id;
  }

  /**
   * Takes the oldest email due at `dueAt` for one send attempt, in one statement: the attempt is
   * counted and the row leased until `leaseUntil`, so no transaction stays open while the SMTP
   * server is talked to. SKIP LOCKED and the lease let other workers (other instances) take other
   * rows; if this process dies mid-send, the row is due again when the lease ends.
   */
  @GenerateSql({ params: [DummyValue.DATE, DummyValue.DATE] })
  async claimNextDue(dueAt: Date, leaseUntil: Date): Promise<ClaimedEmail | undefined> {
    // TypeORM answers an UPDATE with [returned rows, affected count].
    const [rows]: [(Omit<ClaimedEmail, 'text'> & { text_body: string })[], number] = await this.dataSource.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $2, updated_at = now()
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $1
         ORDER BY next_attempt_at, created_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, subject, html, text_body, attempts`,
      [dueAt, leaseUntil],
    );
    if (rows.length === 0) return undefined;
    const { text_body, ...row } = rows[0];
    return { ...row, text: text_body };
  }

  /**
   * The three outcomes of an attempt. Each applies only while the row is still this attempt's
   * (same attempt count, still pending): a send that outlived its lease cannot overwrite a newer one.
   * Bodies that carry a secret (a reset link) are blanked once delivered, so the table never keeps a usable link.
   */
  @GenerateSql({ params: [SNAPSHOT_EMAIL, DummyValue.DATE] })
  async markSent(email: ClaimedEmail, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox
       SET status = 'sent', sent_at = $3, last_error = NULL, updated_at = now(),
           html = CASE WHEN kind = ANY($4::text[]) THEN '' ELSE html END,
           text_body = CASE WHEN kind = ANY($4::text[]) THEN '' ELSE text_body END
       WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      [email.id, email.attempts, at, SECRET_BEARING_KINDS],
    );
  }

  @GenerateSql({ params: [SNAPSHOT_EMAIL, DummyValue.DATE, 'text'] })
  async markRetry(email: ClaimedEmail, nextAttemptAt: Date, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET next_attempt_at = $3, last_error = $4, updated_at = now() WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      [email.id, email.attempts, nextAttemptAt, error],
    );
  }

  @GenerateSql({ params: [SNAPSHOT_EMAIL, 'text'] })
  async markFailed(email: ClaimedEmail, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'failed', last_error = $3, updated_at = now() WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      [email.id, email.attempts, error],
    );
  }

  /** Emails waiting to be sent (the outbox's depth). */
  @GenerateSql()
  async countPending(): Promise<number> {
    const [{ n }]: { n: number }[] = await this.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`);
    return n;
  }

  /** The latest email of each referenced record. */
  @GenerateSql({ params: [[DummyValue.UUID]] })
  async findDeliveryStates(referenceIds: string[]): Promise<DeliveryState[]> {
    if (referenceIds.length === 0) return [];
    const rows: { reference_id: string; status: OutboxStatus; attempts: number; last_error: string | null; sent_at: Date | null }[] =
      await this.dataSource.query(
        `SELECT DISTINCT ON (reference_id) reference_id, status, attempts, last_error, sent_at
         FROM mail_outbox
         WHERE reference_id = ANY($1::uuid[])
         ORDER BY reference_id, created_at DESC`,
        [referenceIds],
      );
    return rows.map((row) => ({ referenceId: row.reference_id, status: row.status, attempts: row.attempts, lastError: row.last_error, sentAt: row.sent_at }));
  }
}
