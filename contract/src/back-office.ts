// The back office's JSON shapes (docs/api-contract.md, Admin): what the backend's admin mappers answer and the back office reads.
import type { AnalyticsTotals, OwnerModerationState } from './api-types';
import type { ModerationMode, PaidTier, ReportReason, ReportStatus, SubscriptionSource, SubscriptionStatus, SubscriptionTier } from './enums';

/** The overview's tiles (spec §7's five, unpaid invoices, the trust and safety queues). */
export interface DashboardCounts {
  profiles: number;
  verified: number;
  premium: number;
  pendingVerification: number;
  /** Verification requests waiting longer than the 48-hour promise. */
  overdueVerification: number;
  newThreads: number;
  /** Invoices still waiting for payment, overdue ones included. */
  unpaidInvoices: number;
  /** Items waiting in the moderation queue, and takedown cases open and past their 8-hour deadline. */
  pendingModeration: number;
  openTakedowns: number;
  overdueTakedowns: number;
}

/** Every listed profile's counters summed for one New Zealand day. */
export interface SiteAnalyticsDay {
  day: string;
  views: number;
  visitors: number;
  contact_taps: number;
}

/** One profile's counters in the back office's Profile Details. */
export interface ProfileAnalytics {
  last_30_days: AnalyticsTotals;
  last_400_days: AnalyticsTotals;
}

/**
 * The actions written to the audit log, and offered as the audit log's filter: the admins', the two the
 * system takes by itself on takedowns (`takedown.open` from a consent report, `takedown.escalate` by its job),
 * and `user.email_conflict`, written once by the migration to canonical sign-in emails for an account whose
 * address another account already held.
 */
export const AUDIT_ACTIONS = [
  'profile.verify',
  'profile.reject',
  'profile.pause',
  'profile.activate',
  'user.password_set',
  'report.pause_profile',
  'report.dismiss',
  'admin.create',
  'admin.update',
  'admin.delete',
  'admin.two_factor_reset',
  'thread.reply',
  'thread.delete',
  'billing.settings',
  'invoice.payment',
  'invoice.void',
  'invoice.credit_note',
  'subscription.complimentary',
  'statement.import',
  'statement_line.match',
  'statement_line.dismiss',
  'moderation.approve',
  'moderation.reject',
  'moderation.settings',
  'rule.create',
  'rule.update',
  'rule.delete',
  'takedown.open',
  'takedown.hide',
  'takedown.resolve',
  'takedown.escalate',
  'user.email_conflict',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An entry of the audit log (`audit-log`). */
export interface AuditLogView {
  id: string;
  admin_user_id: string | null;
  /** Null for an action the system took by itself (`takedown.open`, `takedown.escalate`). */
  admin_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

/** An admin on the Settings screen (`admins`). */
export interface AdminAccount {
  id: string;
  user_id: string;
  email: string;
  can_verify_profiles: boolean;
  is_superadmin: boolean;
  /** Whether the admin has set up two-factor sign-in (false until their first sign-in, and after a reset). */
  two_factor_enabled: boolean;
  created_at: string;
}

/** A phrase list checked on every sign-up and profile save: a block rule refuses the save, a review rule sends it to moderation. */
export interface AdvertisingRuleView {
  id: string;
  name: string;
  pattern: string;
  action: 'block' | 'review';
  created_at: string;
  updated_at: string;
}

/** How one kind of content is moderated (`moderation-settings`): any admin reads it, superadmins change the mode. */
export interface ModerationSettingView {
  id: OwnerModerationState['kind'];
  kind_label: string;
  mode: ModerationMode;
  updated_at: string;
}

/** A report on the Reports screen (`reports`). */
export interface AdminReport {
  id: string;
  profile_id: string;
  profile_username: string;
  profile_full_name: string;
  profile_is_active: boolean;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  resolved_by_email: string | null;
}

/** A subscription record on the Subscriptions screen (`subscriptions`). */
export interface AdminSubscription {
  id: string;
  user_id: string;
  email: string;
  username: string | null;
  tier: PaidTier;
  price: number;
  status: SubscriptionStatus;
  /** What granted the period: a paid invoice, a complimentary grant, or a free upgrade from before plans were invoiced. */
  source: SubscriptionSource;
  invoice_id: string | null;
  note: string | null;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

/** One month of the Subscriptions screen's totals, in dollars. */
export interface MonthlyTotal {
  month: string;
  count: number;
  total: number;
}

export interface VerificationDocumentView {
  id: string;
  file_type: 'id' | 'selfie';
  /** A link signed for the admin who asked, for five minutes; it opens only with that admin's bearer token, so the back office fetches it. */
  url: string;
}

/** One pending request in the Verifications queue; `id` is the profile id (the resource id). */
export interface VerificationRequestView {
  id: string;
  user_id: string;
  username: string;
  full_name: string;
  verification_submitted_at: string | null;
  documents: VerificationDocumentView[];
  /** Verification on the clock: the plan (paid plans come first), how long it has waited, and the 48-hour promise. */
  subscription_tier: SubscriptionTier;
  paid_plan: boolean;
  age_seconds: number | null;
  due_at: string | null;
  /** Seconds until due at the time of the answer; negative once overdue. */
  seconds_left: number | null;
  overdue: boolean;
}

/** A thread awaits a reply while its latest message is not an admin reply (spec §4). */
export const THREAD_STATUSES = ['replied', 'awaiting'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/** A contact thread in the Messages list (`threads`). */
export interface ThreadListItem {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  /** When the latest message was written. */
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

/** A thread with its messages, oldest first. */
export interface ThreadDetail extends ThreadListItem {
  messages: ThreadMessageView[];
}
