import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PhotosModule } from '../photos/photos.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';

/**
 * Sign-up orchestrated across the modules that own its parts: the account (auth), the profile
 * (profiles) and the photos (photos), in one transaction.
 */
@Module({
  imports: [AuthModule, ProfilesModule, PhotosModule],
  controllers: [RegistrationController],
  providers: [RegistrationService],
})
export class RegistrationModule {}
