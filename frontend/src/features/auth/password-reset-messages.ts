import { FieldMessages, PasswordMessages, PasswordResetMessages } from 'contract';
import { ApiError } from '../../lib/api-client';
import { PASSWORD_TOO_SHORT } from '../../lib/password-strength';

export const RESET_MESSAGES = {
  emailRequired: FieldMessages.emailRequired,
  requestSent: PasswordResetMessages.requestSent,
  requestFailed: 'An error occurred. Please try again.',
  required: FieldMessages.required,
  mismatch: PasswordMessages.mismatch,
  tooShort: PASSWORD_TOO_SHORT,
  missingToken: PasswordResetMessages.invalidLink,
  resetFailed: 'Failed to reset password. Please try again.',
  done: PasswordResetMessages.done,
} as const;

/** The server's own text for a 4xx (e.g. an expired link), the fallback for anything else. */
export function resetErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return RESET_MESSAGES.resetFailed;
}
