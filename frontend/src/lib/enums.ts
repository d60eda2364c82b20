// The directory filter values of spec §5 that only the public site shows; the profile's enumerations live in contract.
import { SUBSCRIPTION_TIERS, TIER_LABELS } from 'contract';

/** The directory's membership select: label shown, value sent as `tier` ('' = all). */
export const MEMBERSHIPS = [{ value: '', label: 'All Memberships' }, ...SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }))];

export const AGE_MIN = 18;
export const AGE_MAX = 40;
