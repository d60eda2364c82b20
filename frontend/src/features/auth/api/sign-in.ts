import type { Session } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn(credentials: SignInInput): Promise<Session> {
  return api<Session>('/auth/signin', { method: 'POST', body: credentials });
}

/** Signs in and makes the answer this tab's session. */
export function useSignIn() {
  const { applySession } = useAuth();
  return useMutation({ mutationFn: signIn, onSuccess: applySession });
}
