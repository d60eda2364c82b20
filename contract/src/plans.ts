/** What each plan is called and allows (spec §9), the same on the sites, in emails and on invoices. */
import type { SubscriptionTier } from './enums';

export const TIER_LABELS: Record<SubscriptionTier, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' };

/** Spec §3: an empty tier reads as Free, and so does one the sites do not know. */
export function tierLabel(tier: string | null | undefined): string {
  return TIER_LABELS[(tier || 'free') as SubscriptionTier] ?? TIER_LABELS.free;
}

/** Photos a profile may have on each plan. */
export const PHOTO_LIMITS: Record<SubscriptionTier, number> = { free: 3, basic: 8, premium: 20 };

/** The photo limit of a profile's plan; an empty or unknown tier is Free's. */
export function photoLimit(tier: string | null | undefined): number {
  return PHOTO_LIMITS[(tier || 'free') as SubscriptionTier] ?? PHOTO_LIMITS.free;
}
