import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, Raw } from 'typeorm';
import { entityColumns } from '../common/sql/entity-columns';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../common/sql/generate-sql';
import { readPreparedRows } from '../common/sql/pg-pool';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { variantOf } from './photo-variants';

export type NewPhotoRow = Pick<
  ProfilePhoto,
  'profileId' | 'url' | 'cardUrl' | 'storageKey' | 'cardStorageKey' | 'widths' | 'cardWidths' | 'width' | 'height' | 'watermarked' | 'moderationState' | 'phash'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The first key of this module's advisory locks (the second is the profile); any fixed number no other lock uses. */
export const PHOTO_LOCK_CLASS = 1795400001;

/** The photo row the query snapshots insert (common/sql/generate-sql.ts). */
const SNAPSHOT_PHOTO: NewPhotoRow = {
  profileId: DummyValue.PROFILE_ID,
  url: '/media/profile-photos/file.webp',
  cardUrl: '/media/profile-photos/file-card.webp',
  storageKey: 'photos/file.webp',
  cardStorageKey: 'photos/file-card.webp',
  widths: [480],
  cardWidths: [240],
  width: 800,
  height: 1_000,
  watermarked: true,
  moderationState: 'approved',
  phash: '81985529216486895',
};

/** Every profile_photos query; methods take the transaction's manager when they are part of one. */
@Injectable()
export class PhotosRepository {
  private photoColumns?: string;

  constructor(private readonly db: DataSource) {}

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Serialises photo writes per profile until the transaction ends, so the plan cap and the single
   * primary hold under concurrent requests. An advisory lock: the profile row is not ours to lock.
   */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID] })
  async lockProfilePhotos(manager: EntityManager, profileId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [PHOTO_LOCK_CLASS, profileId]);
  }

  /** Read on every public profile page: straight from the pool, prepared, outside a transaction (entityColumns). */
  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  listByProfile(profileId: string, manager?: EntityManager): Promise<ProfilePhoto[]> {
    this.photoColumns ??= entityColumns(this.db, ProfilePhoto);
    return readPreparedRows(this.db, `SELECT ${this.photoColumns} FROM profile_photos WHERE profile_id = $1 ORDER BY position, created_at`, [profileId], manager);
  }

  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  countByProfile(profileId: string, manager: EntityManager = this.db.manager): Promise<number> {
    return manager.getRepository(ProfilePhoto).count({ where: { profileId } });
  }

  /** A malformed id finds nothing (rather than a database error). */
  @GenerateSql({ params: [DummyValue.UUID] })
  async findById(id: string, manager: EntityManager = this.db.manager): Promise<ProfilePhoto | null> {
    if (!UUID.test(id)) return null;
    return manager.getRepository(ProfilePhoto).findOne({ where: { id } });
  }

  /** Appends after the last position; the first photo of a profile without a primary becomes primary. */
  @GenerateSql({ params: [MANAGER, SNAPSHOT_PHOTO] })
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
  @GenerateSql({ params: [MANAGER, { id: DummyValue.UUID, position: 0, isPrimary: true, createdAt: DummyValue.DATE }, SNAPSHOT_PHOTO] })
  async replace(manager: EntityManager, old: ProfilePhoto, row: NewPhotoRow): Promise<ProfilePhoto> {
    await manager.getRepository(ProfilePhoto).delete({ id: old.id });
    return manager.getRepository(ProfilePhoto).save({ ...row, position: old.position, isPrimary: old.isPrimary, createdAt: old.createdAt });
  }

  /**
   * The profile whose approved photo a stored file is: either size, or a narrower copy of either that the row
   * records (photo-variants.ts names it). The media route serves no other file to the public.
   */
  @GenerateSql({ params: ['photos/file-480w.webp'] })
  async approvedFileOwner(key: string): Promise<string | undefined> {
    const copy = variantOf(key);
    const rows = await readPreparedRows<{ profile_id: string }>(
      this.db,
      `SELECT profile_id FROM profile_photos
        WHERE (storage_key = $1 OR card_storage_key = $1 OR (storage_key = $2 AND $3 = ANY (widths)) OR (card_storage_key = $2 AND $3 = ANY (card_widths)))
          AND moderation_state = 'approved' LIMIT 1`,
      [key, copy?.base ?? null, copy?.width ?? null],
    );
    return rows[0]?.profile_id;
  }

  /** When the profile's newest approved photo was uploaded; null when it has none. */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID] })
  async newestApprovedAt(manager: EntityManager, profileId: string): Promise<Date | null> {
    const [{ at }] = await manager.query(`SELECT max(created_at) AS at FROM profile_photos WHERE profile_id = $1 AND moderation_state = 'approved'`, [profileId]);
    return at ? new Date(at) : null;
  }

  /** Photos stored before watermarks (the partial index profile_photos_not_watermarked). */
  @GenerateSql({ params: [100] })
  listNotWatermarked(limit: number): Promise<ProfilePhoto[]> {
    return this.db.getRepository(ProfilePhoto).find({ where: { watermarked: false }, order: { id: 'ASC' }, take: limit });
  }

  /** Points the row at its watermarked full size, unless the photo changed or went meanwhile; true when it did. */
  @GenerateSql({ params: [{ id: DummyValue.UUID, storageKey: 'photos/file.webp' }, 'photos/file-marked.webp', '/media/profile-photos/file-marked.webp'] })
  async setWatermarkedFile(photo: ProfilePhoto, storageKey: string, url: string): Promise<boolean> {
    const result = await this.db.getRepository(ProfilePhoto).update({ id: photo.id, storageKey: photo.storageKey, watermarked: false }, { storageKey, url, watermarked: true });
    return (result.affected ?? 0) > 0;
  }

  /** Watermarked photos stored before narrower copies (none has a card copy): the partial index profile_photos_without_widths. */
  @GenerateSql({ params: [50] })
  listWithoutWidths(limit: number): Promise<ProfilePhoto[]> {
    return this.db.getRepository(ProfilePhoto).find({ where: { watermarked: true, cardWidths: Raw((column) => `${column} = '{}'`) }, order: { id: 'ASC' }, take: limit });
  }

  /** Records the copies stored of a photo (and its size as read from its file), unless the photo changed or went meanwhile; true when it did. */
  @GenerateSql({ params: [{ id: DummyValue.UUID, storageKey: 'photos/file.webp', cardStorageKey: 'photos/file-card.webp' }, { width: 800, height: 1_000, widths: [480], cardWidths: [240] }] })
  async setWidths(photo: ProfilePhoto, made: Pick<ProfilePhoto, 'widths' | 'cardWidths'> & { width: number; height: number }): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE profile_photos SET widths = $4, card_widths = $5, width = $6, height = $7
        WHERE id = $1 AND storage_key = $2 AND card_storage_key = $3 AND card_widths = '{}'`,
      [photo.id, photo.storageKey, photo.cardStorageKey, made.widths, made.cardWidths, made.width, made.height],
    );
    return affected > 0;
  }

  /** Sets the moderation state of the profile's photos among `ids` (others' ids change nothing). */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, [DummyValue.UUID], 'approved'] })
  async setModerationState(manager: EntityManager, profileId: string, ids: string[], state: ProfilePhoto['moderationState']): Promise<void> {
    await manager.query(`UPDATE profile_photos SET moderation_state = $3 WHERE profile_id = $1 AND id = ANY($2::uuid[])`, [profileId, ids, state]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID] })
  async deleteById(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(ProfilePhoto).delete({ id });
  }

  /** After the primary is deleted: the most recently created remaining photo takes its place. */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID] })
  async promoteNewest(manager: EntityManager, profileId: string): Promise<void> {
    await manager.query(
      `UPDATE profile_photos SET is_primary = true
        WHERE id = (SELECT id FROM profile_photos WHERE profile_id = $1 ORDER BY created_at DESC, position DESC LIMIT 1)`,
      [profileId],
    );
  }

  /** Clears the old primary first: a unique index allows one primary per profile. */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, DummyValue.UUID] })
  async makePrimary(manager: EntityManager, profileId: string, photoId: string): Promise<void> {
    await manager.query(`UPDATE profile_photos SET is_primary = false WHERE profile_id = $1 AND is_primary AND id <> $2`, [profileId, photoId]);
    await manager.query(`UPDATE profile_photos SET is_primary = true WHERE id = $1`, [photoId]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, [DummyValue.UUID]] })
  async setPositions(manager: EntityManager, profileId: string, orderedIds: string[]): Promise<void> {
    await manager.query(
      `UPDATE profile_photos p SET position = o.position - 1
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, position)
        WHERE p.id = o.id AND p.profile_id = $1`,
      [profileId, orderedIds],
    );
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID] })
  async deleteAllByProfile(manager: EntityManager, profileId: string): Promise<ProfilePhoto[]> {
    const photos = await this.listByProfile(profileId, manager);
    await manager.getRepository(ProfilePhoto).delete({ profileId });
    return photos;
  }
}
