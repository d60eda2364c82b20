/** Display rules of spec §2 (profile details modal), shared by the screens; plan names come from contract's tierLabel. */
import type { AdminProfile } from 'contract';

export const NOT_SPECIFIED = 'Not specified';

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function orNotSpecified(value: unknown, suffix = ''): string {
  return isEmpty(value) ? NOT_SPECIFIED : `${value}${suffix}`;
}

export function money(value: number | null): string {
  return isEmpty(value) ? NOT_SPECIFIED : `$${value}`;
}

export function servicesOf(profile: Pick<AdminProfile, 'service_types' | 'services'>): string {
  if (profile.service_types?.length) return profile.service_types.join(', ');
  return orNotSpecified(profile.services);
}

export function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  return value
    ? new Date(value).toLocaleString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : '';
}
