import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DailyPickModule } from '../daily-pick/daily-pick.module';
import { DirectoryModule } from '../directory/directory.module';
import { ModerationModule } from '../moderation/moderation.module';
import { PhotosModule } from '../photos/photos.module';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { OwnerPhotosController } from './owner-photos.controller';
import { OwnerPhotosService } from './owner-photos.service';
import { PhotoFreshnessJob } from './photo-freshness.job';
import { PhotoFreshnessService } from './photo-freshness.service';
import { ProfileModerationService } from './profile-moderation.service';
import { ProfileQueriesRepository } from './profile-queries.repository';
import { ProfileQueriesService } from './profile-queries.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';
import { OwnerTouringController } from './touring/owner-touring.controller';
import { TourStopsRepository } from './touring/tour-stops.repository';
import { TouringService } from './touring/touring.service';

/**
 * The profiles table's owner: the /profiles routes (the directory's and the daily pick's among them, see
 * ProfilesController), the owner's /profiles/me with its photos and tour stops, and the services other
 * modules call (ProfilesService writes, ProfileQueriesService reads).
 */
@Module({
  imports: [PhotosModule, PublicCacheModule, ModerationModule, AuthModule, DirectoryModule, DailyPickModule],
  controllers: [ProfilesController, OwnerTouringController, OwnerPhotosController],
  providers: [
    ProfilesRepository,
    ProfilesService,
    ProfileModerationService,
    ProfileQueriesRepository,
    ProfileQueriesService,
    OwnerPhotosService,
    TourStopsRepository,
    TouringService,
    PhotoFreshnessService,
    PhotoFreshnessJob,
  ],
  exports: [ProfilesService, ProfileQueriesService],
})
export class ProfilesModule {}
