/** Display rules of spec §2 (profile details modal), shared by the screens; plan names come from contract's tierLabel. */
import { nzDateTime, nzShortDate, type AdminProfile } from 'contract';

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

/** "26 Nov 2026" (New Zealand's day, whatever the browser's time zone). */
export function formatDate(value: string | null | undefined): string {
  return value ? nzShortDate(value) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? nzDateTime(value) : '';
}
