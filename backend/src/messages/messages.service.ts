import { THREAD_STATUSES, type ThreadDetail, type ThreadListItem, type ThreadMessageView } from 'contract';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { appError, ErrorKind, TooManyRequestsException } from '../common/errors/app.exception';
import { filterIds, filterOneOf, filterText, isUuid, ListQuery } from '../common/http/lists/simple-rest';
import { NotificationsService } from '../mail/notifications.service';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox.worker';
import { ContactMessageDto } from './dto/contact-message.dto';
import { MessagesRepository, ThreadSortField } from './messages.repository';
import { threadReference } from './thread-reference';
import { toThreadDetail, toThreadListItem, toThreadMessageView } from './thread.mapper';
import { CONTACT_RATE_LIMIT } from './contact-limits';
import { CONTACT_MESSAGES } from './messages.messages';

/** A contact thread as the data export of the person who wrote it shows it. */
export interface ThreadExport {
  id: string;
  reference: string;
  messages: { from: 'you' | 'us'; name: string; email: string; phone: string; city: string; message: string; sent_at: string; deleted_by_staff: boolean }[];
}

export const THREAD_FILTERS = ['q', 'status'] as const;


/** Contact messages and the admin's threads (spec §7 "Admin and contact messages"). */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger('Messages');

  constructor(
    private readonly messages: MessagesRepository,
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly notifications: NotificationsService,
    private readonly outbox: OutboxService,
    private readonly worker: OutboxWorker,
    private readonly audit: AuditService,
  ) {}

  /** A visitor's message starts a new thread. A filled honeypot is accepted and dropped, so bots learn nothing. */
  async submitContact(form: ContactMessageDto, ip: string): Promise<{ message: string }> {
    const wait = await this.rateLimiter.hit(`contact:ip:${ip}`, CONTACT_RATE_LIMIT);
    if (wait) throw new TooManyRequestsException(CONTACT_MESSAGES.tooManyMessages, wait);
    if (form.website !== undefined && form.website !== null && form.website !== '') {
      this.logger.warn(`Dropped a contact message from ${ip}: honeypot field filled`);
      return { message: CONTACT_MESSAGES.contactSent };
    }
    await this.messages.insertMessage({
      threadId: randomUUID(),
      name: form.name,
      email: form.email,
      phone: form.phone,
      city: form.city,
      message: form.message,
      isAdminReply: false,
    });
    return { message: CONTACT_MESSAGES.contactSent };
  }

  async listThreads(query: ListQuery<ThreadSortField>): Promise<{ items: ThreadListItem[]; total: number }> {
    const filter = {
      ids: filterIds(query.filter)?.filter(isUuid),
      search: filterText(query.filter, 'q'),
      status: filterOneOf(query.filter, 'status', THREAD_STATUSES),
    };
    const [threads, total] = await this.messages.findThreadPage(filter, query.sort, query.offset, query.limit);
    return { items: threads.map(toThreadListItem), total };
  }

  async getThread(threadId: string): Promise<ThreadDetail> {
    const thread = isUuid(threadId) ? await this.messages.findThread(threadId) : undefined;
    if (!thread) throw appError(ErrorKind.NotFound, CONTACT_MESSAGES.threadNotFound);
    const messages = await this.messages.findThreadMessages(threadId);
    const deliveries = await this.outbox.deliveryStates(messages.filter((m) => m.isAdminReply).map((m) => m.id));
    return toThreadDetail(thread, messages.map((m) => toThreadMessageView(m, deliveries.get(m.id))));
  }

  /**
   * The reply and its email are written in one transaction: either both exist or neither does,
   * so a reply is never stored without its email being on its way (DESIGN §3). The worker sends it.
   */
  async reply(threadId: string, text: string, adminUserId: string): Promise<{ message: string; reply: ThreadMessageView }> {
    const thread = isUuid(threadId) ? await this.messages.findThread(threadId) : undefined;
    if (!thread) throw appError(ErrorKind.NotFound, CONTACT_MESSAGES.threadNotFound);
    let reply;
    try {
      reply = await this.dataSource.transaction(async (manager) => {
        const history = await this.messages.findThreadMessages(threadId, manager);
        const lastFromVisitor = [...history].reverse().find((m) => !m.isAdminReply);
        const stored = await this.messages.insertMessage(
          { threadId, name: thread.name, email: thread.email, phone: thread.phone, city: thread.city, message: text, isAdminReply: true },
          manager,
        );
        await this.notifications.sendThreadReply(
          { to: thread.email, name: thread.name, reply: text, originalMessage: lastFromVisitor?.message, replyMessageId: stored.id },
          { manager },
        );
        await this.audit.record(adminUserId, 'thread.reply', 'thread', threadId, { message_id: stored.id }, manager);
        return stored;
      });
    } catch (error) {
      // With its cause, so an unavailable database is answered 503 (the exception filter) and any other fault is logged whole.
      throw appError(ErrorKind.Failed, CONTACT_MESSAGES.replyFailed, error);
    }
    this.worker.wake();
    return { message: CONTACT_MESSAGES.replySent, reply: toThreadMessageView(reply, { status: 'pending', attempts: 0, lastError: null, sentAt: null }) };
  }

  async deleteThread(threadId: string, adminUserId: string): Promise<{ id: string; message: string }> {
    const deleted = isUuid(threadId)
      ? await this.dataSource.transaction(async (manager) => {
          const count = await this.messages.softDeleteThread(threadId, manager);
          if (count > 0) await this.audit.record(adminUserId, 'thread.delete', 'thread', threadId, { messages: count }, manager);
          return count;
        })
      : 0;
    if (deleted === 0) throw appError(ErrorKind.NotFound, CONTACT_MESSAGES.threadNotFound);
    return { id: threadId, message: CONTACT_MESSAGES.threadDeleted };
  }

  /**
   * For a data export: the contact threads someone started from one of `emails` (their sign-in and
   * profile addresses), with our replies, including threads staff have deleted but the table still holds.
   */
  async exportThreadsOf(emails: string[]): Promise<ThreadExport[]> {
    const messages = await this.messages.findThreadsWrittenFrom(emails.filter(Boolean));
    const threads = new Map<string, ThreadExport>();
    for (const m of messages) {
      let thread = threads.get(m.threadId);
      if (!thread) threads.set(m.threadId, (thread = { id: m.threadId, reference: threadReference(m.threadId), messages: [] }));
      thread.messages.push({
        from: m.isAdminReply ? 'us' : 'you',
        name: m.name,
        email: m.email,
        phone: m.phone,
        city: m.city,
        message: m.message,
        sent_at: m.createdAt.toISOString(),
        deleted_by_staff: m.isDeleted,
      });
    }
    return [...threads.values()];
  }

  /** The dashboard's "new threads": threads whose latest message is not an admin reply. */
  countAwaitingThreads(): Promise<number> {
    return this.messages.countAwaitingThreads();
  }
}
