import { isTwoFactorChallenge } from 'contract';
import type { SignInAnswer } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export interface SignInInput {
  email: string;
  password: string;
}

/** A session, or the challenge for the second step when the account has two-factor sign-in on. */
export function signIn(credentials: SignInInput): Promise<SignInAnswer> {
  return api<SignInAnswer>('/auth/signin', { method: 'POST', body: credentials });
}

/** Signs in and makes the answer this tab's session, unless a second step must come first. */
export function useSignIn() {
  const { applySession } = useAuth();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) applySession(answer);
    },
  });
}
