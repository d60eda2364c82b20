import type { RecoveryCodes } from 'contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

/** Ten new recovery codes for the password; the old ones stop working. */
export function regenerateRecoveryCodes(password: string): Promise<RecoveryCodes> {
  return api<RecoveryCodes>('/auth/two-factor/recovery-codes', { method: 'POST', body: { password } });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }) });
}
