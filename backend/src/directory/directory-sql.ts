import { addDays, type DirectorySort, NATIONALITIES, type SubscriptionTier, TOUR_STOP_LEAD_DAYS } from 'contract';
import { nzDate } from '../common/time/nz-date';
import { DirectoryFilter, DirectoryPlace } from './directory-query';

/**
 * The directory's SQL over its read model, directory_listings `l`: one
 * row per listed profile, so no condition says "listed" and no query reads profiles.
 */

/** Each order is its keys, all descending, ending with the row's id: the order of one index each. */
export const SORT_KEYS: Record<DirectorySort, readonly string[]> = {
  recommended: ['tier_score', 'created_at', 'profile_id'],
  newest: ['created_at', 'profile_id'],
  price_asc: ['price_low_key', 'created_at', 'profile_id'],
  price_desc: ['price_high_key', 'created_at', 'profile_id'],
  recently_online: ['online_key', 'created_at', 'profile_id'],
};

/** directory_listings.tier_score: the recommended order puts the higher plans first. */
export const TIER_SCORES: Record<SubscriptionTier, number> = { premium: 2, basic: 1, free: 0 };

/** The order whose index carries FILTER_COLUMNS. */
export const COVERED_ORDER: DirectorySort = 'recommended';

/**
 * Every column a directory filter without text tests, carried in the recommended order's index:
 * a walk of that order tests them without reading the table.
 */
export const FILTER_COLUMNS: readonly string[] = [
  'birthdate', 'nationality', 'availability', 'outcalls', 'categories', 'service_types', 'is_verified',
  'available_until', 'last_active_at', 'places', 'home_town', 'home_region',
];

export function orderSql(sort: DirectorySort, alias = 'l'): string {
  return SORT_KEYS[sort].map((key) => `${alias}.${key} DESC`).join(', ');
}

export const ONLINE_WINDOW_MINUTES = 15;

/** A LIKE pattern that matches the term literally as a substring (%, _ and \ lose their meaning). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A regular-expression fragment that matches the text literally. */
export function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
}

/** Shifts a yyyy-MM-dd date by whole years (29 February falls to 1 March in other years). */
export function yearsBefore(ymd: string, years: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
}

/** Whether the filter has a trigram-indexed text condition (free text or a quick-search place). */
export function hasTextCondition(filter: DirectoryFilter): boolean {
  return Boolean(filter.text) || filter.quick?.kind === 'locations';
}

export interface SqlWhere {
  sql: string;
  params: unknown[];
  /** With `splitText`, the text conditions (free text, quick-search places) apart from `sql`; else undefined. */
  textSql?: string;
}

/** Binds values as $n parameters of one statement. */
export class SqlParams {
  readonly values: unknown[] = [];

  constructor(initial: unknown[] = []) {
    this.values.push(...initial);
  }

  bind(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/**
 * A tour stop of the profile under way on `today` or starting within TOUR_STOP_LEAD_DAYS, in the
 * place if one is given: a probe of profile_tour_stops by profile, which a walk of an order's index
 * can make without reading the listing's row (the days move with the calendar, the row does not).
 */
function touringSql(p: SqlParams, today: string, place: DirectoryPlace | undefined): string {
  const where = ['s.profile_id = l.profile_id', `s.last_day >= ${p.bind(today)}::date`, `s.first_day <= ${p.bind(addDays(today, TOUR_STOP_LEAD_DAYS))}::date`];
  if (place?.town) where.push(`nz_place_key(s.town) = ${p.bind(place.town)}`);
  else if (place) where.push(`s.region = ${p.bind(place.region)}`);
  return `EXISTS (SELECT 1 FROM profile_tour_stops s WHERE ${where.join(' AND ')})`;
}

/** A place as directory_listings.places and the facets of directory_counts name it. */
export function placeTag(place: DirectoryPlace): string {
  return place.town ? `town:${place.town}` : `region:${place.region}`;
}

/** Whether the row's profile lives in the place (its home town, or its home region). */
export function livesInSql(p: SqlParams, place: DirectoryPlace): string {
  return place.town ? `l.home_town = ${p.bind(place.town)}` : `l.home_region = ${p.bind(place.region)}`;
}

/**
 * Where the filter's place and touring conditions hold. `places` (GIN-indexed) holds every place
 * the row could be in, its tour stops' included; the stops' days are checked on those rows only.
 */
function placeSql(p: SqlParams, filter: DirectoryFilter, today: string): string | undefined {
  const { place, touring } = filter;
  if (touring && !place) return touringSql(p, today, undefined);
  if (touring) return `l.places @> ${p.bind(['touring', placeTag(place!)])}::text[] AND ${touringSql(p, today, place)}`;
  if (!place) return undefined;
  return `l.places @> ${p.bind([placeTag(place)])}::text[] AND (${livesInSql(p, place)} OR ${touringSql(p, today, place)})`;
}

/**
 * The WHERE clause of a directory query; every value travels as a bind parameter.
 * `splitText` returns the text conditions separately, for the ordered walk (see DirectoryRepository).
 */
export function directoryWhere(filter: DirectoryFilter, now: Date = new Date(), splitText = false, p: SqlParams = new SqlParams()): SqlWhere {
  const clauses: string[] = [];
  const text: string[] = [];
  const today = nzDate(now);

  // The search text is kept in lower case: LIKE on it is ILIKE without lower-casing every row.
  if (filter.text) text.push(`l.search_text LIKE lower(${p.bind(containsPattern(filter.text))})`);
  const quick = filter.quick;
  if (quick?.kind === 'locations') {
    // One case-insensitive alternation, which the location trigram index serves (an OR of ILIKEs is planned as a scan).
    text.push(`l.location ~* ${p.bind(quick.locations.map(regexLiteral).join('|'))}`);
  } else if (quick?.kind === 'category') {
    clauses.push(`l.categories @> ${p.bind([quick.category])}::text[]`);
  } else if (quick?.kind === 'service') {
    clauses.push(`l.service_types @> ${p.bind([quick.service])}::text[]`);
  } else if (quick?.kind === 'available') {
    clauses.push(`(l.availability = 'Now' OR l.last_active_at >= ${p.bind(new Date(now.getTime() - ONLINE_WINDOW_MINUTES * 60_000))})`);
  }
  if (!splitText) clauses.push(...text);

  if (filter.minAge !== undefined) clauses.push(`l.birthdate <= ${p.bind(yearsBefore(today, filter.minAge))}::date`);
  if (filter.maxAge !== undefined) clauses.push(`l.birthdate > ${p.bind(yearsBefore(today, filter.maxAge + 1))}::date`);

  if (filter.nationalities.length) {
    const named = filter.nationalities.filter((n) => n !== 'Other');
    const any: string[] = [];
    if (named.length) any.push(`l.nationality = ANY(${p.bind(named)}::text[])`);
    // 'Other' is a profile whose nationality is none of the named groups (including not given).
    if (filter.nationalities.includes('Other')) {
      const groups = NATIONALITIES.filter((n) => n !== 'Other');
      any.push(`(l.nationality IS NULL OR l.nationality <> ALL(${p.bind(groups)}::text[]))`);
    }
    clauses.push(`(${any.join(' OR ')})`);
  }
  if (filter.availability.length) clauses.push(`l.availability = ANY(${p.bind(filter.availability)}::text[])`);
  if (filter.outcalls.length) clauses.push(`l.outcalls = ANY(${p.bind(filter.outcalls)}::text[])`);
  if (filter.categories.length) clauses.push(`l.categories @> ${p.bind(filter.categories)}::text[]`);
  if (filter.services.length) clauses.push(`l.service_types @> ${p.bind(filter.services)}::text[]`);
  // By score: one tier is then a range of the recommended order's index, read in order.
  if (filter.tiers.length === 1) clauses.push(`l.tier_score = ${p.bind(TIER_SCORES[filter.tiers[0]])}`);
  else if (filter.tiers.length) clauses.push(`l.tier_score = ANY(${p.bind(filter.tiers.map((tier) => TIER_SCORES[tier]))}::smallint[])`);
  if (filter.verified) clauses.push('l.is_verified');
  if (filter.availableNow) clauses.push(`l.available_until > ${p.bind(now)}`);
  const places = placeSql(p, filter, today);
  if (places) clauses.push(places);

  return { sql: clauses.join(' AND ') || 'true', params: p.values, textSql: splitText && text.length ? text.join(' AND ') : undefined };
}
