// The directory's URL is the single source of truth: these functions turn the query string
// into filters and back, so a shared link, back/forward and the SEARCH button agree. The filters'
// form (FilterPanel, SearchBox, the toolbar) names its controls after the same parameters, so
// without JavaScript the browser submits a query this file reads too (see parseFilters).
import {
  AVAILABILITY,
  CATEGORIES,
  DIRECTORY_SORTS,
  type DirectorySort,
  NATIONALITIES,
  OUTCALLS,
  placePath,
  placeSlug,
  regionBySlug,
  SERVICE_TYPES,
  SUBSCRIPTION_TIERS,
  type SubscriptionTier,
  townBySlug,
} from 'contract';
import { AGE_MAX, AGE_MIN } from '../../lib/enums';

/** '' is every membership. */
export type Tier = '' | SubscriptionTier;

export interface DirectoryFilters {
  search: string;
  ageMin: number;
  /** 40 means '40+' (no upper bound). */
  ageMax: number;
  nationality: string[];
  availability: string[];
  outcalls: string[];
  categories: string[];
  services: string[];
  tier: Tier;
  /** Verified profiles only. */
  verified: boolean;
  /** A region's slug (NZ_REGIONS), '' for all of New Zealand. */
  region: string;
  /** A town's slug within the region, '' for the whole region. */
  town: string;
  availableNow: boolean;
  touring: boolean;
  sort: DirectorySort;
  page: number;
}

export const LIST_FILTERS = {
  nationality: NATIONALITIES,
  availability: AVAILABILITY,
  outcalls: OUTCALLS,
  categories: CATEGORIES,
  services: SERVICE_TYPES,
} as const;

export type ListFilter = keyof typeof LIST_FILTERS;
const LIST_KEYS = Object.keys(LIST_FILTERS) as ListFilter[];

/** The yes/no filters and their parameters (`verified=true`): a checkbox of the form, named so, with the value 'true'. */
export const FLAG_PARAMS = { verified: 'verified', availableNow: 'available_now', touring: 'touring' } as const;
export type FlagFilter = keyof typeof FLAG_PARAMS;

/** Every parameter of a directory address, and so every name of the filters' form controls. */
export const DIRECTORY_PARAMS: readonly string[] = ['search', 'age', ...LIST_KEYS, 'tier', 'region', 'town', ...Object.values(FLAG_PARAMS), 'sort', 'page'];
const TIERS: readonly Tier[] = SUBSCRIPTION_TIERS;
/** The API refuses pages past this (it would be a 400 for a hand-edited link). */
export const MAX_PAGE = 10_000;

export const EMPTY_FILTERS: DirectoryFilters = {
  search: '',
  ageMin: AGE_MIN,
  ageMax: AGE_MAX,
  nationality: [],
  availability: [],
  outcalls: [],
  categories: [],
  services: [],
  tier: '',
  verified: false,
  region: '',
  town: '',
  availableNow: false,
  touring: false,
  sort: 'recommended',
  page: 1,
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Reads 'min-max' or 'min+'; anything else means no age filter. A hand-typed `age=30+` arrives
 * as '30 ' (a raw '+' in a query string is a space), so a trailing space counts as '+'.
 */
export function parseAge(value: string | null): { ageMin: number; ageMax: number } {
  const match = value ? /^\s*(\d{1,3})(?:\s*-\s*(\d{1,3})|\s*\+|\s+)\s*$/.exec(value) : null;
  if (!match) return { ageMin: AGE_MIN, ageMax: AGE_MAX };
  const min = clamp(Number(match[1]), AGE_MIN, AGE_MAX);
  const max = match[2] === undefined ? AGE_MAX : clamp(Number(match[2]), AGE_MIN, AGE_MAX);
  return min <= max ? { ageMin: min, ageMax: max } : { ageMin: max, ageMax: min };
}

const WHOLE_YEARS = /^\s*\d{1,3}\s*$/;

/**
 * The age of an address: one `age` ('min-max', 'min+'), or two as the form's two sliders (both named
 * `age`) send them without JavaScript, `age=25&age=32` (the maximum at 40 meaning '40+').
 */
export function parseAgeParams(values: readonly string[]): { ageMin: number; ageMax: number } {
  if (values.length === 2 && values.every((value) => WHOLE_YEARS.test(value))) {
    const [first, second] = values.map((value) => clamp(Number(value), AGE_MIN, AGE_MAX));
    return { ageMin: Math.min(first, second), ageMax: Math.max(first, second) };
  }
  return parseAge(values[0] ?? null);
}

/** 'min-max', or 'min+' when the max is 40 or more; null for the full 18-40+ range. */
export function formatAge(ageMin: number, ageMax: number): string | null {
  if (ageMin <= AGE_MIN && ageMax >= AGE_MAX) return null;
  return ageMax >= AGE_MAX ? `${ageMin}+` : `${ageMin}-${ageMax}`;
}

/** The label beside the slider: '25 - 32 years' or '25 - 40+ years'. */
export function ageRangeLabel(ageMin: number, ageMax: number): string {
  return `${ageMin} - ${ageMax >= AGE_MAX ? '40+' : ageMax} years`;
}

/** Moving the min thumb: it cannot pass the max. */
export function withAgeMin(filters: DirectoryFilters, value: number): DirectoryFilters {
  return { ...filters, ageMin: clamp(Math.min(value, filters.ageMax), AGE_MIN, AGE_MAX) };
}

/** Moving the max thumb: it cannot go below the min. */
export function withAgeMax(filters: DirectoryFilters, value: number): DirectoryFilters {
  return { ...filters, ageMax: clamp(Math.max(value, filters.ageMin), AGE_MIN, AGE_MAX) };
}

/** One parameter 'Kiwi,Asian', or the same name repeated as a form's checkboxes send it (`nationality=Kiwi&nationality=Asian`). */
function parseList(values: readonly string[], allowed: readonly string[]): string[] {
  const wanted = values.flatMap((value) => value.split(',')).map((item) => item.trim().toLowerCase());
  // Keep the canonical spelling and order of the enumeration; ignore unknown values.
  return allowed.filter((option) => wanted.includes(option.toLowerCase()));
}

/** A region's and town's slugs as the directory keeps them: both known, or '' (an unknown town keeps the region). */
function parsePlace(regionSlug: string, townSlug: string): { region: string; town: string } {
  const region = regionBySlug(regionSlug.toLowerCase());
  if (!region) return { region: '', town: '' };
  const town = townSlug ? townBySlug(region, townSlug.toLowerCase()) : undefined;
  return { region: region.slug, town: town ? placeSlug(town) : '' };
}

const isSort = (value: string): value is DirectorySort => (DIRECTORY_SORTS as readonly string[]).includes(value);
const flag = (value: string | null) => value === 'true';

/**
 * The filters of a directory address: its query string, and for a landing page (/escorts/:region/:town)
 * the place its path names, which wins over a region or town in the query. Besides the address the site
 * writes (toQueryString), it reads what the filters' form submits without JavaScript: every control,
 * empty ones too (`search=&tier=`), a list as its name repeated, the age as two `age` values.
 */
export function parseFilters(params: URLSearchParams, place?: { region: string; town?: string }): DirectoryFilters {
  const tierParam = (params.get('tier') ?? '').toLowerCase() as Tier;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = (params.get('sort') ?? '').toLowerCase();
  const filters: DirectoryFilters = {
    ...EMPTY_FILTERS,
    ...parseAgeParams(params.getAll('age')),
    ...(place ? parsePlace(place.region, place.town ?? '') : parsePlace(params.get('region') ?? '', params.get('town') ?? '')),
    search: (params.get('search') ?? '').trim(),
    tier: TIERS.includes(tierParam) ? tierParam : '',
    verified: flag(params.get(FLAG_PARAMS.verified)),
    availableNow: flag(params.get(FLAG_PARAMS.availableNow)),
    touring: flag(params.get(FLAG_PARAMS.touring)),
    sort: isSort(sort) ? sort : 'recommended',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1,
  };
  for (const key of LIST_KEYS) filters[key] = parseList(params.getAll(key), LIST_FILTERS[key]);
  return filters;
}

/** The query's parameters, in the API's names; the place only when asked (the address keeps it in its path). */
function entries(filters: DirectoryFilters, withPlace: boolean): [string, string][] {
  const out: [string, string][] = [];
  if (filters.search.trim()) out.push(['search', filters.search.trim()]);
  const age = formatAge(filters.ageMin, filters.ageMax);
  if (age) out.push(['age', age]);
  for (const key of LIST_KEYS) if (filters[key].length) out.push([key, filters[key].join(',')]);
  if (filters.tier) out.push(['tier', filters.tier]);
  if (withPlace && filters.region) out.push(['region', filters.region]);
  if (withPlace && filters.region && filters.town) out.push(['town', filters.town]);
  if (filters.verified) out.push([FLAG_PARAMS.verified, 'true']);
  if (filters.availableNow) out.push([FLAG_PARAMS.availableNow, 'true']);
  if (filters.touring) out.push([FLAG_PARAMS.touring, 'true']);
  if (filters.sort !== 'recommended') out.push(['sort', filters.sort]);
  if (filters.page > 1) out.push(['page', String(filters.page)]);
  return out;
}

// Commas stay readable in the address bar; everything else is percent-encoded ('+' too, which
// would otherwise read back as a space).
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

/** The query string of a directory address, without defaults or the place ('' when nothing is filtered). */
export function toQueryString(filters: DirectoryFilters): string {
  const parts = entries(filters, false).map(([key, value]) => `${key}=${encode(value)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * The address of the filters: a region's or town's landing page when a place is chosen
 * (/escorts/wellington/lower-hutt?verified=true), else /directory, so a place has one address.
 */
export function directoryLocation(filters: DirectoryFilters): { pathname: string; search: string } {
  const region = regionBySlug(filters.region);
  const town = region && filters.town ? townBySlug(region, filters.town) : undefined;
  return { pathname: region ? placePath(region, town) : '/directory', search: toQueryString(filters) };
}

/**
 * Where the directory at this address (a path and its query, for a landing page with the place its path
 * names) is kept, when that is another address; else null. A region in /directory's query moves to its
 * landing page, as the page's script does at once. A query of the directory's own parameters only, as the
 * filters' form submits it without JavaScript (`?search=&age=18&age=40&sort=recommended`), is written as
 * the site writes it (a bare /directory here), so there is one address per choice of filters. A query
 * with other parameters (a campaign's tag, say) is left as it is, the region apart.
 */
export function canonicalDirectoryAddress(pathname: string, search: string, place?: { region: string; town?: string }): string | null {
  const params = new URLSearchParams(search);
  const filters = parseFilters(params, place);
  if (!place && filters.region) {
    const to = directoryLocation(filters);
    return to.pathname + to.search;
  }
  if (![...params.keys()].every((key) => DIRECTORY_PARAMS.includes(key))) return null;
  const query = toQueryString(filters);
  // Compared decoded: a browser may encode a character the site leaves as it is (an apostrophe, say).
  const same = JSON.stringify([...new URLSearchParams(query)]) === JSON.stringify([...params]);
  return same ? null : pathname + query;
}

/** The query string for GET /api/profiles. */
export function toApiQuery(filters: DirectoryFilters, pageSize: number): string {
  const params = new URLSearchParams(entries({ ...filters, page: 1 }, true));
  params.set('page', String(filters.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return entries({ ...filters, page: 1 }, true).length > 0;
}

/** "12 profiles found", or for an estimate of a broad search "About 12,000 profiles found". */
export function resultsHeading({ total, approximate }: { total: number; approximate?: true }): string {
  if (approximate) return `About ${total.toLocaleString('en-NZ')} profiles found`;
  return `${total} ${total === 1 ? 'profile' : 'profiles'} found`;
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
