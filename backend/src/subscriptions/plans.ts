import type { SubscriptionTier } from '../profiles/profile-enums';

export type PaidTier = 'basic' | 'premium';

/** Spec §9: NZD including GST, per 30-day period. */
export const PLAN_PRICES: Record<PaidTier, number> = { basic: 29.99, premium: 49.99 };
export const PLAN_DAYS = 30;
export const TIER_LABELS: Record<SubscriptionTier, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' };

/** Spec §4: free to basic, or free or basic to premium. */
export function canUpgrade(from: SubscriptionTier, to: PaidTier): boolean {
  return to === 'basic' ? from === 'free' : from === 'free' || from === 'basic';
}
