export const PASSWORD_MIN_LENGTH = 6;
/** argon2 accepts any length; the cap keeps hashing cost per request bounded. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Sign-in trims what was typed (spec §5), so every place a password is set trims it too;
 * otherwise a password with a trailing space could be set but never used.
 */
export function normalisePassword(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
