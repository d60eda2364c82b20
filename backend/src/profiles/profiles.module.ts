import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ModerationModule } from '../moderation/moderation.module';
import { PhotosModule } from '../photos/photos.module';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { DirectoryController } from './directory/directory.controller';
import { DirectoryAnchors } from './directory/directory-anchors';
import { DirectoryTotals } from './directory/directory-totals';
import { DirectoryRepository } from './directory/directory.repository';
import { DirectoryService } from './directory/directory.service';
import { OwnerPhotosController } from './owner-photos.controller';
import { OwnerPhotosService } from './owner-photos.service';
import { OwnerProfileController } from './owner-profile.controller';
import { PhotoFreshnessJob } from './photo-freshness.job';
import { PhotoFreshnessService } from './photo-freshness.service';
import { ProfileModerationService } from './profile-moderation.service';
import { ProfileQueriesRepository } from './profile-queries.repository';
import { ProfileQueriesService } from './profile-queries.service';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';
import { OwnerTouringController } from './touring/owner-touring.controller';
import { TourStopsRepository } from './touring/tour-stops.repository';
import { TouringService } from './touring/touring.service';

/**
 * The profiles table's owner: the owner's /profiles/me (with its photos), the directory, and the
 * services other modules call (ProfilesService writes, ProfileQueriesService reads). The public
 * /profiles/:username page is PublicProfileModule, registered last.
 */
@Module({
  imports: [PhotosModule, PublicCacheModule, ModerationModule, AuthModule],
  controllers: [OwnerProfileController, OwnerTouringController, OwnerPhotosController, DirectoryController],
  providers: [
    ProfilesRepository,
    ProfilesService,
    ProfileModerationService,
    ProfileQueriesRepository,
    ProfileQueriesService,
    OwnerPhotosService,
    DirectoryRepository,
    DirectoryTotals,
    DirectoryAnchors,
    DirectoryService,
    TourStopsRepository,
    TouringService,
    PhotoFreshnessService,
    PhotoFreshnessJob,
  ],
  exports: [ProfilesService, ProfileQueriesService, DirectoryService],
})
export class ProfilesModule {}
