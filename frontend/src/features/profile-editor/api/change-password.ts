import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function changePassword(body: PasswordChange): Promise<{ message: string }> {
  return api('/auth/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
