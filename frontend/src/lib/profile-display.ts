import type { ProfileCard, PublicProfile } from 'contract';

// A profile shows what its advertiser entered and nothing else: the spec's display defaults are dropped on purpose.

const filled = (value: string | null | undefined): string | null => (value === null || value === undefined || value.trim() === '' ? null : value.trim());

export interface CardDisplay {
  age: number | null;
  location: string | null;
  bio: string | null;
  rateFrom: number | null;
  isVip: boolean;
}

export function cardDisplay(card: ProfileCard): CardDisplay {
  return {
    age: card.age,
    location: filled(card.location),
    bio: filled(card.bio),
    // A favourite saved before cards carried this has none.
    rateFrom: card.rate_from ?? null,
    isVip: card.subscription_tier === 'premium',
  };
}

/** The lowest of the rates set, as the directory's listing keeps it for cards. */
export function lowestRate(rates: (number | null)[]): number | null {
  const set = rates.filter((rate): rate is number => rate !== null);
  return set.length ? Math.min(...set) : null;
}

export interface ProfileDisplay {
  location: string | null;
  bio: string | null;
  rates: { label: string; amount: number }[];
  meetingWith: string | null;
  availableFor: string | null;
  availability: string | null;
  outcalls: string | null;
  categories: string[];
  serviceTypes: string[];
}

export function profileDisplay(profile: PublicProfile): ProfileDisplay {
  const rates: [string, number | null][] = [
    ['30 mins', profile.rates_30min],
    ['1 hour', profile.rates_1hour],
    ['2 hours', profile.rates_2hour],
    ['Overnight', profile.rates_overnight],
  ];
  return {
    location: filled(profile.location),
    bio: filled(profile.bio),
    rates: rates.filter((rate): rate is [string, number] => rate[1] !== null).map(([label, amount]) => ({ label, amount })),
    meetingWith: filled(profile.meeting_with),
    availableFor: filled(profile.available_for),
    availability: filled(profile.availability),
    outcalls: filled(profile.outcalls),
    categories: profile.categories.map(filled).filter((c): c is string => c !== null),
    serviceTypes: profile.service_types.map(filled).filter((s): s is string => s !== null),
  };
}

export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString('en-NZ')}`;
}
