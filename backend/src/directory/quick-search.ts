import type { QuickSearchTerm } from 'contract';

/**
 * The sidebar's QUICK SEARCH terms (spec §2) mean places and kinds of profile, not text.
 * A term typed or clicked that equals one of these keys (case-insensitive) is read as below;
 * any other term is a plain substring search.
 */
export type QuickSearch =
  | { kind: 'locations'; locations: string[] }
  | { kind: 'category'; category: string }
  | { kind: 'service'; service: string }
  | { kind: 'available' }
  | { kind: 'touring' };

const AUCKLAND = ['Auckland CBD', 'Auckland North Shore', 'Auckland West', 'Auckland South', 'Auckland'];

const QUICK_SEARCH: Record<Lowercase<QuickSearchTerm>, QuickSearch> = {
  auckland: { kind: 'locations', locations: AUCKLAND },
  northland: { kind: 'locations', locations: ['Whangārei', 'Whangarei', 'Kerikeri', 'Paihia', 'Kaitaia', 'Dargaville', 'Northland'] },
  hamilton: { kind: 'locations', locations: ['Hamilton'] },
  // Central North Island: the towns between the Waikato and Wellington that have no link of their own.
  central: {
    kind: 'locations',
    locations: ['Rotorua', 'Taupō', 'Taupo', 'Napier', 'Hastings', 'New Plymouth', 'Palmerston North', 'Whanganui', 'Gisborne', 'Central'],
  },
  tauranga: { kind: 'locations', locations: ['Tauranga', 'Mount Maunganui'] },
  wellington: { kind: 'locations', locations: ['Wellington', 'Lower Hutt', 'Upper Hutt', 'Porirua'] },
  christchurch: { kind: 'locations', locations: ['Christchurch'] },
  'south island': {
    kind: 'locations',
    locations: ['Christchurch', 'Dunedin', 'Queenstown', 'Nelson', 'Invercargill', 'Blenheim', 'Timaru', 'Greymouth', 'Wanaka', 'South Island'],
  },
  agency: { kind: 'category', category: 'Agency' },
  // Profiles with a tour stop under way or starting within TOUR_STOP_LEAD_DAYS.
  touring: { kind: 'touring' },
  available: { kind: 'available' },
};

export function quickSearchFor(term: string): QuickSearch | undefined {
  const key = term.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.hasOwn(QUICK_SEARCH, key) ? QUICK_SEARCH[key as Lowercase<QuickSearchTerm>] : undefined;
}
