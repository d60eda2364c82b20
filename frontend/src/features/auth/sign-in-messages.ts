import { AuthMessages } from 'contract';
import { ApiError } from '../../lib/api-client';

export const SIGN_IN_MESSAGES = {
  required: AuthMessages.credentialsRequired,
  invalid: 'Invalid email or password. Please try again.',
  failed: 'An error occurred while signing in. Please try again.',
} as const;

/** Spec §8: wrong credentials get their own text; anything else (network, 5xx, 429) the generic one. */
export function signInErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401 ? SIGN_IN_MESSAGES.invalid : SIGN_IN_MESSAGES.failed;
}
