import { api, ApiError } from '../../lib/api-client';
import type { Session } from '../../lib/types';
import { MESSAGES } from './signup-form';

/** POST /api/auth/signup: the wizard as JSON in `data`, the pending photos as `photos`. */
export function signUp(data: Record<string, unknown>, photos: File[]): Promise<Session> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  photos.forEach((photo) => body.append('photos', photo, photo.name));
  return api<Session>('/auth/signup', { method: 'POST', body });
}

export interface SignUpFailure {
  message: string;
  /** True when the fix belongs on the ACCOUNT step (email or username taken). */
  accountProblem: boolean;
}

/** Spec §8: an already registered email gets the long text, other refusals the server's message. */
export function signUpFailure(error: unknown): SignUpFailure {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.message) return { message: MESSAGES.signUpFailed, accountProblem: false };
  if (/already registered/i.test(error.message)) return { message: MESSAGES.emailTaken, accountProblem: true };
  return { message: error.message, accountProblem: error.status === 409 };
}
