/** The texts of visitors' reports. */
export const REPORTS_MESSAGES = {
  notFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
} as const;

/** The texts of takedown cases. */
export const TAKEDOWN_MESSAGES = {
  notFound: 'Takedown case not found',
  resolved: 'This takedown case has already been resolved',
  outcomeRequired: "Outcome must be 'removed' or 'not_removed'",
  reasonRequired: 'Please give the reason for the outcome',
} as const;
