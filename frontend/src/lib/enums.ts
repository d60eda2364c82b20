// The directory filter values of spec §5 that only the public site shows; the profile's enumerations live in contract.

/** The directory's membership select: label shown, value sent as `tier` ('' = all). */
export const MEMBERSHIPS = [
  { value: '', label: 'All Memberships' },
  { value: 'free', label: 'Free' },
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
] as const;

export const AGE_MIN = 18;
export const AGE_MAX = 40;
