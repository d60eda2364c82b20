import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryProfileCards } from '../profile-cards.loader';
import { ProfileCard } from '../profile.mapper';
import { SubscriptionTier } from '../profile-enums';
import { DirectoryFilter } from './directory-query';
import { directoryWhere, LISTED_SQL, LISTING_ORDER_SQL } from './directory-sql';

/** Counts at least this large are cached briefly: exact totals of big sets cost a scan each time. */
const CACHE_COUNTS_FROM = 1000;
const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_ENTRIES = 500;

@Injectable()
export class DirectoryRepository {
  private readonly counts = new Map<string, { total: number; until: number }>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The sql of each query shape, for the benchmark's EXPLAIN output. */
  pageSql(filter: DirectoryFilter, limit: number, offset: number): { sql: string; params: unknown[] } {
    const where = directoryWhere(filter);
    const params = [...where.params, limit, offset];
    return {
      sql: `SELECT p.id FROM profiles p WHERE ${where.sql} ORDER BY ${LISTING_ORDER_SQL} LIMIT $${params.length - 1} OFFSET $${params.length}`,
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

  async countListed(filter: DirectoryFilter): Promise<number> {
    const key = JSON.stringify(filter);
    const cached = this.counts.get(key);
    if (cached && cached.until > Date.now()) return cached.total;
    const { sql, params } = this.countSql(filter);
    const [{ total }] = await this.db.query(sql, params);
    if (total >= CACHE_COUNTS_FROM) {
      if (this.counts.size >= COUNT_CACHE_ENTRIES) this.counts.delete(this.counts.keys().next().value!);
      this.counts.set(key, { total, until: Date.now() + COUNT_TTL_MS });
    } else {
      this.counts.delete(key);
    }
    return total;
  }

  /**
   * The newest listed profiles of each tier (up to `perTier` each) plus the newest of any tier,
   * in one statement, for the featured and VIP rules to choose from.
   */
  async findNewestByTier(perTier: number, anyTier: number): Promise<Record<SubscriptionTier | 'any', string[]>> {
    const newest = (where: string, limit: number) =>
      `(SELECT p.id, ${where === 'true' ? `'any'` : `p.subscription_tier`} AS bucket FROM profiles p
         WHERE ${LISTED_SQL} AND ${where} ORDER BY ${LISTING_ORDER_SQL} LIMIT ${limit})`;
    const rows: { id: string; bucket: SubscriptionTier | 'any' }[] = await this.db.query(
      [
        newest(`p.subscription_tier = 'premium'`, perTier),
        newest(`p.subscription_tier = 'basic'`, perTier),
        newest(`p.subscription_tier = 'free'`, perTier),
        newest('true', anyTier),
      ].join(' UNION ALL '),
    );
    const buckets: Record<SubscriptionTier | 'any', string[]> = { premium: [], basic: [], free: [], any: [] };
    for (const row of rows) buckets[row.bucket].push(row.id);
    return buckets;
  }
}
