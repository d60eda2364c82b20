import type { ProfileCard, PublicProfile } from 'contract';
// Spec §3 "Display defaults for missing profile fields": what the site shows when a value is empty.

export const DEFAULT_CARD_BIO = 'New to the platform! Professional companion available for bookings.';
export const DEFAULT_LOCATION = 'Auckland';

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const orDefault = (value: string | null | undefined, fallback: string) => (blank(value) ? fallback : value!.trim());

export interface CardDisplay {
  age: number;
  location: string;
  bio: string;
  rate1hour: number;
  isVip: boolean;
}

/** Cards: age 24; 1-hour rate 250 premium, 220 basic, 180 otherwise. */
export function cardDisplay(card: ProfileCard): CardDisplay {
  const tier = card.subscription_tier;
  const tierRate = tier === 'premium' ? 250 : tier === 'basic' ? 220 : 180;
  return {
    age: card.age ?? 24,
    location: orDefault(card.location, DEFAULT_LOCATION),
    bio: orDefault(card.bio, DEFAULT_CARD_BIO),
    rate1hour: card.rates_1hour ?? tierRate,
    isVip: tier === 'premium',
  };
}

/** The VIP carousel: age 25 and a 1-hour rate of 250. */
export function carouselDisplay(card: ProfileCard): CardDisplay {
  return { ...cardDisplay(card), age: card.age ?? 25, rate1hour: card.rates_1hour ?? 250 };
}

export interface ProfileDisplay {
  age: number | null;
  location: string;
  bio: string;
  rates: { label: string; amount: number }[];
  meetingWith: string;
  availableFor: string;
  availability: string;
  outcalls: string;
  categories: string[];
  serviceTypes: string[];
}

/** The public profile page; the fallback bio uses age 26 when the age is unknown. */
export function profileDisplay(profile: PublicProfile): ProfileDisplay {
  const location = orDefault(profile.location, DEFAULT_LOCATION);
  const categories = profile.categories.filter((c) => !blank(c));
  const serviceTypes = profile.service_types.filter((s) => !blank(s));
  return {
    age: profile.age,
    location,
    bio: orDefault(
      profile.bio,
      `Hi, I'm ${profile.full_name}, a ${profile.age ?? 26} year old companion based in ${location}. Get in touch to arrange a booking.`,
    ),
    rates: [
      { label: '30 mins', amount: profile.rates_30min ?? 180 },
      { label: '1 hour', amount: profile.rates_1hour ?? 250 },
      { label: '2 hours', amount: profile.rates_2hour ?? 450 },
      { label: 'Overnight', amount: profile.rates_overnight ?? 1200 },
    ],
    meetingWith: orDefault(profile.meeting_with, 'Men'),
    availableFor: orDefault(profile.available_for, 'Incall & Outcall'),
    availability: orDefault(profile.availability, 'Anytime'),
    outcalls: orDefault(profile.outcalls, 'Yes'),
    categories: categories.length ? categories : ['Independent'],
    serviceTypes: serviceTypes.length ? serviceTypes : 'GFE,Dinner Date,Overnight'.split(','),
  };
}

export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString('en-NZ')}`;
}
