import { EmailDelivery } from '../mail/outbox.service';
import { ContactMessage } from './entities/contact-message.entity';
import { MessagesText } from './messages.errors';
import { ThreadStatus, ThreadSummary } from './messages.repository';
import { threadReference } from './thread-reference';

export interface ThreadListItem {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  created_at: string;
  preview: string;
  status: ThreadStatus;
  message_count: number;
}

export interface ThreadMessageView {
  id: string;
  thread_id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
  is_admin_reply: boolean;
  created_at: string;
  /** Admin replies only (null for visitor messages): where the reply's email is. */
  email_status: 'pending' | 'sent' | 'failed' | null;
  /** The last delivery error (kept while retrying); 'Failed to send email' when it failed without one. */
  email_error: string | null;
  email_sent_at: string | null;
}

export interface ThreadDetail extends ThreadListItem {
  messages: ThreadMessageView[];
}

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
    email_error: failed ? delivery?.lastError || MessagesText.emailFailed : (delivery?.lastError ?? null),
    email_sent_at: delivery?.sentAt ? delivery.sentAt.toISOString() : null,
  };
}

export function toThreadDetail(thread: ThreadSummary, messages: ThreadMessageView[]): ThreadDetail {
  return { ...toThreadListItem(thread), messages };
}
