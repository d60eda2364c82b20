import type { Session } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export interface TwoFactorSignIn {
  challenge: string;
  code: string;
}

/** Sign-in's second step: the challenge the password step answered and a 6-digit or recovery code. */
export function completeTwoFactorSignIn(input: TwoFactorSignIn): Promise<Session> {
  return api<Session>('/auth/signin/two-factor', { method: 'POST', body: input });
}

/** Completes the sign-in and makes the answer this tab's session. */
export function useCompleteTwoFactorSignIn() {
  const { applySession } = useAuth();
  return useMutation({ mutationFn: completeTwoFactorSignIn, onSuccess: applySession });
}
