import { type SubscriptionTier } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { likePattern } from '../common/http/lists/simple-rest';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';
import { Profile } from './entities/profile.entity';
import { VERIFICATION_PROMISE_HOURS, type VerificationQueueSearch, type VerificationQueueSortField } from './profile-views';


const QUEUE_SORT_COLUMNS: Record<Exclude<VerificationQueueSortField, 'queue'>, string> = {
  id: 'p.id',
  verification_submitted_at: 'p.verificationSubmittedAt',
  username: 'p.username',
  full_name: 'p.fullName',
};

/** Listed: what visitors see (must match the predicate of profiles_sitemap_idx, migration 1795540000000). */
const LISTED_SQL = `is_active AND NOT is_deleted AND withheld_for = '{}'::text[]`;

export interface SitemapProfileRow {
  id: string;
  username: string;
  updated_at: Date;
}

export interface ProfileCountsRow {
  profiles: number;
  verified: number;
  premium: number;
  pending: number;
  overdue_verification: number;
}

export interface ProfileNameRow {
  id: string;
  user_id: string;
  username: string;
  full_name: string;
  is_active: boolean;
}

export interface PlanEndingRow {
  user_id: string;
  full_name: string;
  tier: SubscriptionTier;
  expires_at: Date;
}

/** The read queries other modules' screens and jobs ask the profiles module for (ProfileQueriesService). */
@Injectable()
export class ProfileQueriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Spec §7's four profile tiles in one pass, over profiles with is_deleted false. */
  @GenerateSql()
  async counts(): Promise<ProfileCountsRow> {
    const [row] = await this.db.query(`
      SELECT count(*)::int AS profiles,
             count(*) FILTER (WHERE is_verified)::int AS verified,
             count(*) FILTER (WHERE subscription_tier = 'premium')::int AS premium,
             count(*) FILTER (WHERE verification_requested AND NOT is_verified)::int AS pending,
             count(*) FILTER (WHERE verification_requested AND NOT is_verified AND verification_submitted_at <= now() - make_interval(hours => $1))::int AS overdue_verification
      FROM profiles WHERE NOT is_deleted`, [VERIFICATION_PROMISE_HOURS]);
    return row;
  }

  @GenerateSql({ params: [[DummyValue.PROFILE_ID]] })
  namesByIds(ids: string[], manager: EntityManager = this.db.manager): Promise<ProfileNameRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return manager.query(`SELECT id, user_id, username, full_name, is_active FROM profiles WHERE id = ANY($1::uuid[])`, [ids]);
  }

  @GenerateSql({ params: [[DummyValue.USER_ID]] })
  namesByUserIds(userIds: string[]): Promise<ProfileNameRow[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.db.query(`SELECT id, user_id, username, full_name, is_active FROM profiles WHERE user_id = ANY($1::uuid[])`, [userIds]);
  }

  @GenerateSql({ params: ['%text%'] })
  async userIdsWithUsernameLike(pattern: string): Promise<string[]> {
    const rows: { user_id: string }[] = await this.db.query(`SELECT user_id FROM profiles WHERE username ILIKE $1`, [pattern]);
    return rows.map((row) => row.user_id);
  }

  /** A profile visitors can see: not deleted and not paused. */
  @GenerateSql({ params: ['fixture'] })
  async findListedIdByUsername(username: string): Promise<string | undefined> {
    const rows: { id: string }[] = await this.db.query(`SELECT id FROM profiles WHERE lower(username) = lower($1) AND NOT is_deleted AND is_active`, [username]);
    return rows[0]?.id;
  }

  /** Pending and not yet verified, newest submission first unless asked otherwise. */
  @GenerateSql(
    { name: 'the queue, searched', params: [{ ids: [DummyValue.UUID], text: 'text', sort: { field: 'queue', order: 'ASC' }, offset: 0, limit: 25 }] },
    { name: 'by a column', params: [{ sort: { field: 'username', order: 'DESC' }, offset: 0, limit: 25 }] },
  )
  findVerificationQueuePage(search: VerificationQueueSearch): Promise<[Profile[], number]> {
    const query = this.db
      .getRepository(Profile)
      .createQueryBuilder('p')
      .where('p.verificationRequested AND NOT p.isVerified AND NOT p.isDeleted');
    if (search.ids) query.andWhere('p.id IN (:...ids)', { ids: search.ids.length ? search.ids : ['00000000-0000-0000-0000-000000000000'] });
    if (search.text) query.andWhere('(p.username ILIKE :text OR p.fullName ILIKE :text)', { text: likePattern(search.text) });
    const nulls = search.sort.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
    if (search.sort.field === 'queue') {
      // Paid plans first, then by waiting time: ASC is the order to work in, oldest request first.
      const reverse = search.sort.order === 'ASC' ? 'DESC' : 'ASC';
      query.orderBy(`CASE WHEN p.subscriptionTier IN ('basic', 'premium') THEN 1 ELSE 0 END`, reverse).addOrderBy('p.verificationSubmittedAt', search.sort.order, nulls);
    } else {
      query.orderBy(QUEUE_SORT_COLUMNS[search.sort.field], search.sort.order, nulls);
    }
    return query
      .addOrderBy('p.id', 'DESC')
      .offset(search.offset)
      .limit(search.limit)
      .getManyAndCount();
  }

  /** Of these users, those with a profile that is not deleted. */
  @GenerateSql({ params: [[DummyValue.USER_ID]] })
  async userIdsWithLiveProfile(userIds: string[]): Promise<string[]> {
    if (!userIds.length) return [];
    const rows: { user_id: string }[] = await this.db.query(`SELECT user_id FROM profiles WHERE user_id = ANY($1::uuid[]) AND NOT is_deleted`, [userIds]);
    return rows.map((row) => row.user_id);
  }

  /** Of these users, those whose profile is verified with no request pending. */
  @GenerateSql({ params: [[DummyValue.USER_ID]] })
  async verifiedUserIds(userIds: string[]): Promise<string[]> {
    if (!userIds.length) return [];
    const rows: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM profiles WHERE user_id = ANY($1::uuid[]) AND is_verified AND NOT verification_requested`,
      [userIds],
    );
    return rows.map((row) => row.user_id);
  }

  /** Live paid plans ending after `from` and no later than `to`. */
  @GenerateSql({ params: [DummyValue.DATE, DummyValue.DATE] })
  plansEndingBetween(from: Date, to: Date): Promise<PlanEndingRow[]> {
    return this.db.query(
      `SELECT user_id, full_name, subscription_tier AS tier, subscription_expires_at AS expires_at FROM profiles
        WHERE NOT is_deleted AND subscription_tier <> 'free' AND subscription_expires_at > $1 AND subscription_expires_at <= $2`,
      [from, to],
    );
  }

  /** How many profiles visitors can see (an index-only count over profiles_sitemap_idx). */
  @GenerateSql()
  async countListed(): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS listed FROM profiles WHERE ${LISTED_SQL}`);
    return row.listed;
  }

  /**
   * Listed profiles in id order, `limit` at a time: after `afterId` (keyset, the next page), or
   * from the `skip`th (the first page of a sitemap file). Each page is read from the index alone.
   */
  @GenerateSql({ name: 'the next page', params: [{ afterId: DummyValue.UUID }, 1_000] }, { name: "a file's first page", params: [{ skip: 0 }, 1_000] })
  listedForSitemap(from: { afterId: string } | { skip: number }, limit: number): Promise<SitemapProfileRow[]> {
    if ('afterId' in from) {
      return this.db.query(`SELECT id, username, updated_at FROM profiles WHERE ${LISTED_SQL} AND id > $1 ORDER BY id LIMIT $2`, [from.afterId, limit]);
    }
    return this.db.query(`SELECT id, username, updated_at FROM profiles WHERE ${LISTED_SQL} ORDER BY id OFFSET $1 LIMIT $2`, [from.skip, limit]);
  }
}
