import { Module } from '@nestjs/common';
import { ModerationModule } from '../moderation/moderation.module';
import { OrphanPhotoFilesJob } from './orphan-photo-files.job';
import { OrphanPhotoFilesRepository } from './orphan-photo-files.repository';
import { PhotoFingerprintsJob } from './photo-fingerprints.job';
import { PhotoFingerprintsRepository } from './photo-fingerprints.repository';
import { PhotoWidthsJob } from './photo-widths.job';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { WatermarkExistingPhotosJob } from './watermark-existing-photos.job';

/**
 * Profile photos: the table, the upload pipeline and the files. Its HTTP side is the owner's
 * /profiles/me/photos (profiles module) and sign-up (registration); it removes a deleted profile's photos
 * itself, sweeps stored files that no row references, watermarks photos stored before watermarks, gives
 * photos stored before narrower copies theirs, and fingerprints every photo so a copy of another
 * advertiser's photo is held for review.
 */
@Module({
  imports: [ModerationModule],
  providers: [PhotosService, PhotosRepository, PhotoFingerprintsRepository, OrphanPhotoFilesRepository, OrphanPhotoFilesJob, WatermarkExistingPhotosJob, PhotoFingerprintsJob, PhotoWidthsJob],
  exports: [PhotosService],
})
export class PhotosModule {}
