import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function confirmEmailChange(token: string): Promise<{ message: string }> {
  return api('/auth/email/confirm', { method: 'POST', body: { token } });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
