import {
  AVAILABILITY,
  CATEGORIES,
  DIRECTORY_SORTS,
  type DirectorySort,
  MAX_AGE,
  MIN_AGE,
  NATIONALITIES,
  NZ_REGIONS,
  OUTCALLS,
  placeKey,
  regionBySlug,
  SERVICE_TYPES,
  SUBSCRIPTION_TIERS,
  SubscriptionTier,
  townBySlug,
} from 'contract';
import { DirectoryErrorCode, DirectoryException } from './directory.exception';
import { QuickSearch, quickSearchFor } from './quick-search';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 100;

/** A region of NZ_REGIONS by its slug, and optionally one of its towns by its placeKey. */
export interface DirectoryPlace {
  region: string;
  town?: string;
}

export interface DirectoryFilter {
  /** A plain substring term (trimmed), or undefined when the term is a quick-search keyword. */
  text?: string;
  quick?: Exclude<QuickSearch, { kind: 'touring' }>;
  minAge?: number;
  maxAge?: number;
  nationalities: string[];
  availability: string[];
  outcalls: string[];
  categories: string[];
  services: string[];
  tiers: SubscriptionTier[];
  /** Verified profiles only. */
  verified: boolean;
  /** Profiles living there, and those touring there now or within TOUR_STOP_LEAD_DAYS. */
  place?: DirectoryPlace;
  availableNow: boolean;
  /** Only profiles touring (with a place: touring there) now or within TOUR_STOP_LEAD_DAYS. */
  touring: boolean;
}

export interface DirectoryQuery {
  filter: DirectoryFilter;
  sort: DirectorySort;
  page: number;
  pageSize: number;
}

type RawQuery = Record<string, unknown>;

function badQuery(message: string): DirectoryException {
  return new DirectoryException(DirectoryErrorCode.QueryInvalid, message);
}

function single(raw: RawQuery, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badQuery(`${name} must be given once`);
  return value;
}

function wholeNumber(raw: RawQuery, name: string, fallback: number, min: number, max: number): number {
  const value = single(raw, name)?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw badQuery(`${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

/** A comma-separated list whose values must come from the spec's enumeration (case-insensitive). */
function enumList<T extends string>(raw: RawQuery, name: string, label: string, allowed: readonly T[]): T[] {
  const value = single(raw, name);
  if (value === undefined) return [];
  const values: T[] = [];
  for (const part of value.split(',')) {
    const wanted = part.trim();
    if (!wanted) continue;
    const match = allowed.find((item) => item.toLowerCase() === wanted.toLowerCase());
    if (!match) throw badQuery(`Unknown ${label}: ${wanted.slice(0, 40)}. Choose from ${allowed.join(', ')}`);
    if (!values.includes(match)) values.push(match);
  }
  return values;
}

const AGE_MESSAGE = `age must be a range like 25-30 or 40+ with ages from ${MIN_AGE} to ${MAX_AGE}`;

function ageRange(raw: RawQuery): { minAge?: number; maxAge?: number } {
  const value = single(raw, 'age')?.trim();
  if (!value) return {};
  const match = /^(\d{1,3})(?:-(\d{1,3})|\+)$/.exec(value);
  if (!match) throw badQuery(AGE_MESSAGE);
  const minAge = Number(match[1]);
  const maxAge = match[2] === undefined ? undefined : Number(match[2]);
  if (minAge < MIN_AGE || minAge > MAX_AGE || (maxAge !== undefined && (maxAge < minAge || maxAge > MAX_AGE))) {
    throw badQuery(AGE_MESSAGE);
  }
  return { minAge, maxAge };
}

function tiers(raw: RawQuery): SubscriptionTier[] {
  const value = single(raw, 'tier')?.trim();
  // The membership select's 'All Memberships' means no tier filter.
  if (!value || ['all', 'all memberships'].includes(value.toLowerCase())) return [];
  return enumList(raw, 'tier', 'membership', SUBSCRIPTION_TIERS);
}

function flag(raw: RawQuery, name: string): boolean {
  const value = single(raw, name)?.trim().toLowerCase();
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw badQuery(`${name} must be true or false`);
}

function place(raw: RawQuery): DirectoryPlace | undefined {
  const regionSlug = single(raw, 'region')?.trim().toLowerCase();
  const townSlug = single(raw, 'town')?.trim().toLowerCase();
  if (!regionSlug) {
    if (townSlug) throw badQuery('town must come with its region');
    return undefined;
  }
  const region = regionBySlug(regionSlug);
  if (!region) throw badQuery(`Unknown region: ${regionSlug.slice(0, 40)}. Choose from ${NZ_REGIONS.map((r) => r.slug).join(', ')}`);
  if (!townSlug) return { region: region.slug };
  const town = townBySlug(region, townSlug);
  if (!town) throw badQuery(`Unknown town in ${region.name}: ${townSlug.slice(0, 40)}`);
  return { region: region.slug, town: placeKey(town) };
}

function sort(raw: RawQuery): DirectorySort {
  const value = single(raw, 'sort')?.trim().toLowerCase();
  if (!value) return 'recommended';
  const known = DIRECTORY_SORTS.find((option) => option === value);
  if (!known) throw badQuery(`Unknown sort: ${value.slice(0, 40)}. Choose from ${DIRECTORY_SORTS.join(', ')}`);
  return known;
}

function search(raw: RawQuery): Partial<Pick<DirectoryFilter, 'text' | 'quick' | 'touring'>> {
  const value = single(raw, 'search')?.trim();
  if (!value) return {};
  if (value.length > MAX_SEARCH_LENGTH) throw badQuery(`Search must be at most ${MAX_SEARCH_LENGTH} characters`);
  // Control characters never occur in names, places or bios (and chr(31) separates the indexed fields).
  if (/[\u0000-\u001f\u007f]/.test(value)) throw badQuery('Search must not contain control characters');
  const quick = quickSearchFor(value);
  // The Touring quick search lists exactly the profiles touring now or soon.
  if (quick?.kind === 'touring') return { touring: true };
  return quick ? { quick } : { text: value };
}

/** Turns the directory's query string into a validated filter; bad input is a 400 with a clear message. */
export function parseDirectoryQuery(raw: RawQuery): DirectoryQuery {
  const { touring, ...text } = search(raw);
  return {
    filter: {
      ...text,
      ...ageRange(raw),
      nationalities: enumList(raw, 'nationality', 'nationality', NATIONALITIES),
      availability: enumList(raw, 'availability', 'availability', AVAILABILITY),
      outcalls: enumList(raw, 'outcalls', 'out calls value', OUTCALLS),
      categories: enumList(raw, 'categories', 'category', CATEGORIES),
      services: enumList(raw, 'services', 'service', SERVICE_TYPES),
      tiers: tiers(raw),
      verified: flag(raw, 'verified'),
      place: place(raw),
      availableNow: flag(raw, 'available_now'),
      touring: flag(raw, 'touring') || Boolean(touring),
    },
    sort: sort(raw),
    page: wholeNumber(raw, 'page', 1, 1, MAX_PAGE),
    pageSize: wholeNumber(raw, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}
