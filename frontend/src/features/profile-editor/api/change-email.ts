import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface EmailChange {
  newEmail: string;
  currentPassword: string;
}

/** Asks for the change; the new address gets a link that makes it (the old one is told). */
export function requestEmailChange(body: EmailChange): Promise<{ message: string }> {
  return api('/auth/email', { method: 'POST', body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
