import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  Injectable,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Profile } from '../profiles/entities/profile.entity';
import { PhotoView, toPhotoView } from '../profiles/profile.mapper';
import { detectImageType } from '../storage/file-signature';
import { StorageService } from '../storage/storage.service';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoLimitFor } from './photo-limits';
import { PhotoProcessingError, ProcessedPhoto, processPhoto } from './photo-processor';
import { PhotosRepository } from './photos.repository';

/** What an upload needs from a multer file (sign-up passes the same objects). */
export interface UploadedFile {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

interface StoredKeys {
  full: string;
  card: string;
}

/** Owner photo management: the upload pipeline, primary, order and delete, each checking ownership. */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger('Photos');

  constructor(
    private readonly photos: PhotosRepository,
    private readonly storage: StorageService,
  ) {}

  async list(userId: string): Promise<PhotoView[]> {
    const profile = await this.ownProfile(userId);
    return (await this.photos.listByProfile(profile.id)).map(toPhotoView);
  }

  /**
   * POST /api/profiles/me/photos. Every file is checked (size, real type, plan cap) and converted
   * before anything is stored; then the files are stored one by one, each with its row in its own
   * transaction, and the first failure stops the batch with 'Upload failed: {reason}'.
   */
  async upload(userId: string, files: UploadedFile[]): Promise<PhotoView[]> {
    const profile = await this.photos.findProfileByUserId(userId);
    if (!profile) throw new ForbiddenException(PHOTO_MESSAGES.notAuthorizedUpload);
    const limit = photoLimitFor(profile.subscriptionTier);
    const existing = await this.photos.countByProfile(profile.id);
    const processed = await this.prepare(files, existing, limit);
    for (const photo of processed) {
      const keys = await this.putFiles(profile.id, photo);
      try {
        await this.photos.transaction(async (manager) => {
          await this.photos.lockProfile(manager, profile.id);
          // Re-checked under the lock: a concurrent upload may have used the room since the first check.
          if ((await this.photos.countByProfile(profile.id, manager)) >= limit) throw new BadRequestException(PHOTO_MESSAGES.overLimit(limit));
          await this.photos.insertNext(manager, this.rowFor(profile.id, photo, keys));
        });
      } catch (error) {
        await this.discardStoredKeys([keys.full, keys.card]);
        throw error instanceof HttpException ? error : this.storageFailure(error);
      }
    }
    return (await this.photos.listByProfile(profile.id)).map(toPhotoView);
  }

  /**
   * For sign-up (issue 3): stores the wizard's photos for a profile created in the caller's transaction.
   * Checks and converts every file first (same messages and limits as the owner upload), then writes
   * the files and inserts their rows through `manager`, so the rows commit or roll back with the sign-up.
   * If this throws, the files it wrote are already removed. If the caller's transaction fails AFTER
   * this returns, pass the returned keys to `discardStoredKeys(keys)` so no orphan file is left.
   */
  async storeUploads(manager: EntityManager, profile: Pick<Profile, 'id' | 'subscriptionTier'>, files: UploadedFile[]): Promise<string[]> {
    if (files.length === 0) return [];
    const limit = photoLimitFor(profile.subscriptionTier);
    const processed = await this.prepare(files, await this.photos.countByProfile(profile.id, manager), limit);
    const written: string[] = [];
    try {
      for (const photo of processed) {
        const keys = await this.putFiles(profile.id, photo);
        written.push(keys.full, keys.card);
        await this.photos.insertNext(manager, this.rowFor(profile.id, photo, keys));
      }
    } catch (error) {
      await this.discardStoredKeys(written);
      throw error instanceof HttpException ? error : this.storageFailure(error);
    }
    return written;
  }

  /** Removes photo files whose rows were never committed; failures are logged, never thrown. */
  async discardStoredKeys(keys: string[]): Promise<void> {
    await this.storage.deleteAll(this.storage.photosBucket, keys).catch((error) => this.logger.error(`Cannot remove photo files ${keys.join(', ')}: ${error.message}`));
  }

  async setPrimary(userId: string, photoId: string): Promise<PhotoView[]> {
    const photo = await this.ownPhoto(userId, photoId, PHOTO_MESSAGES.notAuthorizedModify);
    await this.photos.transaction(async (manager) => {
      await this.photos.lockProfile(manager, photo.profileId);
      await this.photos.makePrimary(manager, photo.profileId, photo.id);
    });
    return (await this.photos.listByProfile(photo.profileId)).map(toPhotoView);
  }

  /** `ids` must be every one of the owner's photos, once each, in the new order. */
  async reorder(userId: string, ids: string[]): Promise<PhotoView[]> {
    const profile = await this.ownProfile(userId);
    const current = await this.photos.listByProfile(profile.id);
    const own = new Set(current.map((photo) => photo.id));
    for (const id of ids) {
      if (own.has(id)) continue;
      const photo = await this.photos.findById(id);
      if (!photo) throw new NotFoundException(PHOTO_MESSAGES.notFound);
      throw new ForbiddenException(PHOTO_MESSAGES.notAuthorizedModify);
    }
    if (new Set(ids).size !== ids.length || ids.length !== current.length) throw new BadRequestException(PHOTO_MESSAGES.badOrder);
    await this.photos.transaction(async (manager) => {
      await this.photos.lockProfile(manager, profile.id);
      await this.photos.setPositions(manager, profile.id, ids);
    });
    return (await this.photos.listByProfile(profile.id)).map(toPhotoView);
  }

  /** Deletes the row (promoting the newest remaining photo if it was primary), then its files. */
  async delete(userId: string, photoId: string): Promise<PhotoView[]> {
    const photo = await this.ownPhoto(userId, photoId, PHOTO_MESSAGES.notAuthorizedDelete);
    await this.photos.transaction(async (manager) => {
      await this.photos.lockProfile(manager, photo.profileId);
      await this.photos.deleteById(manager, photo.id);
      if (photo.isPrimary) await this.photos.promoteNewest(manager, photo.profileId);
    });
    await this.discardStoredKeys([photo.storageKey, photo.cardStorageKey]);
    return (await this.photos.listByProfile(photo.profileId)).map(toPhotoView);
  }

  /**
   * For profile deletion (issue 4): removes every photo row of the profile through `manager` and
   * returns the storage keys; call `discardStoredKeys(keys)` once the caller's transaction committed.
   */
  async deleteAllForProfile(manager: EntityManager, profileId: string): Promise<string[]> {
    const removed = await this.photos.deleteAllByProfile(manager, profileId);
    return removed.flatMap((photo) => [photo.storageKey, photo.cardStorageKey]);
  }

  private async ownProfile(userId: string): Promise<Profile> {
    const profile = await this.photos.findProfileByUserId(userId);
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }

  private async ownPhoto(userId: string, photoId: string, notYours: string): Promise<ProfilePhoto> {
    const photo = await this.photos.findById(photoId);
    if (!photo) throw new NotFoundException(PHOTO_MESSAGES.notFound);
    if (photo.ownerUserId !== userId) throw new ForbiddenException(notYours);
    return photo;
  }

  /** Size, real type and plan cap for the whole batch, then the conversion: nothing is stored until all pass. */
  private async prepare(files: UploadedFile[], existing: number, limit: number): Promise<ProcessedPhoto[]> {
    if (files.length === 0) throw new BadRequestException(PHOTO_MESSAGES.noFiles);
    for (const file of files) {
      if (file.size > MAX_PHOTO_BYTES || file.buffer.length > MAX_PHOTO_BYTES) throw new PayloadTooLargeException(PHOTO_MESSAGES.tooLarge);
      if (!detectImageType(file.buffer)) throw new UnsupportedMediaTypeException(PHOTO_MESSAGES.notAnImage);
    }
    if (existing + files.length > limit) throw new BadRequestException(PHOTO_MESSAGES.overLimit(limit));
    const processed: ProcessedPhoto[] = [];
    for (const file of files) {
      try {
        processed.push(await processPhoto(file.buffer));
      } catch (error) {
        if (error instanceof PhotoProcessingError) throw new BadRequestException(PHOTO_MESSAGES.uploadFailed(error.reason));
        throw error;
      }
    }
    return processed;
  }

  /** Both sizes under one unique name (`{profileId}/{time}-{random}.webp` and `…-card.webp`); never half a pair. */
  private async putFiles(profileId: string, photo: ProcessedPhoto): Promise<StoredKeys> {
    const name = `${profileId}/${Date.now()}-${randomBytes(5).toString('hex')}`;
    const keys = { full: `${name}.webp`, card: `${name}-card.webp` };
    const bucket = this.storage.photosBucket;
    try {
      await this.storage.put(bucket, keys.full, photo.full, 'image/webp');
      await this.storage.put(bucket, keys.card, photo.card, 'image/webp');
    } catch (error) {
      await this.discardStoredKeys([keys.full, keys.card]);
      throw this.storageFailure(error);
    }
    return keys;
  }

  private rowFor(profileId: string, photo: ProcessedPhoto, keys: StoredKeys) {
    const bucket = this.storage.photosBucket;
    return {
      profileId,
      url: this.storage.publicUrl(bucket, keys.full),
      cardUrl: this.storage.publicUrl(bucket, keys.card),
      storageKey: keys.full,
      cardStorageKey: keys.card,
      width: photo.width,
      height: photo.height,
    };
  }

  private storageFailure(error: unknown): HttpException {
    if (error instanceof HttpException) return error;
    this.logger.error(`Photo storage failed: ${(error as Error)?.stack ?? String(error)}`);
    return new InternalServerErrorException(PHOTO_MESSAGES.uploadFailed('the photo could not be saved. Please try again.'));
  }
}
