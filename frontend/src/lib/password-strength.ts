import { PASSWORD_MIN_LENGTH, PasswordMessages } from 'contract';
/** The server's password rules (backend/src/auth/password-rules.ts), as far as the browser can tell. */
export const PASSWORD_TOO_SHORT = PasswordMessages.tooShort;

export type PasswordStrength = 'empty' | 'too short' | 'weak' | 'fair' | 'strong';

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/**
 * A rough guide while typing: length counts most, mixing kinds of characters a little. The
 * server has the final word (it also refuses common passwords and the email or username).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'empty';
  if (password.length < PASSWORD_MIN_LENGTH) return 'too short';
  const kinds = CLASSES.filter((kind) => kind.test(password)).length;
  const distinct = new Set(password.toLowerCase()).size;
  const score = (password.length >= 16 ? 2 : password.length >= 12 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (kinds === 4 ? 1 : 0);
  if (distinct < 5 || score <= 1) return 'weak';
  return score === 2 ? 'fair' : 'strong';
}

const HINTS: Record<PasswordStrength, string> = {
  empty: `At least ${PASSWORD_MIN_LENGTH} characters. Common passwords and ones containing your email or username are refused.`,
  'too short': `Too short: at least ${PASSWORD_MIN_LENGTH} characters.`,
  weak: 'Strength: weak. Make it longer, or mix words, numbers and symbols.',
  fair: 'Strength: fair. A few more characters make it stronger.',
  strong: 'Strength: strong.',
};

export function passwordHint(password: string): string {
  return HINTS[passwordStrength(password)];
}
