import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxStatus } from './entities/outbox-email.entity';
import { EmailAttachment, NewOutboxEmail, OutboxRepository } from './outbox.repository';
import { RenderedEmail } from './templates/layout';

export interface EnqueueOptions {
  /** Pass the caller's transaction so the email exists exactly when the caller's change commits. */
  manager?: EntityManager;
  referenceId?: string;
  /** Idempotency key: enqueueing the same key again does nothing (e.g. one "plan expiring" email per plan). */
  dedupeKey?: string;
  attachments?: EmailAttachment[];
}

/** What an admin sees about an email tied to a record. */
export interface EmailDelivery {
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** The only way emails leave the app: written to the outbox, delivered by OutboxWorker. */
@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /** The outbox row id, or undefined when the dedupe key was already used. */
  enqueue(kind: string, recipient: string, email: RenderedEmail, options: EnqueueOptions = {}): Promise<string | undefined> {
    const row: NewOutboxEmail = { kind, recipient, ...email, referenceId: options.referenceId, dedupeKey: options.dedupeKey, attachments: options.attachments };
    return this.outbox.insert(row, options.manager);
  }

  async deliveryStates(referenceIds: string[]): Promise<Map<string, EmailDelivery>> {
    const states = await this.outbox.findDeliveryStates(referenceIds);
    return new Map(states.map(({ referenceId, ...state }) => [referenceId, state]));
  }
}
