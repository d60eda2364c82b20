/** The contact form's longest fields. */
export const CONTACT_LIMITS = { name: 100, city: 100, email: 254, message: 5000 };

/** Contact messages per IP address. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };
