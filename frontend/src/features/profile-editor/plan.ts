import type { OwnerProfile } from 'contract';

const LABELS: Record<string, string> = { premium: 'Premium Account', basic: 'Basic Account', free: 'Free Account' };

/** Spec §3: an empty tier means Free. */
export function planLabel(tier: string | null | undefined): string {
  return LABELS[tier || 'free'] ?? LABELS.free;
}

export function photoLimit(tier: string | null | undefined): number {
  return tier === 'premium' ? 20 : tier === 'basic' ? 8 : 3;
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-NZ', { day: 'numeric', month: 'long', year: 'numeric' });
}

export function expiryText(profile: Pick<OwnerProfile, 'subscription_tier' | 'subscription_expires_at'>): string | null {
  const date = formatDate(profile.subscription_expires_at);
  return date && profile.subscription_tier !== 'free' ? `Expires ${date}` : null;
}
