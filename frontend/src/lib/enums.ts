// The enumerations of spec §3 and the directory filter values of spec §5.

export const HAIR_COLORS = ['Blonde', 'Brown', 'Black', 'Red', 'Auburn', 'Brunette', 'Other'] as const;
export const EYE_COLORS = ['Blue', 'Brown', 'Green', 'Hazel', 'Gray', 'Other'] as const;
export const BODY_TYPES = ['Slim', 'Athletic', 'Average', 'Curvy', 'Full Figured', 'Petite'] as const;
export const BUST_SIZES = ['A', 'B', 'C', 'D', 'DD', 'E', 'F', 'G+'] as const;
export const SERVICE_TYPES = ['Massage', 'GFE', 'Dinner Date', 'Overnight', 'Travel Companion', 'Couples', 'Fetish', 'Role Play'] as const;
export const MEETING_WITH = ['Men', 'Women', 'Couples', 'Men & Women', 'Men & Couples', 'Women & Couples', 'All'] as const;
export const AVAILABLE_FOR = ['Incall', 'Outcall', 'Incall & Outcall'] as const;
export const OUTCALLS = ['Yes', 'No'] as const;
export const CATEGORIES = ['Independent', 'Agency', 'Massage', 'BDSM', 'Couples', 'Trans', 'VIP'] as const;
export const NATIONALITIES = ['Kiwi', 'Asian', 'European', 'Latin', 'African', 'Middle Eastern', 'Other'] as const;
export const LOCATIONS = [
  'Auckland CBD',
  'Auckland North Shore',
  'Auckland West',
  'Auckland South',
  'Hamilton',
  'Tauranga',
  'Wellington',
  'Christchurch',
  'Dunedin',
  'Queenstown',
] as const;
export const AVAILABILITY = ['Now', 'Today', 'Tonight', 'Weekdays', 'Weekends', 'Anytime'] as const;
export const SUBSCRIPTION_TIERS = ['free', 'basic', 'premium'] as const;

/** The directory's membership select: label shown, value sent as `tier` ('' = all). */
export const MEMBERSHIPS = [
  { value: '', label: 'All Memberships' },
  { value: 'free', label: 'Free' },
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
] as const;

/** Sidebar QUICK SEARCH terms (spec §2 Directory). */
export const QUICK_SEARCH = [
  'Auckland',
  'Northland',
  'Hamilton',
  'Central',
  'Tauranga',
  'Wellington',
  'Christchurch',
  'South Island',
  'Agency',
  'Touring',
  'Available',
] as const;

export const AGE_MIN = 18;
export const AGE_MAX = 40;
