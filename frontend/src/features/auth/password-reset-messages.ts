import { ApiError } from '../../lib/api-client';

export const RESET_MESSAGES = {
  emailRequired: 'Please enter your email address',
  requestSent: "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.",
  requestFailed: 'An error occurred. Please try again.',
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
  missingToken: 'This password reset link is invalid or has expired.',
  resetFailed: 'Failed to reset password. Please try again.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;

/** The server's own text for a 4xx (e.g. an expired link), the fallback for anything else. */
export function resetErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return RESET_MESSAGES.resetFailed;
}
