import type { ThreadDetail, ThreadListItem, ThreadMessageView } from 'contract';
import { EmailDelivery } from '../mail/outbox.service';
import { ContactMessage } from './entities/contact-message.entity';
import { ThreadSummary } from './messages.repository';
import { threadReference } from './thread-reference';
import { CONTACT_MESSAGES } from './messages.messages';

export function toThreadListItem(thread: ThreadSummary): ThreadListItem {
  return {
    id: thread.id,
    reference: threadReference(thread.id),
    name: thread.name,
    email: thread.email,
    phone: thread.phone,
    city: thread.city,
    created_at: thread.createdAt.toISOString(),
    preview: thread.preview,
    status: thread.status,
    message_count: thread.messageCount,
  };
}

export function toThreadMessageView(message: ContactMessage, delivery: EmailDelivery | undefined): ThreadMessageView {
  const failed = delivery?.status === 'failed';
  return {
    id: message.id,
    thread_id: message.threadId,
    name: message.name,
    email: message.email,
    phone: message.phone,
    city: message.city,
    message: message.message,
    is_admin_reply: message.isAdminReply,
    created_at: message.createdAt.toISOString(),
    email_status: message.isAdminReply ? (delivery?.status ?? null) : null,
    email_error: failed ? delivery?.lastError || CONTACT_MESSAGES.emailFailed : (delivery?.lastError ?? null),
    email_sent_at: delivery?.sentAt ? delivery.sentAt.toISOString() : null,
  };
}

export function toThreadDetail(thread: ThreadSummary, messages: ThreadMessageView[]): ThreadDetail {
  return { ...toThreadListItem(thread), messages };
}
