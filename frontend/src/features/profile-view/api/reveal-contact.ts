import type { ContactField } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { isAgeVerified } from '../../../lib/age-verification';
import { api } from '../../../lib/api-client';

/**
 * The details are never in the page: a short-lived token for this browser (only after the age gate),
 * then the one field. Both calls are POSTs, so no cache keeps them.
 */
export async function revealContact({ username, field }: { username: string; field: ContactField }): Promise<string | null> {
  const headers: Record<string, string> = isAgeVerified() ? { 'X-Age-Confirmed': 'yes' } : {};
  const path = `/profiles/${encodeURIComponent(username)}`;
  const { token } = await api<{ token: string }>(`${path}/contact-token`, { method: 'POST', headers });
  const { value } = await api<{ value: string | null }>(`${path}/contact`, { method: 'POST', headers, body: { token, field } });
  return value;
}

export function useRevealContact() {
  return useMutation({ mutationFn: revealContact });
}
