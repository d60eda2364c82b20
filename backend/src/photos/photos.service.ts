import { photoLimit, PhotoView } from 'contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import type { ExportFile } from '../common/data-export/export-file';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { MODERATION_DECIDED, ModerationDecidedEvent } from '../events/moderation-events';
import { PHOTOS_FRESHNESS_CHANGED, PhotosFreshnessChangedEvent } from '../events/photo-events';
import { PROFILE_DELETED, ProfileDeletedEvent } from '../events/profile-events';
import { photoMatchFlag } from '../moderation/moderation-kinds';
import { ModerationService, PhotoRejection } from '../moderation/moderation.service';
import { detectImageType } from '../storage/file-signature';
import { StorageService } from '../storage/storage.service';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { MAX_PHOTO_BYTES } from './photo-limits';
import { PHOTO_MESSAGES } from './photos.messages';
import { toPhotoView } from './photo.mapper';
import { parseAreaList, parseUploadAreas, PhotoArea, PhotoAreaError } from './photo-areas';
import { fingerprintStoredPhoto, hideAreasOfStoredPhoto, PhotoProcessingError, ProcessedPhoto, processPhoto, storedPhotoWidths, StoredWidth, watermarkStoredPhoto } from './photo-processor';
import { allKeysOf, variantKey } from './photo-variants';
import { PhotoFingerprintsRepository, PhotoMatchRow } from './photo-fingerprints.repository';
import { PhotosErrorCode, PhotosException } from './photos.exception';
import { NewPhotoRow, PhotosRepository } from './photos.repository';

/** A photo as the owner's data export describes it; `files` name its two stored sizes in the archive. */
export interface PhotoExport {
  id: string;
  position: number;
  is_primary: boolean;
  width: number | null;
  height: number | null;
  watermarked: boolean;
  moderation_state: string;
  uploaded_at: string;
  files: string[];
}

/** What an upload needs from a multer file (sign-up passes the same objects). */
export interface UploadedFile {
  buffer: Buffer;
  size: number;
  originalname?: string;
  /** Areas to blur or cover before anything is stored (photo-areas.ts). */
  areas?: PhotoArea[];
}

/**
 * Pairs each uploaded file with its areas from the multipart `areas` field (one JSON list per file);
 * a bad list is a 400 before anything is read or stored.
 */
export function withAreas<T extends UploadedFile>(files: T[], rawAreas: unknown): T[] {
  const lists = areasOrBadUpload(() => parseUploadAreas(rawAreas, files.length));
  return files.map((file, index) => Object.assign(file, { areas: lists[index] }));
}

function areasOrBadUpload<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof PhotoAreaError) throw new PhotosException(PhotosErrorCode.BadUpload, error.message);
    throw error;
  }
}

/** Where a photo's files were written: the full size, the card, and the widths of their narrower copies (photo-variants.ts). */
interface StoredKeys {
  full: string;
  card: string;
  widths: number[];
  cardWidths: number[];
}

/** Every key of a photo written by putFiles. */
function keysOf(keys: StoredKeys): string[] {
  return allKeysOf({ storageKey: keys.full, cardStorageKey: keys.card, widths: keys.widths, cardWidths: keys.cardWidths });
}

/** The profile a photo operation is for; its tier sets the plan's cap (spec §9). */
export interface PhotoOwner {
  id: string;
  subscriptionTier: string;
}

/** An owner's upload also names the profile, for the moderation queue. */
export interface UploadOwner extends PhotoOwner {
  username: string;
  fullName: string;
}

/** The usernames of other profiles (the profiles module's), for the flag "matches a photo on @other". */
export type UsernamesOf = (profileIds: string[], manager: EntityManager) => Promise<Map<string, string>>;

/** One of a profile's photos near another profile's photo (stolen and duplicate photos). */
export interface PhotoMatch {
  photoId: string;
  photoUrl: string;
  other: { profileId: string; photoId: string; photoUrl: string; distance: number };
}

/**
 * The photos of profiles: the upload pipeline, primary, order and delete. Profiles are known by id
 * only; the caller (the owner's profile endpoints, sign-up) has already decided whose profile it is.
 */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger('Photos');

  constructor(
    private readonly photos: PhotosRepository,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moderation: ModerationService,
    private readonly fingerprints: PhotoFingerprintsRepository,
    private readonly events: EventEmitter2,
  ) {}

  /** The profile's photos by position, whatever their moderation state (the owner's and the back office's view, signed links): a rejected one says why. */
  async list(profileId: string, manager?: EntityManager): Promise<PhotoView[]> {
    const rows = await this.photos.listByProfile(profileId, manager);
    const rejections = rows.some((row) => row.moderationState === 'rejected') ? await this.moderation.photoRejections(profileId, manager) : new Map<string, PhotoRejection>();
    return rows.map((row) => toPhotoView(row, (key) => this.storage.privatePhotoUrl(key), rejections.get(row.id)));
  }

  /** For the media route: the profile whose approved photo this stored file is, if it is one. */
  approvedFileOwner(key: string): Promise<string | undefined> {
    return this.photos.approvedFileOwner(key);
  }

  /**
   * The profile's photos for its owner's data export: what is known of each, and both stored files
   * (the full size as served, watermark included, and the card), opened when the archive reaches them.
   * The narrower copies are left out: each is the same picture as one of these, only smaller.
   */
  async exportPhotos(profileId: string): Promise<{ photos: PhotoExport[]; files: ExportFile[] }> {
    const rows = await this.photos.listByProfile(profileId);
    const files: ExportFile[] = [];
    const photos = rows.map((row, index) => {
      const stem = `${String(index + 1).padStart(2, '0')}-${row.id}`;
      const named = [
        { name: `${stem}.webp`, key: row.storageKey },
        { name: `${stem}-card.webp`, key: row.cardStorageKey },
      ];
      for (const { name, key } of named) files.push({ name, open: async () => (await this.storage.get(this.storage.photosBucket, key)).stream });
      return {
        id: row.id,
        position: row.position,
        is_primary: row.isPrimary,
        width: row.width,
        height: row.height,
        watermarked: row.watermarked,
        moderation_state: row.moderationState,
        uploaded_at: row.createdAt.toISOString(),
        files: named.map(({ name }) => name),
      };
    });
    return { photos, files };
  }

  /** The photos the public may see: approved ones only. */
  async listPublic(profileId: string): Promise<PhotoView[]> {
    return (await this.photos.listByProfile(profileId)).filter((row) => row.moderationState === 'approved').map((row) => toPhotoView(row));
  }

  /**
   * POST /api/profiles/me/photos. Every file is checked (size, real type, plan cap), converted and
   * fingerprinted before anything is stored; then the files are stored one by one, each with its row in
   * its own transaction, and the first failure stops the batch with 'Upload failed: {reason}'. A photo
   * near another advertiser's photo is held for review, flagged with whose (`usernamesOf` names them).
   * `profile`: the owner's live profile; without one there is nothing to upload to (403).
   */
  async upload(profile: UploadOwner | null, files: UploadedFile[], usernamesOf: UsernamesOf): Promise<PhotoView[]> {
    if (!profile) throw new PhotosException(PhotosErrorCode.NotYours, PHOTO_MESSAGES.notAuthorizedUpload);
    const limit = photoLimit(profile.subscriptionTier);
    const existing = await this.photos.countByProfile(profile.id);
    const processed = await this.prepare(files, existing, limit);
    for (const photo of processed) {
      const keys = await this.putFiles(profile.id, photo);
      try {
        await this.photos.transaction(async (manager) => {
          await this.photos.lockProfilePhotos(manager, profile.id);
          // Re-checked under the lock: a concurrent upload may have used the room since the first check.
          if ((await this.photos.countByProfile(profile.id, manager)) >= limit) throw new PhotosException(PhotosErrorCode.BadUpload, PHOTO_MESSAGES.overLimit(limit));
          await this.insertForReview(manager, profile, this.rowFor(profile.id, photo, keys), usernamesOf);
        });
      } catch (error) {
        await this.discardStoredKeys(keysOf(keys));
        throw error instanceof PhotosException ? error : this.storageFailure(error);
      }
    }
    return this.list(profile.id);
  }

  /**
   * For sign-up: stores the wizard's photos for a profile created in the caller's transaction.
   * Checks and converts every file first (same messages and limits as the owner upload), then writes
   * the files and inserts their rows through `manager`, so the rows commit or roll back with the sign-up.
   * If this throws, the files it wrote are already removed. If the caller's transaction fails AFTER
   * this returns, pass the returned keys to `discardStoredKeys(keys)` so no orphan file is left.
   */
  async storeUploads(manager: EntityManager, profile: PhotoOwner, files: UploadedFile[]): Promise<string[]> {
    if (files.length === 0) return [];
    const limit = photoLimit(profile.subscriptionTier);
    const processed = await this.prepare(files, await this.photos.countByProfile(profile.id, manager), limit);
    const written: string[] = [];
    try {
      for (const photo of processed) {
        const keys = await this.putFiles(profile.id, photo);
        written.push(...keysOf(keys));
        // Reviewed with the new profile's first publication, which keeps the whole profile off the directory.
        await this.photos.insertNext(manager, { ...this.rowFor(profile.id, photo, keys), moderationState: 'approved' });
      }
      await this.announceFreshness(manager, profile.id);
    } catch (error) {
      await this.discardStoredKeys(written);
      throw error instanceof PhotosException ? error : this.storageFailure(error);
    }
    return written;
  }

  /** Removes photo files whose rows were never committed; failures are logged, never thrown. */
  async discardStoredKeys(keys: string[]): Promise<void> {
    await this.storage.deleteAll(this.storage.photosBucket, keys).catch((error) => this.logger.error(`Cannot remove photo files ${keys.join(', ')}: ${error.message}`));
  }

  /** `ownerProfileId`: the signed-in owner's live profile, if they have one; anyone else's photo is a 403. */
  async setPrimary(ownerProfileId: string | undefined, photoId: string): Promise<PhotoView[]> {
    const photo = await this.ownPhoto(ownerProfileId, photoId, PHOTO_MESSAGES.notAuthorizedModify);
    await this.photos.transaction(async (manager) => {
      await this.photos.lockProfilePhotos(manager, photo.profileId);
      await this.photos.makePrimary(manager, photo.profileId, photo.id);
    });
    return this.list(photo.profileId);
  }

  /** `ids` must be every one of the owner's photos, once each, in the new order. */
  async reorder(profileId: string, ids: string[]): Promise<PhotoView[]> {
    const current = await this.photos.listByProfile(profileId);
    const own = new Set(current.map((photo) => photo.id));
    for (const id of ids) {
      if (own.has(id)) continue;
      const photo = await this.photos.findById(id);
      if (!photo) throw new PhotosException(PhotosErrorCode.NotFound, PHOTO_MESSAGES.notFound);
      throw new PhotosException(PhotosErrorCode.NotYours, PHOTO_MESSAGES.notAuthorizedModify);
    }
    if (new Set(ids).size !== ids.length || ids.length !== current.length) throw new PhotosException(PhotosErrorCode.BadUpload, PHOTO_MESSAGES.badOrder);
    await this.photos.transaction(async (manager) => {
      await this.photos.lockProfilePhotos(manager, profileId);
      await this.photos.setPositions(manager, profileId, ids);
    });
    return this.list(profileId);
  }

  /**
   * POST /api/profiles/me/photos/:id/areas: hides more of a published photo. No unblurred original
   * exists, so the stored sizes are blurred further and saved as a new photo (new id and addresses, every
   * narrower copy made again from the blurred sizes) in the old one's place; the old files, copies
   * included, are then removed, so its addresses stop answering.
   */
  async hideMore(ownerProfileId: string | undefined, photoId: string, rawAreas: unknown): Promise<PhotoView[]> {
    const photo = await this.ownPhoto(ownerProfileId, photoId, PHOTO_MESSAGES.notAuthorizedModify);
    const areas = areasOrBadUpload(() => parseAreaList(rawAreas));
    if (areas.length === 0) throw new PhotosException(PhotosErrorCode.BadUpload, PHOTO_MESSAGES.noAreas);
    const bucket = this.storage.photosBucket;
    const stored = { full: await this.storage.read(bucket, photo.storageKey), card: await this.storage.read(bucket, photo.cardStorageKey) };
    const hidden = await hideAreasOfStoredPhoto(stored, areas, this.config.productName).catch((error) => {
      if (error instanceof PhotoProcessingError) throw new PhotosException(PhotosErrorCode.BadUpload, PHOTO_MESSAGES.uploadFailed(error.reason));
      throw error;
    });
    const keys = await this.putFiles(photo.profileId, hidden);
    try {
      await this.photos.transaction(async (manager) => {
        await this.photos.lockProfilePhotos(manager, photo.profileId);
        if (!(await this.photos.findById(photo.id, manager))) throw new PhotosException(PhotosErrorCode.NotFound, PHOTO_MESSAGES.notFound);
        // More hidden is never less acceptable: the new photo keeps the old one's moderation state.
        await this.photos.replace(manager, photo, { ...this.rowFor(photo.profileId, hidden, keys), moderationState: photo.moderationState });
      });
    } catch (error) {
      await this.discardStoredKeys(keysOf(keys));
      throw this.storageFailure(error);
    }
    await this.discardStoredKeys(allKeysOf(photo));
    return this.list(photo.profileId);
  }

  /**
   * For the watermark job: gives up to `limit` photos stored before watermarks their watermarked full
   * size under a new key (so no cache keeps serving the old address), then removes the old file.
   * Returns the ids it reworked.
   */
  async watermarkOlderPhotos(limit: number): Promise<string[]> {
    const done: string[] = [];
    const bucket = this.storage.photosBucket;
    for (const photo of await this.photos.listNotWatermarked(limit)) {
      const full = await watermarkStoredPhoto(await this.storage.read(bucket, photo.storageKey), this.config.productName);
      const key = `${photo.profileId}/${Date.now()}-${randomBytes(5).toString('hex')}.webp`;
      await this.storage.put(bucket, key, full, 'image/webp');
      if (await this.photos.setWatermarkedFile(photo, key, this.storage.publicUrl(bucket, key))) {
        await this.discardStoredKeys([photo.storageKey]);
        done.push(photo.id);
      } else {
        await this.discardStoredKeys([key]);
      }
    }
    return done;
  }

  /**
   * For the photo-widths job: stores the narrower copies of up to `limit` photos stored before them (watermarked
   * ones: the watermark job comes first), from their stored full size and card, and records their widths unless
   * the photo changed or went meanwhile (then the copies are removed again). A photo whose files cannot be read
   * is reported and tried again next run; the others go on. Returns the ids done and failed.
   */
  async storeWidthsOfOlderPhotos(limit: number): Promise<{ done: string[]; failed: string[] }> {
    const done: string[] = [];
    const failed: string[] = [];
    const bucket = this.storage.photosBucket;
    for (const photo of await this.photos.listWithoutWidths(limit)) {
      try {
        const made = await storedPhotoWidths({ full: await this.storage.read(bucket, photo.storageKey), card: await this.storage.read(bucket, photo.cardStorageKey) });
        await this.putCopies(photo.storageKey, made.widths);
        await this.putCopies(photo.cardStorageKey, made.cardWidths);
        const widths = made.widths.map((copy) => copy.width);
        const cardWidths = made.cardWidths.map((copy) => copy.width);
        if (await this.photos.setWidths(photo, { width: made.width, height: made.height, widths, cardWidths })) {
          done.push(photo.id);
        } else {
          await this.discardStoredKeys([...widths.map((width) => variantKey(photo.storageKey, width)), ...cardWidths.map((width) => variantKey(photo.cardStorageKey, width))]);
        }
      } catch (error) {
        this.logger.warn(`Cannot store the widths of photo ${photo.id}: ${(error as Error).message}`);
        failed.push(photo.id);
      }
    }
    return { done, failed };
  }

  /** Deletes the row (promoting the newest remaining photo if it was primary), then its files (every width). */
  async delete(ownerProfileId: string | undefined, photoId: string): Promise<PhotoView[]> {
    const photo = await this.ownPhoto(ownerProfileId, photoId, PHOTO_MESSAGES.notAuthorizedDelete);
    await this.photos.transaction(async (manager) => {
      await this.photos.lockProfilePhotos(manager, photo.profileId);
      await this.photos.deleteById(manager, photo.id);
      if (photo.isPrimary) await this.photos.promoteNewest(manager, photo.profileId);
      if (photo.moderationState === 'approved') await this.announceFreshness(manager, photo.profileId);
    });
    await this.discardStoredKeys(allKeysOf(photo));
    return this.list(photo.profileId);
  }

  /**
   * A deleted profile keeps no photos (spec §4): the rows go, then the files. A file that cannot be
   * removed is only logged (spec §8).
   */
  @OnEvent(PROFILE_DELETED)
  async removeAllOfDeletedProfile(event: ProfileDeletedEvent): Promise<void> {
    const removed = await this.photos.transaction(async (manager) => {
      await this.photos.lockProfilePhotos(manager, event.profileId);
      return this.photos.deleteAllByProfile(manager, event.profileId);
    });
    await this.discardStoredKeys(removed.flatMap(allKeysOf));
  }

  /** Shows or keeps back the photos a moderation decision covers, in the decision's transaction. */
  @OnEvent(MODERATION_DECIDED)
  async applyDecision(event: ModerationDecidedEvent): Promise<void> {
    if (event.kind !== 'photo' || event.photoIds.length === 0) return;
    await this.photos.setModerationState(event.manager, event.profileId, event.photoIds, event.approved ? 'approved' : 'rejected');
    await this.announceFreshness(event.manager, event.profileId);
  }

  /**
   * For a new profile's review: each of its photos that is near another profile's photo, with the nearest
   * one. Read in the caller's transaction, where the sign-up's photos are.
   */
  async matchesFor(manager: EntityManager, profileId: string): Promise<PhotoMatch[]> {
    const matches: PhotoMatch[] = [];
    for (const photo of await this.photos.listByProfile(profileId, manager)) {
      if (photo.phash === null) continue;
      const other = await this.fingerprints.findNearest(BigInt(photo.phash), profileId, manager);
      if (other) matches.push({ photoId: photo.id, photoUrl: photo.url, other: otherPhoto(other) });
    }
    return matches;
  }

  /**
   * For the fingerprint job: hashes up to `limit` photos stored before fingerprints, from their stored full
   * size. A photo whose file cannot be read is reported and left for the next run; the others go on.
   */
  async fingerprintOlderPhotos(limit: number): Promise<{ hashed: string[]; failed: string[] }> {
    const hashed: string[] = [];
    const failed: string[] = [];
    let after: string | null = null;
    while (hashed.length + failed.length < limit) {
      const batch = await this.fingerprints.listNotHashed(after, Math.min(50, limit - hashed.length - failed.length));
      if (batch.length === 0) break;
      for (const photo of batch) {
        try {
          const hash = await fingerprintStoredPhoto(await this.storage.read(this.storage.photosBucket, photo.storage_key));
          if (await this.fingerprints.setHash(photo.id, photo.storage_key, hash)) hashed.push(photo.id);
        } catch (error) {
          this.logger.warn(`Cannot fingerprint photo ${photo.id}: ${(error as Error).message}`);
          failed.push(photo.id);
        }
      }
      after = batch[batch.length - 1].id;
    }
    return { hashed, failed };
  }

  /**
   * Inserts the photo held or shown as the photo setting says, and queues it for review. A photo near another
   * advertiser's photo is held whatever the setting, flagged "matches a photo on @other", with both photos.
   */
  private async insertForReview(manager: EntityManager, profile: UploadOwner, row: Omit<NewPhotoRow, 'moderationState'>, usernamesOf: UsernamesOf): Promise<void> {
    const near = row.phash === null ? undefined : await this.fingerprints.findNearest(BigInt(row.phash), profile.id, manager);
    const otherName = near ? ((await usernamesOf([near.profile_id], manager)).get(near.profile_id) ?? 'another profile') : undefined;
    const held = near !== undefined || (await this.moderation.holds('photo', manager));
    const inserted = await this.photos.insertNext(manager, { ...row, moderationState: held ? 'pending' : 'approved' });
    await this.moderation.submit(manager, {
      kind: 'photo',
      profileId: profile.id,
      photoId: inserted.id,
      details: {
        username: profile.username,
        full_name: profile.fullName,
        photo_url: inserted.url,
        ...(near && otherName ? { match: { username: otherName, photo_url: near.url, distance: near.distance } } : {}),
      },
      ...(otherName ? { flag: photoMatchFlag(otherName), hold: true } : {}),
    });
    if (!held) await this.announceFreshness(manager, profile.id);
  }

  /** Tells the profiles module when the profile's newest approved photo is now (photo freshness). */
  private async announceFreshness(manager: EntityManager, profileId: string): Promise<void> {
    const newest = await this.photos.newestApprovedAt(manager, profileId);
    await this.events.emitAsync(PHOTOS_FRESHNESS_CHANGED, new PhotosFreshnessChangedEvent(manager, profileId, newest));
  }

  private async ownPhoto(ownerProfileId: string | undefined, photoId: string, notYours: string): Promise<ProfilePhoto> {
    const photo = await this.photos.findById(photoId);
    if (!photo) throw new PhotosException(PhotosErrorCode.NotFound, PHOTO_MESSAGES.notFound);
    if (photo.profileId !== ownerProfileId) throw new PhotosException(PhotosErrorCode.NotYours, notYours);
    return photo;
  }

  /** Size, real type and plan cap for the whole batch, then the conversion: nothing is stored until all pass. */
  private async prepare(files: UploadedFile[], existing: number, limit: number): Promise<ProcessedPhoto[]> {
    if (files.length === 0) throw new PhotosException(PhotosErrorCode.BadUpload, PHOTO_MESSAGES.noFiles);
    for (const file of files) {
      if (file.size > MAX_PHOTO_BYTES || file.buffer.length > MAX_PHOTO_BYTES) throw new PhotosException(PhotosErrorCode.TooLarge, PHOTO_MESSAGES.tooLarge);
      if (!detectImageType(file.buffer)) throw new PhotosException(PhotosErrorCode.NotAnImage, PHOTO_MESSAGES.notAnImage);
    }
    if (existing + files.length > limit) throw new PhotosException(PhotosErrorCode.BadUpload, PHOTO_MESSAGES.overLimit(limit));
    const processed: ProcessedPhoto[] = [];
    for (const file of files) {
      try {
        processed.push(await processPhoto(file.buffer, file.areas ?? [], this.config.productName));
      } catch (error) {
        if (error instanceof PhotoProcessingError) throw new PhotosException(PhotosErrorCode.BadUpload, PHOTO_MESSAGES.uploadFailed(error.reason));
        throw error;
      }
    }
    return processed;
  }

  /**
   * Both sizes under one unique name (`{profileId}/{time}-{random}.webp` and `…-card.webp`), and their
   * narrower copies beside them (`…-480w.webp`, `…-card-240w.webp`: photo-variants.ts); never part of a set.
   */
  private async putFiles(profileId: string, photo: ProcessedPhoto): Promise<StoredKeys> {
    const name = `${profileId}/${Date.now()}-${randomBytes(5).toString('hex')}`;
    const keys: StoredKeys = { full: `${name}.webp`, card: `${name}-card.webp`, widths: photo.widths.map((copy) => copy.width), cardWidths: photo.cardWidths.map((copy) => copy.width) };
    const bucket = this.storage.photosBucket;
    try {
      await this.storage.put(bucket, keys.full, photo.full, 'image/webp');
      await this.storage.put(bucket, keys.card, photo.card, 'image/webp');
      await this.putCopies(keys.full, photo.widths);
      await this.putCopies(keys.card, photo.cardWidths);
    } catch (error) {
      await this.discardStoredKeys(keysOf(keys));
      throw this.storageFailure(error);
    }
    return keys;
  }

  private async putCopies(key: string, copies: StoredWidth[]): Promise<void> {
    for (const copy of copies) await this.storage.put(this.storage.photosBucket, variantKey(key, copy.width), copy.data, 'image/webp');
  }

  private rowFor(profileId: string, photo: ProcessedPhoto, keys: StoredKeys) {
    const bucket = this.storage.photosBucket;
    return {
      profileId,
      url: this.storage.publicUrl(bucket, keys.full),
      cardUrl: this.storage.publicUrl(bucket, keys.card),
      storageKey: keys.full,
      cardStorageKey: keys.card,
      widths: keys.widths,
      cardWidths: keys.cardWidths,
      width: photo.width,
      height: photo.height,
      watermarked: true,
      phash: photo.hash.toString(),
    };
  }

  /** With its cause, so an unavailable database or file store is answered 503 (the exception filter) and any other fault is logged whole. */
  private storageFailure(error: unknown): PhotosException {
    if (error instanceof PhotosException) return error;
    return new PhotosException(PhotosErrorCode.StorageFailed, PHOTO_MESSAGES.uploadFailed('the photo could not be saved. Please try again.'), error);
  }
}

function otherPhoto(row: PhotoMatchRow): PhotoMatch['other'] {
  return { profileId: row.profile_id, photoId: row.photo_id, photoUrl: row.url, distance: row.distance };
}
