import type { SubscriptionTier } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { Profile } from './entities/profile.entity';

export interface AdminProfileSearch {
  ids?: string[];
  q?: string;
  isActive?: boolean;
  isVerified?: boolean;
  verificationRequested?: boolean;
  tier?: SubscriptionTier;
  /** Profiles whose newest photo was uploaded before this (true), or not (false). */
  photosOlderThan?: { before: Date; older: boolean };
}

export type AdminProfileSortField =
  | 'id'
  | 'created_at'
  | 'username'
  | 'full_name'
  | 'email'
  | 'location'
  | 'subscription_tier'
  | 'subscription_expires_at'
  | 'is_verified'
  | 'is_active';

// Tier sorts by rank (free < basic < premium), not alphabetically.
const SORT_EXPRESSIONS: Record<AdminProfileSortField, string> = {
  id: 'p.id',
  created_at: 'p.created_at',
  username: 'lower(p.username)',
  full_name: 'lower(p.full_name)',
  email: 'lower(p.email)',
  location: 'p.location',
  subscription_tier: "CASE p.subscription_tier WHEN 'premium' THEN 2 WHEN 'basic' THEN 1 ELSE 0 END",
  subscription_expires_at: 'p.subscription_expires_at',
  is_verified: 'p.is_verified',
  is_active: 'p.is_active',
};

/** The back office's queries on profiles; deleted profiles are invisible here (spec §7, admin list). */
@Injectable()
export class AdminProfilesRepository {
  constructor(@InjectRepository(Profile) private readonly profiles: Repository<Profile>) {}

  @GenerateSql(
    {
      name: 'every filter',
      params: [
        { ids: [DummyValue.UUID], q: '%text%', isActive: true, isVerified: false, verificationRequested: true, tier: 'basic', photosOlderThan: { before: DummyValue.DATE, older: true } },
        { field: 'subscription_tier', order: 'ASC' },
        0,
        25,
      ],
    },
    { name: 'photos not older, newest first', params: [{ photosOlderThan: { before: DummyValue.DATE, older: false } }, { field: 'created_at', order: 'DESC' }, 0, 25] },
  )
  async findPage(
    search: AdminProfileSearch,
    sort: { field: AdminProfileSortField; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<[Profile[], number]> {
    const query = this.profiles.createQueryBuilder('p').where('NOT p.is_deleted');
    if (search.ids) query.andWhere('p.id IN (:...ids)', { ids: search.ids.length ? search.ids : [null] });
    if (search.q) {
      query.andWhere('(p.username ILIKE :q OR p.full_name ILIKE :q OR p.email ILIKE :q)', { q: search.q });
    }
    if (search.isActive !== undefined) query.andWhere('p.is_active = :isActive', { isActive: search.isActive });
    if (search.isVerified !== undefined) query.andWhere('p.is_verified = :isVerified', { isVerified: search.isVerified });
    if (search.verificationRequested !== undefined) {
      query.andWhere('p.verification_requested = :requested', { requested: search.verificationRequested });
    }
    if (search.tier) query.andWhere('p.subscription_tier = :tier', { tier: search.tier });
    if (search.photosOlderThan?.older) query.andWhere('p.photos_updated_at <= :photosBefore', { photosBefore: search.photosOlderThan.before });
    if (search.photosOlderThan?.older === false) query.andWhere('(p.photos_updated_at IS NULL OR p.photos_updated_at > :photosBefore)', { photosBefore: search.photosOlderThan.before });
    // TypeORM keys ORDER BY terms by expression, so a tie-breaker on the sorted column would replace it.
    query.orderBy(SORT_EXPRESSIONS[sort.field], sort.order, sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
    if (sort.field !== 'created_at') query.addOrderBy('p.created_at', 'DESC');
    if (sort.field !== 'id') query.addOrderBy('p.id', 'DESC');
    query.offset(offset).limit(limit);
    return query.getManyAndCount();
  }

  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  findLiveById(id: string, manager: EntityManager = this.profiles.manager): Promise<Profile | null> {
    return manager.getRepository(Profile).findOne({ where: { id, isDeleted: false } });
  }

  /** Locks the row so two admins toggling at once each see the other's result. */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID] })
  findLiveByIdForUpdate(manager: EntityManager, id: string): Promise<Profile | null> {
    return manager.getRepository(Profile).findOne({ where: { id, isDeleted: false }, lock: { mode: 'pessimistic_write' } });
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, false] })
  async setActive(manager: EntityManager, id: string, isActive: boolean): Promise<void> {
    await manager.getRepository(Profile).update({ id }, { isActive, updatedAt: new Date() });
  }
}
