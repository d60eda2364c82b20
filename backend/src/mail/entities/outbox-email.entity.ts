import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** One email waiting to be sent, sent, or given up on. Rendered when enqueued, so the worker only delivers. */
@Entity('mail_outbox')
export class OutboxEmail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What the email is for (e.g. 'admin_reply', 'welcome'); for logs and admins. */
  @Column('text')
  kind: string;

  @Column('text')
  recipient: string;

  @Column('text')
  subject: string;

  @Column('text')
  html: string;

  @Column('text', { name: 'text_body' })
  text: string;

  /** The record the email belongs to (an admin reply's message id), so its delivery state can be shown. */
  @Column('uuid', { nullable: true })
  referenceId: string | null;

  /** Makes enqueueing idempotent: a second email with the same key is not written. */
  @Column('text', { nullable: true })
  dedupeKey: string | null;

  @Column('text', { default: 'pending' })
  status: OutboxStatus;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('timestamptz')
  nextAttemptAt: Date;

  @Column('text', { nullable: true })
  lastError: string | null;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
