import { PHOTO_LIMITS, TIER_LABELS, type SubscriptionTier } from 'contract';

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  price: string;
  tagline: string;
  features: string[];
  highlighted?: boolean;
}

/** Spec §9 prices (NZD including GST), shown until the current ones (a billing setting) arrive, and the spec's pricing copy. */
export const PLANS: Plan[] = [
  {
    tier: 'free',
    name: TIER_LABELS.free,
    price: '$0',
    tagline: 'Get listed and start being found.',
    features: ['Profile in the directory', `Up to ${PHOTO_LIMITS.free} photos`, 'Standard search placement'],
  },
  {
    tier: 'basic',
    name: TIER_LABELS.basic,
    price: '$29.99',
    tagline: 'More photos and a higher place in the listings.',
    features: [`Up to ${PHOTO_LIMITS.basic} photos`, 'Listed above free profiles', 'Verification approved within 24-48 hours', 'Verified badge once approved'],
  },
  {
    tier: 'premium',
    name: TIER_LABELS.premium,
    price: '$49.99',
    tagline: 'Maximum visibility for serious advertisers.',
    features: [`Up to ${PHOTO_LIMITS.premium} photos`, 'VIP badge and top placement', 'Featured listings on the home page and VIP carousel', 'All profile fields', 'Advanced analytics', 'Verification approved within 24-48 hours'],
    highlighted: true,
  },
];

const RANK: Record<SubscriptionTier, number> = { free: 0, basic: 1, premium: 2 };

export type PlanAction = 'current' | 'upgrade' | 'downgrade';

/** Spec §4: free to basic, free or basic to premium; anything lower is a (disabled) downgrade. */
export function actionFor(current: string | null | undefined, target: SubscriptionTier): PlanAction {
  const from = RANK[(current || 'free') as SubscriptionTier] ?? 0;
  if (RANK[target] === from) return 'current';
  return RANK[target] > from ? 'upgrade' : 'downgrade';
}

export const UPGRADE_MESSAGES = {
  failed: 'Failed to upgrade subscription. Please try again.',
} as const;
