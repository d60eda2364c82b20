import { NATIONALITIES } from 'contract';
import { DirectoryFilter } from './directory-query';
import { nzDate } from '../../common/time/nz-date';

/** Must stay identical to the expressions of profiles_listing_idx and profiles_search_trgm_idx. */
export const TIER_RANK_SQL = `(CASE p.subscription_tier WHEN 'premium' THEN 0 WHEN 'basic' THEN 1 ELSE 2 END)`;
export const SEARCH_TEXT_SQL = `(coalesce(p.full_name, '') || chr(31) || coalesce(p.location, '') || chr(31) || coalesce(p.bio, ''))`;
/** Must stay identical to the predicate of the directory's partial indexes (migration 1795450100000). */
export const LISTED_SQL = `p.is_active AND NOT p.is_deleted AND p.withheld_for = '{}'`;
export const LISTING_ORDER_SQL = `${TIER_RANK_SQL}, p.created_at DESC, p.id DESC`;
/** The same order among profiles of one tier (matches profiles_tier_created_idx). */
export const SINGLE_TIER_ORDER_SQL = `p.created_at DESC, p.id DESC`;
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

export function nzToday(now: Date = new Date()): string {
  return nzDate(now);
}

/** Whether the filter has a trigram-indexed text condition (free text or a region). */
export function hasTextCondition(filter: DirectoryFilter): boolean {
  return Boolean(filter.text) || filter.quick?.kind === 'locations';
}

export interface SqlWhere {
  sql: string;
  params: unknown[];
  /** With `splitText`, the text conditions (free text, region) apart from `sql`; else undefined. */
  textSql?: string;
}

/**
 * The WHERE clause of a directory query; every value travels as a bind parameter.
 * `splitText` returns the text conditions separately, for the ordered walk (see DirectoryRepository).
 */
export function directoryWhere(filter: DirectoryFilter, now: Date = new Date(), splitText = false): SqlWhere {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const clauses = [LISTED_SQL];
  const text: string[] = [];

  if (filter.text) text.push(`${SEARCH_TEXT_SQL} ILIKE ${bind(containsPattern(filter.text))}`);
  const quick = filter.quick;
  if (quick?.kind === 'locations') {
    // One case-insensitive alternation, which the location trigram index serves (an OR of ILIKEs is planned as a scan).
    text.push(`p.location ~* ${bind(quick.locations.map(regexLiteral).join('|'))}`);
  } else if (quick?.kind === 'category') {
    clauses.push(`p.categories @> ${bind([quick.category])}::text[]`);
  } else if (quick?.kind === 'service') {
    clauses.push(`p.service_types @> ${bind([quick.service])}::text[]`);
  } else if (quick?.kind === 'available') {
    clauses.push(`(p.availability = 'Now' OR p.last_active_at >= ${bind(new Date(now.getTime() - ONLINE_WINDOW_MINUTES * 60_000))})`);
  }
  if (!splitText) clauses.push(...text);

  const today = nzToday(now);
  if (filter.minAge !== undefined) clauses.push(`p.birthdate <= ${bind(yearsBefore(today, filter.minAge))}::date`);
  if (filter.maxAge !== undefined) clauses.push(`p.birthdate > ${bind(yearsBefore(today, filter.maxAge + 1))}::date`);

  if (filter.nationalities.length) {
    const named = filter.nationalities.filter((n) => n !== 'Other');
    const any: string[] = [];
    if (named.length) any.push(`p.nationality = ANY(${bind(named)}::text[])`);
    // 'Other' is a profile whose nationality is none of the named groups (including not given).
    if (filter.nationalities.includes('Other')) {
      const groups = NATIONALITIES.filter((n) => n !== 'Other');
      any.push(`(p.nationality IS NULL OR p.nationality <> ALL(${bind(groups)}::text[]))`);
    }
    clauses.push(`(${any.join(' OR ')})`);
  }
  if (filter.availability.length) clauses.push(`p.availability = ANY(${bind(filter.availability)}::text[])`);
  if (filter.outcalls.length) clauses.push(`p.outcalls = ANY(${bind(filter.outcalls)}::text[])`);
  if (filter.categories.length) clauses.push(`p.categories @> ${bind(filter.categories)}::text[]`);
  if (filter.services.length) clauses.push(`p.service_types @> ${bind(filter.services)}::text[]`);
  // One tier as a plain equality: PostgreSQL reads profiles_tier_created_idx in order for "=", not for "= ANY".
  if (filter.tiers.length === 1) clauses.push(`p.subscription_tier = ${bind(filter.tiers[0])}`);
  else if (filter.tiers.length) clauses.push(`p.subscription_tier = ANY(${bind(filter.tiers)}::text[])`);

  return { sql: clauses.join(' AND '), params, textSql: splitText && text.length ? text.join(' AND ') : undefined };
}
