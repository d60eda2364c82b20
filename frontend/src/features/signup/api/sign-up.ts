import type { Session } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { PhotoArea } from '../../../lib/photo-areas';
import { MESSAGES } from '../signup-form';

export interface SignUpInput {
  data: Record<string, unknown>;
  photos: Array<{ file: File; areas: PhotoArea[] }>;
}

/** POST /api/auth/signup: the wizard as JSON in `data`, the pending photos as `photos`, their areas to hide in `areas` (one list per photo). */
export function signUp({ data, photos }: SignUpInput): Promise<Session> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  photos.forEach(({ file }) => body.append('photos', file, file.name));
  body.append('areas', JSON.stringify(photos.map((photo) => photo.areas)));
  return api<Session>('/auth/signup', { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
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
