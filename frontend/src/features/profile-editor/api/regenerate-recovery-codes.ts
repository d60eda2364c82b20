import type { RecoveryCodes } from 'contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export interface NewRecoveryCodesRequest {
  password: string;
  /** A 6-digit code from the authenticator app: the server refuses a recovery code here. */
  code: string;
}

/** Ten new recovery codes for the password and a code from the app; the old ones stop working. */
export function regenerateRecoveryCodes(body: NewRecoveryCodesRequest): Promise<RecoveryCodes> {
  return api<RecoveryCodes>('/auth/two-factor/recovery-codes', { method: 'POST', body });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }) });
}
