import type { TotpEnrolment } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new secret for the authenticator app (its QR code and the key as text), waiting for its first code. */
export function startTwoFactorSetup(): Promise<TotpEnrolment> {
  return api<TotpEnrolment>('/auth/two-factor/setup', { method: 'POST' });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
