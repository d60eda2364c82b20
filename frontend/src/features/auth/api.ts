import { api } from '../../lib/api-client';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/auth/forgot-password', { method: 'POST', body: { email } });
}

export function resetPassword(token: string, password: string, confirmPassword: string): Promise<unknown> {
  return api('/auth/reset-password', { method: 'POST', body: { token, password, confirmPassword } });
}
