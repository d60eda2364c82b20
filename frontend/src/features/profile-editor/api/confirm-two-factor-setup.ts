import type { RecoveryCodes } from 'contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

/** The app's first code turns two-factor sign-in on; the answer's recovery codes are shown once. */
export function confirmTwoFactorSetup(code: string): Promise<RecoveryCodes> {
  return api<RecoveryCodes>('/auth/two-factor/setup/confirm', { method: 'POST', body: { code } });
}

export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTwoFactorSetup, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }) });
}
