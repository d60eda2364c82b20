import { DIRECTORY_SORTS, PAID_TIERS, type DirectorySort, type SubscriptionTier } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DummyValue, GenerateSql, RunsNoSql } from '../common/sql/generate-sql';
import { readPreparedRows, readRows, readRowsAllowing } from '../common/sql/pg-pool';
import { CARD_COLUMNS, CardRow } from './directory-cards';
import { DirectoryPlace, DirectoryFilter } from './directory-query';
import { COVERED_ORDER, directoryWhere, FILTER_COLUMNS, hasTextCondition, livesInSql, orderSql, SORT_KEYS, SqlParams, TIER_SCORES } from './directory-sql';

const KEY_TYPES: Record<string, string> = {
  tier_score: 'smallint',
  created_at: 'timestamptz',
  profile_id: 'uuid',
  price_low_key: 'integer',
  price_high_key: 'integer',
  online_key: 'timestamptz',
};

/** Rows after `after` in the order: one row comparison, a range of the order's index. */
function seekSql(p: SqlParams, sort: DirectorySort, after: string[]): string {
  const keys = SORT_KEYS[sort];
  return `(${keys.map((key) => `l.${key}`).join(', ')}) < (${keys.map((key, i) => `${p.bind(after[i])}::${KEY_TYPES[key]}`).join(', ')})`;
}

/**
 * The cards of the rows `keysSql` selects (by profile_id), in the order: the page is found among narrow
 * index entries (the recommended order's index carries every filter column) and only its rows are read
 * whole, by primary key, instead of every row the walk passes.
 */
function cardsOf(keysSql: string, sort: DirectorySort): string {
  return `SELECT ${CARD_COLUMNS} FROM directory_listings l WHERE l.profile_id = ANY(ARRAY(${keysSql})) ORDER BY ${orderSql(sort)}`;
}

/** What a walk of each order reads of a row: the order's keys and the filter columns (all in the recommended order's index). */
const WALKED_COLUMNS = Object.fromEntries(
  DIRECTORY_SORTS.map((sort) => [sort, [...new Set([...SORT_KEYS[sort], ...FILTER_COLUMNS])].map((column) => `l.${column}`).join(', ')]),
) as Record<DirectorySort, string>;

/**
 * Rows of the order a page's walk passes from which finding it among index entries first pays: below
 * this, fetching the page's rows a second time by key costs more than reading the walked rows whole.
 */
export const KEYS_FIRST_FROM_ROWS = 1_000;

/**
 * The statement limit of a count of matches (or a request's, when that is longer): its total is kept
 * and shared (DirectoryTotals), so it is worth finishing after the request that asked for it has stopped waiting.
 */
export const COUNT_TIMEOUT_MS = 10_000;

export interface Statement {
  sql: string;
  params: unknown[];
}

/** No condition: every listed profile. */
export const EVERYONE: DirectoryFilter = {
  nationalities: [],
  availability: [],
  outcalls: [],
  categories: [],
  services: [],
  tiers: [],
  verified: false,
  availableNow: false,
  touring: false,
};

/** The query snapshots' filters (common/sql/generate-sql.ts): one of every condition, then the commonest ones. */
const EVERY_CONDITION: DirectoryFilter = {
  text: 'auckland',
  minAge: 25,
  maxAge: 35,
  nationalities: ['Kiwi', 'Other'],
  availability: ['Anytime'],
  outcalls: ['Yes'],
  categories: ['Independent'],
  services: ['GFE'],
  tiers: [...PAID_TIERS],
  verified: true,
  place: { region: 'auckland', town: 'auckland-central' },
  availableNow: true,
  touring: false,
};
const IN_A_CATEGORY: DirectoryFilter = { ...EVERYONE, categories: ['Independent'] };
const SEARCHED: DirectoryFilter = { ...EVERYONE, text: 'auckland' };
const AFTER_KEYS = ['1', DummyValue.DATE.toISOString(), DummyValue.UUID];

/**
 * directory_listings (the directory's read model, one row per listed profile) and directory_counts.
 * The public reads go to the pg pool directly: TypeORM's query runner per statement was a
 * measurable share of an uncached read's CPU, and nothing here needs an entity.
 */
@Injectable()
export class DirectoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private query<T>({ sql, params }: Statement): Promise<T[]> {
    return readRows(this.db, sql, params);
  }

  /** A count whose result is kept (see COUNT_TIMEOUT_MS). */
  private async count({ sql, params }: Statement): Promise<number> {
    const [{ n }] = await readRowsAllowing<{ n: number }>(this.db, sql, params, COUNT_TIMEOUT_MS);
    return n;
  }

  /** A statement whose text is fixed in the code and whose plan no value changes (see readPreparedRows). */
  private queryPrepared<T>({ sql, params }: Statement): Promise<T[]> {
    return readPreparedRows(this.db, sql, params);
  }

  /**
   * A page of the listing: `skip` rows after the row keyed `after` (or from the top). When the walk is
   * expected to pass `rowsToWalk` rows or more in the order whose index carries the filter columns,
   * the page is found among index entries first (cardsOf).
   */
  @RunsNoSql()
  pageSql(filter: DirectoryFilter, sort: DirectorySort, limit: number, skip: number, after?: string[], rowsToWalk = 0, now = new Date()): Statement {
    const p = new SqlParams();
    const where = directoryWhere(filter, now, false, p);
    const seek = after ? ` AND ${seekSql(p, sort, after)}` : '';
    const page = `FROM directory_listings l WHERE ${where.sql}${seek} ORDER BY ${orderSql(sort)} LIMIT ${p.bind(limit)} OFFSET ${p.bind(skip)}`;
    const keysFirst = sort === COVERED_ORDER && !hasTextCondition(filter) && rowsToWalk >= KEYS_FIRST_FROM_ROWS;
    return { sql: keysFirst ? cardsOf(`SELECT l.profile_id ${page}`, sort) : `SELECT ${CARD_COLUMNS} ${page}`, params: p.values };
  }

  /**
   * A text search's page from its matches: every match found through the trigram index first, then
   * sorted. Left to itself the planner may walk the order and test the text row by row, which is
   * slow when the matches sit late in the order (the walk's fallback, so they often do).
   */
  @RunsNoSql()
  matchesFirstSql(filter: DirectoryFilter, sort: DirectorySort, limit: number, offset: number, now = new Date()): Statement {
    const p = new SqlParams();
    const where = directoryWhere(filter, now, false, p);
    return {
      // OFFSET 0 keeps the subquery apart, so its rows come from the index and the order is applied to them.
      sql: `SELECT ${CARD_COLUMNS} FROM (SELECT * FROM directory_listings l WHERE ${where.sql} OFFSET 0) l
             ORDER BY ${orderSql(sort)} LIMIT ${p.bind(limit)} OFFSET ${p.bind(offset)}`,
      params: p.values,
    };
  }

  /**
   * The same page found by reading the first `head` rows of the order (without the text
   * conditions) and checking the text on those only. Cheap when many profiles match a term, where
   * the trigram index would fetch and sort every match; exact only when the head holds the whole
   * page, which the caller checks.
   */
  @RunsNoSql()
  walkSql(filter: DirectoryFilter, sort: DirectorySort, limit: number, offset: number, head: number, now = new Date()): Statement {
    const p = new SqlParams();
    const where = directoryWhere(filter, now, true, p);
    return {
      sql: `SELECT ${CARD_COLUMNS} FROM (
              SELECT * FROM directory_listings l WHERE ${where.sql} ORDER BY ${orderSql(sort)} LIMIT ${p.bind(head)}
            ) l
            WHERE ${where.textSql ?? 'true'} ORDER BY ${orderSql(sort)} LIMIT ${p.bind(limit)} OFFSET ${p.bind(offset)}`,
      params: p.values,
    };
  }

  /**
   * A page found by reading the first `head` rows of the order (past `after`, when given) and testing
   * every condition on those rows only. The planner judges array and place conditions poorly and may
   * fetch and sort a thousand matches where the first few hundred rows of the order hold the page; the
   * caller knows the filter's total and so how far the page lies. Exact only when the head holds the
   * whole page, which the caller checks. The walk reads only the order's keys and the filter columns (in
   * the recommended order, from its index alone), then the page's rows by key (cardsOf).
   */
  @RunsNoSql()
  orderWalkSql(filter: DirectoryFilter, sort: DirectorySort, limit: number, skip: number, head: number, after?: string[], now = new Date()): Statement {
    const p = new SqlParams();
    const where = directoryWhere(filter, now, false, p);
    const seek = after ? `WHERE ${seekSql(p, sort, after)}` : '';
    return {
      sql: cardsOf(
        `SELECT l.profile_id FROM (SELECT ${WALKED_COLUMNS[sort]} FROM directory_listings l ${seek} ORDER BY ${orderSql(sort)} LIMIT ${p.bind(head)}) l
          WHERE ${where.sql} ORDER BY ${orderSql(sort)} LIMIT ${p.bind(limit)} OFFSET ${p.bind(skip)}`,
        sort,
      ),
      params: p.values,
    };
  }

  /** Counts the matches up to `limit` + 1 rows: exact when at most `limit`, and never a longer walk. */
  @RunsNoSql()
  countUpToSql(filter: DirectoryFilter, limit: number, now = new Date()): Statement {
    const p = new SqlParams();
    const where = directoryWhere(filter, now, false, p);
    return { sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM directory_listings l WHERE ${where.sql} LIMIT ${p.bind(limit + 1)}) matches`, params: p.values };
  }

  /** Counts the matches among the rows of the first `buckets` of the 1024 sample buckets. */
  @RunsNoSql()
  countSampledSql(filter: DirectoryFilter, buckets: number, now = new Date()): Statement {
    const p = new SqlParams();
    const where = directoryWhere(filter, now, false, p);
    return { sql: `SELECT count(*)::int AS n FROM directory_listings l WHERE l.sample < ${p.bind(buckets)} AND ${where.sql}`, params: p.values };
  }

  @GenerateSql(
    { name: 'every listed profile', params: [EVERYONE, 'newest', 24, 0] },
    { name: 'every condition', params: [EVERY_CONDITION, 'recommended', 24, 0] },
    { name: 'after a key, found among index entries first', params: [IN_A_CATEGORY, 'recommended', 24, 0, AFTER_KEYS, KEYS_FIRST_FROM_ROWS] },
  )
  findPage(filter: DirectoryFilter, sort: DirectorySort, limit: number, skip: number, after?: string[], rowsToWalk?: number): Promise<CardRow[]> {
    return this.query(this.pageSql(filter, sort, limit, skip, after, rowsToWalk));
  }

  @GenerateSql({ params: [SEARCHED, 'price_asc', 24, 0] })
  findPageFromMatches(filter: DirectoryFilter, sort: DirectorySort, limit: number, offset: number): Promise<CardRow[]> {
    return this.query(this.matchesFirstSql(filter, sort, limit, offset));
  }

  @GenerateSql({ params: [SEARCHED, 'recommended', 24, 0, 500] })
  findPageByWalk(filter: DirectoryFilter, sort: DirectorySort, limit: number, offset: number, head: number): Promise<CardRow[]> {
    return this.query(this.walkSql(filter, sort, limit, offset, head));
  }

  @GenerateSql({ name: 'after a key', params: [IN_A_CATEGORY, 'recently_online', 24, 0, 500, [DummyValue.DATE.toISOString(), DummyValue.DATE.toISOString(), DummyValue.UUID]] })
  findPageByOrderWalk(filter: DirectoryFilter, sort: DirectorySort, limit: number, skip: number, head: number, after?: string[]): Promise<CardRow[]> {
    return this.query(this.orderWalkSql(filter, sort, limit, skip, head, after));
  }

  @GenerateSql({ params: [EVERY_CONDITION, 1_000] })
  countUpTo(filter: DirectoryFilter, limit: number): Promise<number> {
    return this.count(this.countUpToSql(filter, limit));
  }

  @GenerateSql({ params: [IN_A_CATEGORY, 64] })
  countSampled(filter: DirectoryFilter, buckets: number): Promise<number> {
    return this.count(this.countSampledSql(filter, buckets));
  }

  /** The listed profiles with any of these facets (directory_counts): no scan. */
  @GenerateSql({ params: [['category:Independent']] })
  async countFacets(facets: string[]): Promise<number> {
    const [{ n }] = await this.queryPrepared<{ n: number }>({ sql: `SELECT coalesce(sum(listed), 0)::int AS n FROM directory_counts WHERE facet = ANY($1::text[])`, params: [facets] });
    return n;
  }

  /** Profiles touring the place now or soon that do not live there (a place's total is those who live there plus these). */
  @GenerateSql({ name: 'a region', params: [{ region: 'waikato' }] }, { name: 'a town', params: [{ region: 'waikato', town: 'hamilton' }] })
  async countVisitors(place: DirectoryPlace, now = new Date()): Promise<number> {
    const p = new SqlParams();
    const where = directoryWhere({ ...EVERYONE, place, touring: true }, now, false, p);
    const [{ n }] = await this.query<{ n: number }>({ sql: `SELECT count(*)::int AS n FROM directory_listings l WHERE ${where.sql} AND (${livesInSql(p, place)}) IS NOT TRUE`, params: p.values });
    return n;
  }

  /**
   * Cards of the newest listed profiles of each tier (up to the given count per tier), in the recommended order.
   * The counts are the callers' constants, written into the text so that it is prepared with them: a plan
   * for an unknown LIMIT could sort a whole tier instead of reading the first rows of the order's index.
   */
  @GenerateSql({ params: [{ premium: 8, basic: 4, free: 4 }] })
  findNewestByTier(limits: Record<SubscriptionTier, number>): Promise<CardRow[]> {
    const tiers = (Object.keys(limits) as SubscriptionTier[]).filter((tier) => limits[tier] > 0);
    if (!tiers.length) return Promise.resolve([]);
    const pages = tiers.map(
      (tier) => `(SELECT ${CARD_COLUMNS} FROM directory_listings l WHERE l.tier_score = ${TIER_SCORES[tier]}
                   ORDER BY ${orderSql('recommended')} LIMIT ${Math.trunc(limits[tier])})`,
    );
    const order = SORT_KEYS.recommended.map((key) => `l.key_${key}::${KEY_TYPES[key]} DESC`).join(', ');
    return this.queryPrepared({ sql: `SELECT * FROM (${pages.join(' UNION ALL ')}) l ORDER BY ${order}`, params: [] });
  }

  /**
   * A profile that may be the Girl of the Day (a listed premium or verified one), each equally likely. Each
   * part is an index-only range (the premium score of the recommended order's index, then the verified index),
   * so no row is read or sorted twice.
   */
  @GenerateSql()
  async randomPickable(): Promise<string | undefined> {
    const [row] = await this.queryPrepared<{ id: string }>({
      sql: `SELECT id FROM (SELECT profile_id AS id FROM directory_listings WHERE tier_score = ${TIER_SCORES.premium}
              UNION ALL SELECT profile_id FROM directory_listings WHERE is_verified AND tier_score < ${TIER_SCORES.premium}) pickable
            ORDER BY random() LIMIT 1`,
      params: [],
    });
    return row?.id;
  }

  /** The profile's card while it is listed. */
  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  async findListed(profileId: string): Promise<CardRow | undefined> {
    const [row] = await this.queryPrepared<CardRow>({ sql: `SELECT ${CARD_COLUMNS} FROM directory_listings l WHERE l.profile_id = $1`, params: [profileId] });
    return row;
  }
}
