import type { SubscriptionTier, WithheldReason } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { entityColumns } from '../common/sql/entity-columns';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../common/sql/generate-sql';
import { readPreparedRows } from '../common/sql/pg-pool';
import { Profile } from './entities/profile.entity';

/** Personal and service fields a deleted profile must not keep (spec §4, profile delete). */
const BLANKED_ON_DELETE: Partial<Profile> = {
  fullName: '',
  email: null,
  phone: null,
  bio: null,
  location: null,
  birthdate: null,
  height: null,
  weight: null,
  bodyType: null,
  bustSize: null,
  hairColor: null,
  eyeColor: null,
  nationality: null,
  languages: [],
  availability: null,
  outcalls: null,
  categories: [],
  serviceTypes: [],
  services: null,
  meetingWith: null,
  availableFor: null,
  website: null,
  rates30min: null,
  rates1hour: null,
  rates2hour: null,
  ratesOvernight: null,
  avatarUrl: null,
  availableUntil: null,
  isActive: false,
  isDeleted: true,
};

/** A profile whose plan ended, as it was before it returned to free. */
export interface ExpiredPlanRow {
  user_id: string;
  full_name: string;
  tier: SubscriptionTier;
  expires_at: Date;
}

/** A profile the photo-freshness job writes to, as it was. */
export interface PhotoFreshnessRow {
  id: string;
  user_id: string;
  full_name: string;
  email: string | null;
  photos_updated_at: Date;
}

/** Reads and writes of the profiles table for the module's own flows and for the API it offers other modules. */
@Injectable()
export class ProfilesRepository {
  private profileColumns?: string;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The public profile page's read: straight from the pool, prepared (entityColumns, readPreparedRows). */
  @GenerateSql({ params: ['fixture'] })
  async findByUsername(username: string): Promise<Profile | null> {
    this.profileColumns ??= entityColumns(this.db, Profile);
    const [profile] = await readPreparedRows<Profile>(this.db, `SELECT ${this.profileColumns} FROM profiles WHERE lower(username) = lower($1)`, [username]);
    return profile ?? null;
  }

  @GenerateSql({ params: [DummyValue.USER_ID] })
  findLiveByUserId(userId: string): Promise<Profile | null> {
    return this.db.getRepository(Profile).findOneBy({ userId, isDeleted: false });
  }

  /** The user's profile whatever its state (a deleted one too): what their session shows. */
  @GenerateSql({ params: [DummyValue.USER_ID] })
  findByUserId(userId: string, manager: EntityManager = this.db.manager): Promise<Profile | null> {
    return manager.getRepository(Profile).findOneBy({ userId });
  }

  @GenerateSql({ params: ['fixture'] })
  async usernameTaken(username: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM profiles WHERE lower(username) = lower($1)`, [username]);
    return rows.length > 0;
  }

  @GenerateSql({ params: [MANAGER, { userId: DummyValue.USER_ID, username: 'someone', fullName: 'Someone', bio: 'text' }] })
  insert(manager: EntityManager, values: Partial<Profile>): Promise<Profile> {
    const repository = manager.getRepository(Profile);
    return repository.save(repository.create(values));
  }

  /** Inserts unless the user already has a profile or the username is taken; the new profile's id, or null. */
  @GenerateSql({ params: [MANAGER, DummyValue.UUID, 'someone'] })
  async insertAutoProfile(manager: EntityManager, userId: string, username: string): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO profiles (user_id, username, full_name, subscription_tier, is_active, is_deleted)
       VALUES ($1, $2, $2, 'free', true, false) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, username],
    );
    return rows[0]?.id ?? null;
  }

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, { bio: 'text', location: 'text' }] })
  async updateOwnerFields(manager: EntityManager, profileId: string, fields: Partial<Profile>): Promise<void> {
    await manager.getRepository(Profile).update({ id: profileId }, { ...fields, updatedAt: new Date() });
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID] })
  findById(manager: EntityManager, profileId: string): Promise<Profile | null> {
    return manager.getRepository(Profile).findOneBy({ id: profileId });
  }

  /** Whether the public may see the profile's approved photos: not while it is held for review, taken down or deleted. */
  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  async showsPhotos(profileId: string): Promise<boolean> {
    const [row] = await readPreparedRows<{ shown: boolean }>(this.db, `SELECT NOT is_deleted AND NOT (withheld_for && ARRAY['review', 'takedown']::text[]) AS shown FROM profiles WHERE id = $1`, [profileId]);
    return row?.shown === true;
  }

  /** Keeps the profile off the directory for this reason (once, however often it is asked). */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, 'review'] })
  async withhold(manager: EntityManager, profileId: string, reason: WithheldReason): Promise<void> {
    await manager.query(`UPDATE profiles SET withheld_for = array_append(withheld_for, $2::text), updated_at = now() WHERE id = $1 AND NOT ($2 = ANY (withheld_for))`, [profileId, reason]);
  }

  /** Lifts this reason; the profile is listed again when no other reason remains (and it is active). */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, 'review'] })
  async release(manager: EntityManager, profileId: string, reason: WithheldReason): Promise<void> {
    await manager.query(`UPDATE profiles SET withheld_for = array_remove(withheld_for, $2::text), updated_at = now() WHERE id = $1 AND $2 = ANY (withheld_for)`, [profileId, reason]);
  }

  /** When the profile's newest approved photo was uploaded (the photos module's event). */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, DummyValue.DATE] })
  async setPhotosUpdatedAt(manager: EntityManager, profileId: string, at: Date | null): Promise<void> {
    await manager.query(`UPDATE profiles SET photos_updated_at = $2 WHERE id = $1 AND photos_updated_at IS DISTINCT FROM $2`, [profileId, at]);
  }

  /**
   * Marks up to `limit` live profiles whose newest photo crossed `remindBefore` (and not `withholdBefore`) as
   * reminded for that photo, answering them: each crossing is answered once, whichever instance asks.
   */
  @GenerateSql({ params: [MANAGER, DummyValue.DATE, DummyValue.DATE, 100] })
  async claimPhotoReminders(manager: EntityManager, remindBefore: Date, withholdBefore: Date, limit: number): Promise<PhotoFreshnessRow[]> {
    const [rows]: [PhotoFreshnessRow[], number] = await manager.query(
      `WITH due AS (
         SELECT id FROM profiles
          WHERE NOT is_deleted AND photos_updated_at <= $1 AND photos_updated_at > $2
            AND photos_reminder_for IS DISTINCT FROM photos_updated_at
          ORDER BY photos_updated_at LIMIT $3
          FOR UPDATE SKIP LOCKED
       )
       UPDATE profiles p SET photos_reminder_for = p.photos_updated_at FROM due WHERE p.id = due.id
       RETURNING p.id, p.user_id, p.full_name, p.email, p.photos_updated_at`,
      [remindBefore, withholdBefore, limit],
    );
    return rows;
  }

  /** Up to `limit` live profiles whose newest photo is older than `withholdBefore` and that are not yet withheld for it, locked. */
  @GenerateSql({ params: [MANAGER, DummyValue.DATE, 100] })
  lockStalePhotoProfiles(manager: EntityManager, withholdBefore: Date, limit: number): Promise<PhotoFreshnessRow[]> {
    return manager.query(
      `SELECT id, user_id, full_name, email, photos_updated_at FROM profiles
        WHERE NOT is_deleted AND photos_updated_at <= $1 AND NOT ('stale_photos' = ANY (withheld_for))
        ORDER BY photos_updated_at LIMIT $2
        FOR UPDATE SKIP LOCKED`,
      [withholdBefore, limit],
    );
  }

  @GenerateSql({ params: [DummyValue.UUID, true] })
  async setActive(profileId: string, isActive: boolean): Promise<void> {
    await this.db.getRepository(Profile).update({ id: profileId, isDeleted: false }, { isActive, lastActiveAt: new Date(), updatedAt: new Date() });
  }

  /**
   * "Available now" until that time, or off (null); false when the user has no live profile.
   * updated_at stays: the sitemap's last change is the profile's content, not this hour's status.
   */
  @GenerateSql({ params: [DummyValue.UUID, DummyValue.DATE] })
  async setAvailableUntil(userId: string, until: Date | null): Promise<boolean> {
    const [, updated] = await this.db.query(`UPDATE profiles SET available_until = $2 WHERE user_id = $1 AND NOT is_deleted`, [userId, until]);
    return updated > 0;
  }

  /** Sets last_active_at to the database clock; undefined when the user has no live profile. */
  @GenerateSql({ params: [DummyValue.UUID] })
  async touchLastActive(userId: string): Promise<Date | undefined> {
    const [rows] = await this.db.query(
      `UPDATE profiles SET last_active_at = now() WHERE user_id = $1 AND NOT is_deleted RETURNING last_active_at`,
      [userId],
    );
    return rows[0]?.last_active_at;
  }

  /** Soft delete in one transaction: blank the fields and drop the profile's likes and tour stops (where its owner travels). */
  @GenerateSql({ params: [DummyValue.UUID] })
  softDelete(profileId: string): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM profile_likes WHERE profile_id = $1`, [profileId]);
      await tx.query(`DELETE FROM profile_tour_stops WHERE profile_id = $1`, [profileId]);
      await tx.getRepository(Profile).update({ id: profileId }, { ...BLANKED_ON_DELETE, updatedAt: new Date() });
    });
  }

  /** Records a like once per visitor and returns the profile's count after it. */
  @GenerateSql({ params: [DummyValue.PROFILE_ID, DummyValue.UUID] })
  async like(profileId: string, visitorId: string): Promise<number> {
    const rows: { like_count: number }[] = await this.db.query(
      `WITH inserted AS (
         INSERT INTO profile_likes (profile_id, visitor_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING profile_id
       ), bumped AS (
         UPDATE profiles SET like_count = like_count + 1 WHERE id IN (SELECT profile_id FROM inserted) RETURNING like_count
       )
       SELECT like_count FROM bumped
       UNION ALL
       SELECT like_count FROM profiles WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM inserted)`,
      [profileId, visitorId],
    );
    return rows[0].like_count;
  }

  /** Locks the live profile's row until the transaction ends: writes on one profile by other modules run one at a time. */
  @GenerateSql({ name: 'by id', params: [MANAGER, { id: DummyValue.PROFILE_ID }] }, { name: 'by owner', params: [MANAGER, { userId: DummyValue.USER_ID }] })
  lockLive(manager: EntityManager, where: { id: string } | { userId: string }): Promise<Profile | null> {
    return manager
      .getRepository(Profile)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('id' in where ? 'p.id = :id' : 'p.userId = :userId', where)
      .andWhere('NOT p.isDeleted')
      .getOne();
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, { isVerified: true, verificationRequested: false }, DummyValue.DATE] })
  async updateFlags(manager: EntityManager, profileId: string, flags: Partial<Pick<Profile, 'isVerified' | 'verificationRequested' | 'verificationSubmittedAt'>>, at: Date): Promise<void> {
    await manager.getRepository(Profile).update({ id: profileId }, { ...flags, updatedAt: at });
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, 'basic', DummyValue.DATE] })
  async setPlan(manager: EntityManager, profileId: string, tier: SubscriptionTier, expiresAt: Date | null): Promise<void> {
    await manager.getRepository(Profile).update({ id: profileId }, { subscriptionTier: tier, subscriptionExpiresAt: expiresAt, updatedAt: new Date() });
  }

  /** Every paid plan past its expiry back to free, returning each as it was (so its owner can be told). */
  @GenerateSql({ params: [MANAGER, DummyValue.DATE] })
  async returnExpiredPlansToFree(manager: EntityManager, now: Date): Promise<ExpiredPlanRow[]> {
    // The CTE reads the plan as it was before the UPDATE.
    const [rows]: [ExpiredPlanRow[], number] = await manager.query(
      `WITH due AS (
         SELECT id, user_id, full_name, subscription_tier, subscription_expires_at FROM profiles
          WHERE subscription_tier <> 'free' AND subscription_expires_at <= $1
          FOR UPDATE
       )
       UPDATE profiles SET subscription_tier = 'free', subscription_expires_at = NULL, updated_at = now()
       FROM due WHERE profiles.id = due.id
       RETURNING due.user_id, due.full_name, due.subscription_tier AS tier, due.subscription_expires_at AS expires_at`,
      [now],
    );
    return rows;
  }
}
