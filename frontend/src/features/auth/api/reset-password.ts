import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api('/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
