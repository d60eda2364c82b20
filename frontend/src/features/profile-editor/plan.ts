import { nzLongDate, tierLabel, type OwnerProfile } from 'contract';

// The photos tab reads the plan's photo limit here, with the editor's other plan rules.
export { photoLimit } from 'contract';

/** The plan box's 'Premium Account', 'Basic Account' or 'Free Account' (spec §2). */
export function planLabel(tier: string | null | undefined): string {
  return `${tierLabel(tier)} Account`;
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : nzLongDate(date);
}

export function expiryText(profile: Pick<OwnerProfile, 'subscription_tier' | 'subscription_expires_at'>): string | null {
  const date = formatDate(profile.subscription_expires_at);
  return date && profile.subscription_tier !== 'free' ? `Expires ${date}` : null;
}
