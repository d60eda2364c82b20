export interface ThreadSummary {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  /** When the latest message was written. */
  created_at: string;
  preview: string;
  status: 'replied' | 'awaiting';
  message_count: number;
}

export interface ThreadMessage {
  id: string;
  name: string;
  message: string;
  is_admin_reply: boolean;
  created_at: string;
  email_status: 'pending' | 'sent' | 'failed' | null;
  email_error: string | null;
  email_sent_at: string | null;
}

export interface Thread extends ThreadSummary {
  messages: ThreadMessage[];
}
