/**
 * New Zealand's regions and the towns the directory knows in each. A profile's location
 * and a tour stop's town are matched against these names with `placeKey`, so "Whangarei" and
 * "Whangārei" are one place. The ten registration locations (LOCATIONS) are towns here too.
 */
export interface NzRegion {
  slug: string;
  name: string;
  island: 'North' | 'South';
  towns: readonly string[];
}

export const NZ_REGIONS = [
  { slug: 'northland', name: 'Northland', island: 'North', towns: ['Whangārei', 'Kerikeri', 'Paihia', 'Kaitaia', 'Dargaville'] },
  {
    slug: 'auckland',
    name: 'Auckland',
    island: 'North',
    towns: ['Auckland', 'Auckland CBD', 'Auckland North Shore', 'Auckland West', 'Auckland South', 'Manukau', 'Pukekohe', 'Orewa'],
  },
  { slug: 'waikato', name: 'Waikato', island: 'North', towns: ['Hamilton', 'Cambridge', 'Te Awamutu', 'Taupō', 'Thames', 'Tokoroa'] },
  { slug: 'bay-of-plenty', name: 'Bay of Plenty', island: 'North', towns: ['Tauranga', 'Mount Maunganui', 'Rotorua', 'Whakatāne'] },
  { slug: 'gisborne', name: 'Gisborne', island: 'North', towns: ['Gisborne'] },
  { slug: 'hawkes-bay', name: "Hawke's Bay", island: 'North', towns: ['Napier', 'Hastings', 'Havelock North'] },
  { slug: 'taranaki', name: 'Taranaki', island: 'North', towns: ['New Plymouth', 'Hāwera'] },
  { slug: 'manawatu-whanganui', name: 'Manawatū-Whanganui', island: 'North', towns: ['Palmerston North', 'Whanganui', 'Levin', 'Feilding'] },
  {
    slug: 'wellington',
    name: 'Wellington',
    island: 'North',
    towns: ['Wellington', 'Lower Hutt', 'Upper Hutt', 'Porirua', 'Paraparaumu', 'Masterton'],
  },
  { slug: 'tasman', name: 'Tasman', island: 'South', towns: ['Richmond', 'Motueka'] },
  { slug: 'nelson', name: 'Nelson', island: 'South', towns: ['Nelson'] },
  { slug: 'marlborough', name: 'Marlborough', island: 'South', towns: ['Blenheim', 'Picton'] },
  { slug: 'west-coast', name: 'West Coast', island: 'South', towns: ['Greymouth', 'Westport', 'Hokitika'] },
  { slug: 'canterbury', name: 'Canterbury', island: 'South', towns: ['Christchurch', 'Timaru', 'Ashburton', 'Rangiora'] },
  { slug: 'otago', name: 'Otago', island: 'South', towns: ['Dunedin', 'Queenstown', 'Wānaka', 'Oamaru', 'Alexandra'] },
  { slug: 'southland', name: 'Southland', island: 'South', towns: ['Invercargill', 'Gore', 'Te Anau'] },
] as const satisfies readonly NzRegion[];

export type RegionSlug = (typeof NZ_REGIONS)[number]['slug'];

/** A place name as it is compared: no macrons, case or repeated spaces ("Whangārei" = "whangarei"). */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A place name as it appears in an address: /escorts/hawkes-bay/havelock-north. */
export function placeSlug(name: string): string {
  return placeKey(name)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function regionBySlug(slug: string): NzRegion | undefined {
  return NZ_REGIONS.find((region) => region.slug === slug);
}

/** The region a place name belongs to, if it is one of the towns above (or a region's own name). */
export function regionOfPlace(name: string): NzRegion | undefined {
  const key = placeKey(name);
  return NZ_REGIONS.find((region) => placeKey(region.name) === key || region.towns.some((town) => placeKey(town) === key));
}

/** The town of a region named by its slug (`/escorts/:region/:town`). */
export function townBySlug(region: NzRegion, slug: string): string | undefined {
  return region.towns.find((town) => placeSlug(town) === slug);
}

/** The directory's orders; recommended is the spec's: plan, then newest. */
export const DIRECTORY_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'recently_online'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** Touring: at most this many future stops, none more than a year ahead. */
export const TOUR_STOPS_MAX = 10;
/** A stop shows in its town's listings from this many days before it starts. */
export const TOUR_STOP_LEAD_DAYS = 14;
/** "Available now" lasts 1 to 12 hours. */
export const AVAILABLE_NOW_MAX_HOURS = 12;
