/** The longest sign-in email an account can have (RFC 5321's path limit, as sign-up and the email change check it). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The one form of an email address that names an account: Unicode NFKC (so a fullwidth `ａ` or the
 * Kelvin sign is the letter it looks like), then JavaScript's lower-casing, then trimmed. The users
 * table stores this form and is searched with plain equality, never SQL's lower(), whose mapping
 * depends on the database's locale and differs from JavaScript's (PostgreSQL's lower('İ') is 'i',
 * JavaScript's is 'i̇'): one lower-casing, so the look-up, the unique index and the sign-in slow-down
 * can never disagree about which account a spelling names.
 */
export function canonicalEmail(typed: string): string {
  return typed.normalize('NFKC').toLowerCase().trim();
}
