import { ProfileCard, type SubscriptionTier } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ListingTotalsCache } from '../../public-cache/listing-totals-cache';
import { queryProfileCards } from '../profile-cards.loader';
import { DirectoryFilter } from './directory-query';
import { directoryWhere, LISTED_SQL, LISTING_ORDER_SQL, SINGLE_TIER_ORDER_SQL } from './directory-sql';

/** Counts at least this large are cached briefly: exact totals of big sets cost a scan each time. */
const CACHE_COUNTS_FROM = 1000;

/** Within one tier the rank is constant: ordering without it lets profiles_tier_created_idx serve the page. */
function orderFor(filter: DirectoryFilter): string {
  return filter.tiers.length === 1 ? SINGLE_TIER_ORDER_SQL : LISTING_ORDER_SQL;
}

@Injectable()
export class DirectoryRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly totals: ListingTotalsCache,
  ) {}

  /** The sql of each query shape, for the benchmark's EXPLAIN output. */
  pageSql(filter: DirectoryFilter, limit: number, offset: number): { sql: string; params: unknown[] } {
    const where = directoryWhere(filter);
    const params = [...where.params, limit, offset];
    return { sql: `SELECT p.id FROM profiles p WHERE ${where.sql} ORDER BY ${orderFor(filter)} LIMIT $${params.length - 1} OFFSET $${params.length}`, params };
  }

  /**
   * The same page found by reading the first `head` rows of the listing order (without the
   * text conditions) and checking the text on those only. Cheap when most profiles match a
   * term, where the trigram index would fetch and sort every match; exact only when the head
   * holds the whole page, which the caller checks.
   */
  walkSql(filter: DirectoryFilter, limit: number, offset: number, head: number): { sql: string; params: unknown[] } {
    const where = directoryWhere(filter, new Date(), true);
    const params = [...where.params, head, limit, offset];
    const n = params.length;
    return {
      sql: `SELECT p.id FROM (
              SELECT p.id, p.subscription_tier, p.created_at, p.full_name, p.location, p.bio FROM profiles p
               WHERE ${where.sql} ORDER BY ${orderFor(filter)} LIMIT $${n - 2}
            ) p
            WHERE ${where.textSql ?? 'true'} ORDER BY ${orderFor(filter)} LIMIT $${n - 1} OFFSET $${n}`,
      params,
    };
  }

  countSql(filter: DirectoryFilter): { sql: string; params: unknown[] } {
    const where = directoryWhere(filter);
    return { sql: `SELECT count(*)::int AS total FROM profiles p WHERE ${where.sql}`, params: where.params };
  }

  /** One page of cards: the ids, their profiles and primary photos in a single statement. */
  findPage(filter: DirectoryFilter, limit: number, offset: number): Promise<ProfileCard[]> {
    const { sql, params } = this.pageSql(filter, limit, offset);
    return queryProfileCards(this.db.manager, sql, params, LISTING_ORDER_SQL);
  }

  findPageByWalk(filter: DirectoryFilter, limit: number, offset: number, head: number): Promise<ProfileCard[]> {
    const { sql, params } = this.walkSql(filter, limit, offset, head);
    return queryProfileCards(this.db.manager, sql, params, LISTING_ORDER_SQL);
  }

  async countListed(filter: DirectoryFilter): Promise<number> {
    const key = JSON.stringify(filter);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const generation = this.totals.generation;
    const { sql, params } = this.countSql(filter);
    const [{ total }] = await this.db.query(sql, params);
    if (total >= CACHE_COUNTS_FROM) this.totals.set(key, total, generation);
    return total;
  }

  /**
   * Cards of the newest listed profiles of each tier (up to the given count per tier), in
   * listing order, in one statement: the featured and VIP rules choose from these.
   */
  findNewestCardsByTier(limits: Record<SubscriptionTier, number>): Promise<ProfileCard[]> {
    const tiers = (Object.keys(limits) as SubscriptionTier[]).filter((tier) => limits[tier] > 0);
    if (!tiers.length) return Promise.resolve([]);
    const idsSql = tiers
      .map(
        (tier, i) => `(SELECT p.id FROM profiles p WHERE ${LISTED_SQL} AND p.subscription_tier = $${i * 2 + 1}
                        ORDER BY ${SINGLE_TIER_ORDER_SQL} LIMIT $${i * 2 + 2})`,
      )
      .join(' UNION ALL ');
    return queryProfileCards(this.db.manager, idsSql, tiers.flatMap((tier) => [tier, limits[tier]]), LISTING_ORDER_SQL);
  }
}
