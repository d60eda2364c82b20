import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxStatus } from './entities/outbox-email.entity';

/** Kinds of email whose body is a credential (see markSent). */
export const SECRET_BEARING_KINDS = ['password_reset'];

export interface NewOutboxEmail {
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  referenceId?: string;
  dedupeKey?: string;
}

/** A due email, locked by the transaction that delivers it. */
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

/** Every outbox query. Raw SQL where row locking needs it. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The new row's id, or undefined when an email with the same dedupe key already exists. */
  async insert(email: NewOutboxEmail, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
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
   * Runs `deliver` on the oldest due email inside a transaction that holds its row lock.
   * SKIP LOCKED lets other workers (other instances) take the next row instead of waiting, and a
   * row being delivered is never picked twice. If the process dies mid-send, the lock goes with
   * its connection and the row is still pending. False when nothing is due.
   */
  async withNextDue(now: Date, skipIds: string[], deliver: (email: ClaimedEmail, manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows: (Omit<ClaimedEmail, 'text'> & { text_body: string })[] = await manager.query(
        `SELECT id, kind, recipient, subject, html, text_body, attempts
         FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $1 AND NOT (id = ANY($2::uuid[]))
         ORDER BY next_attempt_at, created_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED`,
        [now, skipIds],
      );
      if (rows.length === 0) return false;
      const { text_body, ...row } = rows[0];
      await deliver({ ...row, text: text_body }, manager);
      return true;
    });
  }

  /** Bodies that carry a secret (a reset link) are blanked once delivered, so the table never keeps a usable link. */
  async markSent(manager: EntityManager, id: string, attempts: number, at: Date): Promise<void> {
    await manager.query(
      `UPDATE mail_outbox
       SET status = 'sent', attempts = $2, sent_at = $3, last_error = NULL, updated_at = now(),
           html = CASE WHEN kind = ANY($4::text[]) THEN '' ELSE html END,
           text_body = CASE WHEN kind = ANY($4::text[]) THEN '' ELSE text_body END
       WHERE id = $1`,
      [id, attempts, at, SECRET_BEARING_KINDS],
    );
  }

  async markRetry(manager: EntityManager, id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
    await manager.query(
      `UPDATE mail_outbox SET attempts = $2, next_attempt_at = $3, last_error = $4, updated_at = now() WHERE id = $1`,
      [id, attempts, nextAttemptAt, error],
    );
  }

  async markFailed(manager: EntityManager, id: string, attempts: number, error: string): Promise<void> {
    await manager.query(
      `UPDATE mail_outbox SET status = 'failed', attempts = $2, last_error = $3, updated_at = now() WHERE id = $1`,
      [id, attempts, error],
    );
  }

  /** The latest email of each referenced record. */
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
