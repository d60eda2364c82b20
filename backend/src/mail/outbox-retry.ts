/** After this many failed attempts an email is marked failed and left for an admin to see. */
export const MAX_SEND_ATTEMPTS = 8;

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/**
 * Exponential backoff: 30 s, 1 min, 2 min ... capped at an hour, so a short SMTP outage is
 * bridged quickly and a long one is not hammered (eight attempts span about an hour).
 */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}
