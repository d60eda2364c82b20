// The JSON shapes of docs/api-contract.md: what the backend's mappers answer and the two sites read.
import type { InvoiceStatus, PaidTier, PaymentMethod, SubscriptionTier } from './enums';

/** One stored width of a photo: an entry of an `<img srcset>` (`{url} {width}w`). */
export interface PhotoSource {
  url: string;
  width: number;
}

/**
 * A profile photo. `url` is the full size (watermarked), `width`×`height` px (null for the oldest photos);
 * `card_url` the card, cropped to `card_width`×`card_height` (3:4, no watermark). `sources` and
 * `card_sources` list each at every width stored, narrowest first, each ending with `url` or `card_url`
 * itself: a photo stored before narrower copies existed lists only its one file (and `sources` is empty
 * while `width` is unknown).
 */
export interface PhotoView {
  id: string;
  url: string;
  card_url: string;
  width: number | null;
  height: number | null;
  sources: PhotoSource[];
  card_sources: PhotoSource[];
  card_width: number;
  card_height: number;
  position: number;
  is_primary: boolean;
  /** Only the owner ever sees 'pending' (held for review) or 'rejected' photos. */
  moderation_state?: 'pending' | 'approved' | 'rejected';
  /** Why a rejected photo was not approved (the reason's label) and the team's note; only in its owner's view. */
  moderation_reason?: string | null;
  moderation_note?: string | null;
}

/** A profile in lists: raw values, the UI applies the display defaults (spec §3). */
export interface ProfileCard {
  id: string;
  username: string;
  full_name: string;
  age: number | null;
  location: string | null;
  bio: string | null;
  rates_1hour: number | null;
  /** The lowest of the rates the advertiser set ("from $X" on a card), null when none is set. */
  rate_from: number | null;
  /** Spec §3: an empty tier reads as Free, so the sites take any text here. */
  subscription_tier: SubscriptionTier | string;
  is_verified: boolean;
  last_active_at: string | null;
  photo: PhotoView | null;
  /** The tour stop the card shows (current, or the first starting within TOUR_STOP_LEAD_DAYS). */
  touring: TourStopView | null;
  /** Set while "available now" runs (an ISO time in the future), else null. */
  available_until: string | null;
}

/** A tour stop: dates are New Zealand calendar days, both included. */
export interface TourStopView {
  id: string;
  town: string;
  /** The region's slug (NZ_REGIONS). */
  region: string;
  first_day: string;
  last_day: string;
}

/** POST /api/profiles/me/tour-stops: a town of NZ_REGIONS and New Zealand days, both included. */
export interface TourStopInput {
  town: string;
  first_day: string;
  last_day: string;
}

/** What adding or removing a tour stop answers: the owner's current and future stops, soonest first. */
export interface TourStopsAnswer {
  message: string;
  tour_stops: TourStopView[];
}

/** PUT/DELETE /api/profiles/me/available-now: when it ends, or null once switched off. */
export interface AvailableNowAnswer {
  message: string;
  available_until: string | null;
}

export interface PublicProfile {
  id: string;
  username: string;
  full_name: string;
  /** Whether there is a phone, email or website to reveal (the values come from the contact reveal). */
  has_phone: boolean;
  has_email: boolean;
  has_website: boolean;
  bio: string | null;
  location: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  body_type: string | null;
  bust_size: string | null;
  hair_color: string | null;
  eye_color: string | null;
  nationality: string | null;
  languages: string[];
  availability: string | null;
  outcalls: string | null;
  categories: string[];
  service_types: string[];
  services: string | null;
  meeting_with: string | null;
  available_for: string | null;
  rates_30min: number | null;
  rates_1hour: number | null;
  rates_2hour: number | null;
  rates_overnight: number | null;
  /** Spec §3: an empty tier reads as Free, so the sites take any text here. */
  subscription_tier: SubscriptionTier | string;
  is_verified: boolean;
  last_active_at: string | null;
  created_at: string;
  avatar_url: string | null;
  like_count: number;
  photos: PhotoView[];
  /** Current and future tour stops, soonest first. */
  tour_stops: TourStopView[];
  available_until: string | null;
  /** When the newest approved photo was uploaded ("Photos updated {month year}"); null without photos. */
  photos_updated_at: string | null;
  /** Present (true) only when the signed-in user owns the profile. */
  is_owner?: true;
}

export interface OwnerProfile extends PublicProfile {
  email: string | null;
  phone: string | null;
  website: string | null;
  user_id: string;
  birthdate: string | null;
  verification_requested: boolean;
  verification_submitted_at: string | null;
  is_active: boolean;
  is_deleted: boolean;
  subscription_expires_at: string | null;
  /** Why the profile is off the directory besides being paused: 'review', 'takedown', 'stale_photos'. */
  withheld_for: string[];
  /** The newest moderation item of each kind. */
  moderation: OwnerModerationState[];
}

export interface OwnerModerationState {
  kind: 'new_profile' | 'profile_text' | 'photo';
  state: 'pending' | 'approved' | 'rejected';
  held: boolean;
  reason: string | null;
  note: string | null;
  submitted_at: string;
  decided_at: string | null;
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/profiles: `total` is exact unless `approximate` is set, which a broad
 * combination of filters gets: an estimate to two significant figures ("about 12,000").
 */
export interface DirectoryPage extends Paginated<ProfileCard> {
  approximate?: true;
}

export interface SessionUser {
  id: string;
  email: string;
}

/** An admin's permission flags. */
export interface AdminFlags {
  can_verify_profiles: boolean;
  is_superadmin: boolean;
}

export interface SessionView {
  user: SessionUser;
  profile: OwnerProfile | null;
  admin: AdminFlags | null;
}

export interface Session extends SessionView {
  accessToken: string;
}

/**
 * What sign-in answers when the password was right but a second factor must follow: `code` (a TOTP
 * or recovery code, POST /api/auth/signin/two-factor) or `enrol` (an admin without two-factor sign-in
 * sets it up first, POST /api/auth/signin/enrol). `challenge` stands for the password step; no session
 * exists until the second step is done.
 */
export interface TwoFactorChallenge {
  twoFactor: 'code' | 'enrol';
  challenge: string;
}

export type SignInAnswer = Session | TwoFactorChallenge;

export function isTwoFactorChallenge(answer: SignInAnswer): answer is TwoFactorChallenge {
  return 'twoFactor' in answer;
}

/** A new TOTP secret waiting for its first code: the otpauth URI, as a QR code (an SVG data URL) and the secret as text. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** Ten single-use recovery codes, shown once. */
export interface RecoveryCodes {
  message: string;
  recoveryCodes: string[];
}

/** The signed-in account's two-factor sign-in: on or off, whether it may be turned off (not for admins), unused recovery codes. */
export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface DailyPick {
  date: string;
  profile: ProfileCard | null;
}

export interface LikeResult {
  like_count: number;
  liked: boolean;
}

/** A paid plan's price (GET /api/billing/plans), whole cents. */
export interface PlanPrice {
  tier: PaidTier;
  price_cents: number;
  period_days: number;
}

/** What a payer types into internet banking (docs/api-contract.md, Billing). */
export interface PaymentDetails {
  method: string;
  account_name: string;
  bank_account: string;
  particulars: string;
  code: string;
  reference: string;
}

/** A tax invoice as its owner sees it; money in whole cents. */
export interface Invoice {
  id: string;
  number: string;
  tier: PaidTier;
  plan_name: string;
  description: string;
  period_days: number;
  period_note: string;
  is_renewal: boolean;
  total_cents: number;
  gst_cents: number;
  amount_paid_cents: number;
  credited_cents: number;
  balance_due_cents: number;
  credit_cents: number;
  status: InvoiceStatus;
  issued_at: string;
  due_on: string;
  paid_at: string | null;
  voided_at: string | null;
  void_reason: string | null;
  supplier_name: string;
  supplier_gst_number: string;
  recipient_name: string;
  recipient_email: string;
  payment: PaymentDetails;
  pdf_url: string;
  /** Oldest first; each with a signed link to its PDF. */
  credit_notes: InvoiceCreditNote[];
}

/** A payment recorded against an invoice (back office). */
export interface InvoicePayment {
  id: string;
  amount_cents: number;
  received_on: string;
  method: PaymentMethod;
  note: string | null;
  from_statement: boolean;
  recorded_by_email: string | null;
  created_at: string;
}

export interface InvoiceCreditNote {
  id: string;
  number: string;
  amount_cents: number;
  gst_cents: number;
  reason: string;
  issued_at: string;
  /** Null in the owner's own view. */
  issued_by_email: string | null;
  pdf_url: string;
}

/** The back office's invoice: the owner's view plus whose it is and what was paid and credited. */
export interface AdminInvoice extends Invoice {
  user_id: string | null;
  username: string | null;
  payments: InvoicePayment[];
}

/** Spec §4: the admin list's status labels, in priority order. */
export type AdminProfileStatusLabel = 'Premium' | 'Verified' | 'Pending' | 'Basic';

/** A row of the back office's Escorts screen and its Profile Details modal. */
export interface AdminProfile {
  id: string;
  user_id: string;
  username: string;
  full_name: string;
  email: string | null;
  location: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  body_type: string | null;
  service_types: string[];
  services: string | null;
  rates_30min: number | null;
  rates_1hour: number | null;
  rates_2hour: number | null;
  rates_overnight: number | null;
  subscription_tier: SubscriptionTier | string;
  subscription_expires_at: string | null;
  is_verified: boolean;
  verification_requested: boolean;
  is_active: boolean;
  bio: string | null;
  created_at: string;
  /** null for a free profile that is neither verified nor pending. */
  status_label: AdminProfileStatusLabel | null;
  /** The newest approved photo's upload time, and why the profile is off the directory besides a pause. */
  photos_updated_at: string | null;
  withheld_for: string[];
}

/** One New Zealand day of a profile's counters (GET /api/profiles/me/analytics). */
export interface AnalyticsDay {
  day: string;
  views: number;
  visitors: number;
  calls: number;
  sms: number;
  emails: number;
  websites: number;
}

export interface AnalyticsTotals extends Omit<AnalyticsDay, 'day'> {
  contact_taps: number;
  /** Contact taps per 100 unique visitors; null without visitors. */
  contact_rate: number | null;
}

export type OwnerAnalytics =
  | { tier: 'premium'; days: number; from: string; to: string; daily: AnalyticsDay[]; totals: AnalyticsTotals; previous: AnalyticsTotals }
  | { tier: 'basic'; from: string; to: string; totals: AnalyticsTotals }
  | { tier: 'free' };

/** How the import decided a bank statement line (docs/api-contract.md, `statement-imports`). */
export type StatementLineOutcome = 'matched' | 'partial' | 'unmatched' | 'duplicate' | 'ignored';

/** A stored line's state: what the import left to an admin, and what the admin decided. */
export type StoredStatementLineOutcome = 'matched' | 'partial' | 'unmatched' | 'dismissed';

/** A line of a statement in the import's preview and its answer. */
export interface DecidedStatementLine {
  line_number: number;
  posted_on: string;
  amount_cents: number;
  payee: string;
  particulars: string;
  code: string;
  reference: string;
  outcome: StatementLineOutcome;
  invoice_id: string | null;
  invoice_number: string | null;
  note: string | null;
}

export interface StatementSummary {
  lines: number;
  matched: number;
  partial: number;
  unmatched: number;
  duplicate: number;
  ignored: number;
}

export interface StatementPreview {
  filename: string;
  summary: StatementSummary;
  lines: DecidedStatementLine[];
}

/** A stored line (`statement-lines` resource): what an admin matches or dismisses by hand. */
export interface StoredStatementLine extends Omit<DecidedStatementLine, 'outcome'> {
  id: string;
  import_id: string;
  outcome: StoredStatementLineOutcome;
  resolved_by_email: string | null;
  resolved_at: string | null;
}

export interface StatementImport {
  id: string;
  filename: string;
  imported_by_email: string | null;
  imported_at: string;
  line_count: number;
  matched_count: number;
  partial_count: number;
  unmatched_count: number;
  duplicate_count: number;
  ignored_count: number;
}

/** One month of the Revenue report, in whole cents. */
export interface RevenueMonth {
  month: string;
  invoices: number;
  invoiced_cents: number;
  paid_cents: number;
  credited_cents: number;
  /**
   * GST collected on the payments basis: 3/23 of what was received in the month, less the GST of
   * the credit notes issued in it. What goes in the GST return for a business filing on payments.
   */
  gst_cents: number;
}

/** What the back office's Settings screen shows and edits. */
export interface BillingSettingsView {
  id: 'billing';
  trading_name: string;
  /** As IRD prints it: 49-091-850. */
  gst_number: string;
  bank_account: string;
  invoice_due_days: number;
  basic_price_cents: number;
  premium_price_cents: number;
  updated_at: string;
}

/** A takedown case (back office: Takedowns), opened by a report that content is posted without consent. */
export interface TakedownCase {
  id: string;
  report_id: string;
  profile_id: string;
  profile_username: string;
  profile_full_name: string | null;
  details: string | null;
  reporter_email: string | null;
  status: 'open' | 'resolved';
  due_at: string;
  /** Seconds until the deadline at the time of the answer; negative once overdue. */
  seconds_left: number;
  overdue: boolean;
  escalated: boolean;
  content_hidden: boolean;
  outcome: TakedownOutcome | null;
  outcome_reason: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
}

export type TakedownOutcome = 'removed' | 'not_removed';
