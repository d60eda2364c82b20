import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { entityColumns } from '../common/sql/entity-columns';
import { readPreparedRows } from '../common/sql/pg-pool';
import { ProfilePhoto } from './entities/profile-photo.entity';

export type NewPhotoRow = Pick<ProfilePhoto, 'profileId' | 'url' | 'cardUrl' | 'storageKey' | 'cardStorageKey' | 'width' | 'height' | 'watermarked' | 'moderationState' | 'phash'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The first key of this module's advisory locks (the second is the profile); any fixed number no other lock uses. */
const PHOTO_LOCK_CLASS = 1795400001;

/** Every profile_photos query; methods take the transaction's manager when they are part of one. */
@Injectable()
export class PhotosRepository {
  private photoColumns?: string;

  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Serialises photo writes per profile until the transaction ends, so the plan cap and the single
   * primary hold under concurrent requests. An advisory lock: the profile row is not ours to lock.
   */
  async lockProfilePhotos(manager: EntityManager, profileId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [PHOTO_LOCK_CLASS, profileId]);
  }

  /** Read on every public profile page: straight from the pool, prepared, outside a transaction (entityColumns). */
  listByProfile(profileId: string, manager?: EntityManager): Promise<ProfilePhoto[]> {
    this.photoColumns ??= entityColumns(this.db, ProfilePhoto);
    return readPreparedRows(this.db, `SELECT ${this.photoColumns} FROM profile_photos WHERE profile_id = $1 ORDER BY position, created_at`, [profileId], manager);
  }

  countByProfile(profileId: string, manager: EntityManager = this.db.manager): Promise<number> {
    return manager.getRepository(ProfilePhoto).count({ where: { profileId } });
  }

  /** A malformed id finds nothing (rather than a database error). */
  async findById(id: string, manager: EntityManager = this.db.manager): Promise<ProfilePhoto | null> {
    if (!UUID.test(id)) return null;
    return manager.getRepository(ProfilePhoto).findOne({ where: { id } });
  }

  /** Appends after the last position; the first photo of a profile without a primary becomes primary. */
  async insertNext(manager: EntityManager, row: NewPhotoRow): Promise<ProfilePhoto> {
    const [{ next, has_primary }] = await manager.query(
      `SELECT COALESCE(MAX(position) + 1, 0)::int AS next, COALESCE(bool_or(is_primary), false) AS has_primary
         FROM profile_photos WHERE profile_id = $1`,
      [row.profileId],
    );
    return manager.getRepository(ProfilePhoto).save({ ...row, position: next, isPrimary: !has_primary });
  }

  /**
   * A new photo in an old one's place (its position, primary flag and upload time: hiding more of a photo does
   * not make it a newer photo); the old row goes first, for the one-primary index.
   */
  async replace(manager: EntityManager, old: ProfilePhoto, row: NewPhotoRow): Promise<ProfilePhoto> {
    await manager.getRepository(ProfilePhoto).delete({ id: old.id });
    return manager.getRepository(ProfilePhoto).save({ ...row, position: old.position, isPrimary: old.isPrimary, createdAt: old.createdAt });
  }

  /** When the profile's newest approved photo was uploaded; null when it has none. */
  async newestApprovedAt(manager: EntityManager, profileId: string): Promise<Date | null> {
    const [{ at }] = await manager.query(`SELECT max(created_at) AS at FROM profile_photos WHERE profile_id = $1 AND moderation_state = 'approved'`, [profileId]);
    return at ? new Date(at) : null;
  }

  /** Photos stored before watermarks (the partial index profile_photos_not_watermarked). */
  listNotWatermarked(limit: number): Promise<ProfilePhoto[]> {
    return this.db.getRepository(ProfilePhoto).find({ where: { watermarked: false }, order: { id: 'ASC' }, take: limit });
  }

  /** Points the row at its watermarked full size, unless the photo changed or went meanwhile; true when it did. */
  async setWatermarkedFile(photo: ProfilePhoto, storageKey: string, url: string): Promise<boolean> {
    const result = await this.db.getRepository(ProfilePhoto).update({ id: photo.id, storageKey: photo.storageKey, watermarked: false }, { storageKey, url, watermarked: true });
    return (result.affected ?? 0) > 0;
  }

  /** Sets the moderation state of the profile's photos among `ids` (others' ids change nothing). */
  async setModerationState(manager: EntityManager, profileId: string, ids: string[], state: ProfilePhoto['moderationState']): Promise<void> {
    await manager.query(`UPDATE profile_photos SET moderation_state = $3 WHERE profile_id = $1 AND id = ANY($2::uuid[])`, [profileId, ids, state]);
  }

  async deleteById(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(ProfilePhoto).delete({ id });
  }

  /** After the primary is deleted: the most recently created remaining photo takes its place. */
  async promoteNewest(manager: EntityManager, profileId: string): Promise<void> {
    await manager.query(
      `UPDATE profile_photos SET is_primary = true
        WHERE id = (SELECT id FROM profile_photos WHERE profile_id = $1 ORDER BY created_at DESC, position DESC LIMIT 1)`,
      [profileId],
    );
  }

  /** Clears the old primary first: a unique index allows one primary per profile. */
  async makePrimary(manager: EntityManager, profileId: string, photoId: string): Promise<void> {
    await manager.query(`UPDATE profile_photos SET is_primary = false WHERE profile_id = $1 AND is_primary AND id <> $2`, [profileId, photoId]);
    await manager.query(`UPDATE profile_photos SET is_primary = true WHERE id = $1`, [photoId]);
  }

  async setPositions(manager: EntityManager, profileId: string, orderedIds: string[]): Promise<void> {
    await manager.query(
      `UPDATE profile_photos p SET position = o.position - 1
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, position)
        WHERE p.id = o.id AND p.profile_id = $1`,
      [profileId, orderedIds],
    );
  }

  async deleteAllByProfile(manager: EntityManager, profileId: string): Promise<ProfilePhoto[]> {
    const photos = await this.listByProfile(profileId, manager);
    await manager.getRepository(ProfilePhoto).delete({ profileId });
    return photos;
  }
}
