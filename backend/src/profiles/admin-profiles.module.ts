import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProfilesController } from './admin-profiles.controller';
import { AdminProfilesRepository } from './admin-profiles.repository';
import { AdminProfilesService } from './admin-profiles.service';
import { Profile } from './entities/profile.entity';

/**
 * The back office's profile endpoints, kept apart from the public and owner ones in ProfilesModule.
 * The Escorts modal's 'Verify Profile' is a verification decision, so the verification module answers it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Profile])],
  controllers: [AdminProfilesController],
  providers: [AdminProfilesRepository, AdminProfilesService],
  exports: [AdminProfilesService],
})
export class AdminProfilesModule {}
