/** Reports accepted from one IP address per window; enough for honest use, too few for flooding. */
export const REPORT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

/** The terms' promise: content posted without consent is dealt with within 8 hours of the request. */
export const TAKEDOWN_HOURS = 8;
