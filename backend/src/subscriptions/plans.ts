import type { PaidTier, SubscriptionTier } from 'contract';

const RANK: Record<SubscriptionTier, number> = { free: 0, basic: 1, premium: 2 };

/** Whether `a` is a lower plan than `b`. */
export function isBelow(a: SubscriptionTier, b: SubscriptionTier): boolean {
  return RANK[a] < RANK[b];
}

/**
 * Spec §4: plans go up (free to basic, free or basic to premium), never down while one runs; and
 * a running plan may be renewed early, its next period starting when this one ends.
 */
export function canChoose(current: SubscriptionTier, chosen: PaidTier): boolean {
  return !isBelow(chosen, current);
}
