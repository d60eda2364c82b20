import { Module } from '@nestjs/common';
import { ModerationModule } from '../moderation/moderation.module';
import { OrphanPhotoFilesJob } from './orphan-photo-files.job';
import { OrphanPhotoFilesRepository } from './orphan-photo-files.repository';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { WatermarkExistingPhotosJob } from './watermark-existing-photos.job';

/**
 * Profile photos: the table, the upload pipeline and the files. Its HTTP side is the owner's
 * /profiles/me/photos (profiles module) and sign-up (registration); it removes a deleted profile's photos
 * itself, sweeps stored files that no row references, and watermarks photos stored before watermarks.
 */
@Module({ imports: [ModerationModule], providers: [PhotosService, PhotosRepository, OrphanPhotoFilesRepository, OrphanPhotoFilesJob, WatermarkExistingPhotosJob], exports: [PhotosService] })
export class PhotosModule {}
