/** The enumerations of spec §3 (the profile's fields); the database CHECK constraints use the same lists. */
export const HAIR_COLORS = ['Blonde', 'Brown', 'Black', 'Red', 'Auburn', 'Brunette', 'Other'] as const;
export const EYE_COLORS = ['Blue', 'Brown', 'Green', 'Hazel', 'Gray', 'Other'] as const;
export const BODY_TYPES = ['Slim', 'Athletic', 'Average', 'Curvy', 'Full Figured', 'Petite'] as const;
export const BUST_SIZES = ['A', 'B', 'C', 'D', 'DD', 'E', 'F', 'G+'] as const;
export const SERVICE_TYPES = ['Massage', 'GFE', 'Dinner Date', 'Overnight', 'Travel Companion', 'Couples', 'Fetish', 'Role Play'] as const;
export const MEETING_WITH = ['Men', 'Women', 'Couples', 'Men & Women', 'Men & Couples', 'Women & Couples', 'All'] as const;
export const AVAILABLE_FOR = ['Incall', 'Outcall', 'Incall & Outcall'] as const;
export const OUTCALLS = ['Yes', 'No'] as const;
export const CATEGORIES = ['Independent', 'Agency', 'Massage', 'BDSM', 'Couples', 'Trans', 'VIP'] as const;
export const NATIONALITIES = ['Kiwi', 'Asian', 'European', 'Latin', 'African', 'Middle Eastern', 'Other'] as const;
export const LOCATIONS = [
  'Auckland CBD',
  'Auckland North Shore',
  'Auckland West',
  'Auckland South',
  'Hamilton',
  'Tauranga',
  'Wellington',
  'Christchurch',
  'Dunedin',
  'Queenstown',
] as const;
export const AVAILABILITY = ['Now', 'Today', 'Tonight', 'Weekdays', 'Weekends', 'Anytime'] as const;
/** Languages widely spoken in New Zealand, alphabetical: a fixed list, since free text shown on a profile escaped the advertising rules. */
export const LANGUAGES = [
  'Afrikaans',
  'Arabic',
  'Cantonese',
  'Cook Islands Māori',
  'Dutch',
  'English',
  'Fijian',
  'French',
  'German',
  'Gujarati',
  'Hindi',
  'Indonesian',
  'Italian',
  'Japanese',
  'Korean',
  'Malay',
  'Malayalam',
  'Mandarin',
  'Nepali',
  'Niuean',
  'NZ Sign Language',
  'Persian',
  'Portuguese',
  'Punjabi',
  'Russian',
  'Samoan',
  'Sinhala',
  'Spanish',
  'Tagalog',
  'Tamil',
  'Te Reo Māori',
  'Thai',
  'Tokelauan',
  'Tongan',
  'Ukrainian',
  'Urdu',
  'Vietnamese',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const SUBSCRIPTION_TIERS = ['free', 'basic', 'premium'] as const;

export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Why a profile is off the directory besides being paused: first review, a takedown, photos over 12 months old. */
export const WITHHELD_REASONS = ['review', 'takedown', 'stale_photos'] as const;
export type WithheldReason = (typeof WITHHELD_REASONS)[number];

/** The plans that are paid for (spec §9); their prices are billing settings. */
export const PAID_TIERS = ['basic', 'premium'] as const satisfies readonly SubscriptionTier[];
export type PaidTier = (typeof PAID_TIERS)[number];

export const INVOICE_STATUSES = ['unpaid', 'overdue', 'paid', 'void', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How an admin records that money arrived for an invoice. */
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How the back office, receipts and paid invoices name a payment's method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: 'Bank transfer', cash: 'Cash', other: 'Other' };

/** The directory sidebar's QUICK SEARCH terms (spec §2), shown as links; the API reads each as places or a kind of profile. */
export const QUICK_SEARCH_TERMS = [
  'Auckland',
  'Northland',
  'Hamilton',
  'Central',
  'Tauranga',
  'Wellington',
  'Christchurch',
  'South Island',
  'Agency',
  'Touring',
  'Available',
] as const;
export type QuickSearchTerm = (typeof QUICK_SEARCH_TERMS)[number];

/** A subscription record's state in the back office's Subscriptions list. */
export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'replaced', 'credited'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** How a subscription began: a free upgrade (before billing), a paid invoice, or an admin's complimentary plan. */
export const SUBSCRIPTION_SOURCES = ['upgrade', 'invoice', 'complimentary'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** Why a visitor reports a profile. */
export const REPORT_REASONS = ['under_18', 'fake_photos', 'unsafe_content', 'no_consent', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The reasons as the back office's report list names them (the report form words `no_consent` for the person it concerns). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  under_18: 'Under 18',
  fake_photos: 'Fake or stolen photos',
  unsafe_content: 'Unsafe or illegal content',
  no_consent: 'Posted without consent',
  other: 'Other',
};

export const REPORT_STATUSES = ['open', 'profile_paused', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How a kind of content is moderated: `pre` holds it until an admin approves it, `post` shows it at once and reviews it after. */
export const MODERATION_MODES = ['pre', 'post'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

/** The reasons an admin picks from when rejecting a moderation item (a note may go beside), worded as the owner is told them. */
export const REJECT_REASONS = {
  not_own_photo: 'The photo appears to belong to someone else',
  photo_rules: 'The photo does not meet our photo rules',
  advertising_rules: 'The text breaks our advertising rules',
  misleading: 'The profile is incomplete or misleading',
  other: 'Other',
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;

/** Why identity documents were not accepted: the back office offers these, and the advertiser's email says which. */
export const VERIFICATION_REJECT_REASONS = {
  unreadable: 'The photo of your ID is blurry, dark or cut off',
  expired: 'Your ID has expired',
  not_photo_id: 'The document is not an accepted photo ID (passport, driver licence or 18+ card)',
  selfie_mismatch: 'The selfie does not clearly show the person on the ID',
  details_mismatch: 'The name or date of birth on the ID does not match your profile',
  other: 'Other',
} as const;
export type VerificationRejectReason = keyof typeof VERIFICATION_REJECT_REASONS;
