/** Why a visitor reports a profile (issue 9); labels live in the UIs. */
export const REPORT_REASONS = ['under_18', 'fake_photos', 'unsafe_content', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'profile_paused', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Reports accepted from one IP address per window; enough for honest use, too few for flooding. */
export const REPORT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };
