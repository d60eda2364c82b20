/** Display rules of spec §2 (profile details modal) and §3 (empty subscription tier means Free), shared by the screens. */
export const NOT_SPECIFIED = 'Not specified';

export interface AdminProfile {
  id: string;
  user_id: string;
  username: string;
  full_name: string | null;
  email: string | null;
  location: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  body_type: string | null;
  service_types: string[] | null;
  services: string | null;
  rates_30min: number | null;
  rates_1hour: number | null;
  rates_2hour: number | null;
  rates_overnight: number | null;
  subscription_tier: 'free' | 'basic' | 'premium' | null;
  subscription_expires_at: string | null;
  is_verified: boolean;
  verification_requested: boolean;
  is_active: boolean;
  bio: string | null;
  created_at: string;
  /** Spec §4's four labels; null for a free profile that is neither verified nor pending. */
  status_label: 'Premium' | 'Verified' | 'Pending' | 'Basic' | null;
}

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

export function tierLabel(tier: string | null | undefined): string {
  return { basic: 'Basic', premium: 'Premium' }[tier ?? ''] ?? 'Free';
}

export function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  return value
    ? new Date(value).toLocaleString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : '';
}
