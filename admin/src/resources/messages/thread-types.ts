export interface ThreadSummary {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  last_message_at: string;
  preview: string;
  replied: boolean;
}

export interface ThreadMessage {
  id: string;
  name: string;
  message: string;
  is_admin_reply: boolean;
  created_at: string;
  email_status: 'pending' | 'sent' | 'failed' | null;
  email_error: string | null;
}

export interface Thread extends ThreadSummary {
  messages: ThreadMessage[];
}
