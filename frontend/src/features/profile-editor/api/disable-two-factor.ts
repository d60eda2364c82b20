import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export interface TwoFactorOff {
  password: string;
  code: string;
}

/** Turns two-factor sign-in off: the password and a code from the app (or a recovery code). */
export function disableTwoFactor(body: TwoFactorOff): Promise<{ message: string }> {
  return api('/auth/two-factor/disable', { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }) });
}
