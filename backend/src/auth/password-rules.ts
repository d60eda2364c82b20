import { PASSWORD_MIN_LENGTH } from 'contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_RULE_MESSAGES } from './auth.messages';

/** argon2 accepts any length; the cap keeps hashing cost per request bounded. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * About 49,000 passwords seen most often in breaches (zxcvbn-ts's common list, checked offline),
 * lower-cased: a guesser tries these first, whatever their case.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * What is wrong with a new password, or null. `personal` are the account's email and username:
 * a password containing either is among the first an attacker who knows the account tries.
 */
export function passwordProblem(password: string, personal: (string | null | undefined)[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_RULE_MESSAGES.common;
  const lowered = password.toLowerCase();
  if (personal.some((word) => word && word.trim().length >= 3 && lowered.includes(word.trim().toLowerCase()))) return PASSWORD_RULE_MESSAGES.personal;
  return null;
}

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
