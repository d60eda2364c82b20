import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Profile } from '../profiles/entities/profile.entity';
import { ProfilePhoto } from './entities/profile-photo.entity';

export type NewPhotoRow = Pick<ProfilePhoto, 'profileId' | 'url' | 'cardUrl' | 'storageKey' | 'cardStorageKey' | 'width' | 'height'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every profile_photos query; methods take the transaction's manager when they are part of one. */
@Injectable()
export class PhotosRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findProfileByUserId(userId: string): Promise<Profile | null> {
    return this.db.getRepository(Profile).findOne({ where: { userId, isDeleted: false } });
  }

  /** Serialises photo writes per profile, so the plan cap and the single primary hold under concurrent requests. */
  async lockProfile(manager: EntityManager, profileId: string): Promise<void> {
    await manager.query(`SELECT id FROM profiles WHERE id = $1 FOR UPDATE`, [profileId]);
  }

  listByProfile(profileId: string, manager: EntityManager = this.db.manager): Promise<ProfilePhoto[]> {
    return manager.getRepository(ProfilePhoto).find({ where: { profileId }, order: { position: 'ASC', createdAt: 'ASC' } });
  }

  countByProfile(profileId: string, manager: EntityManager = this.db.manager): Promise<number> {
    return manager.getRepository(ProfilePhoto).count({ where: { profileId } });
  }

  /** A malformed id finds nothing (rather than a database error). */
  async findById(id: string, manager: EntityManager = this.db.manager): Promise<(ProfilePhoto & { ownerUserId: string }) | null> {
    if (!UUID.test(id)) return null;
    const photo = await manager.getRepository(ProfilePhoto).findOne({ where: { id }, relations: { profile: true } });
    if (!photo?.profile) return null;
    return Object.assign(photo, { ownerUserId: photo.profile.userId });
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
