import { Module } from '@nestjs/common';
import { DailyPickController } from '../daily-pick/daily-pick.controller';
import { DailyPickModule } from '../daily-pick/daily-pick.module';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { VerificationModule } from '../verification/verification.module';
import { DirectoryController } from './directory/directory.controller';
import { DirectoryRepository } from './directory/directory.repository';
import { DirectoryService } from './directory/directory.service';
import { OwnerProfileController } from './owner-profile.controller';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';
import { PublicProfileController } from './public-profile.controller';

/** Controller order is route order: the fixed paths come before /profiles/:username. */
@Module({
  imports: [DailyPickModule, PublicCacheModule, VerificationModule],
  controllers: [OwnerProfileController, DirectoryController, DailyPickController, PublicProfileController],
  providers: [ProfilesRepository, ProfilesService, DirectoryRepository, DirectoryService],
  exports: [ProfilesService, DirectoryService],
})
export class ProfilesModule {}
