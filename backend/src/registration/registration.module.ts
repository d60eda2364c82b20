import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PasswordResetModule } from '../auth/password-reset/password-reset.module';
import { PhotosModule } from '../photos/photos.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { SessionViews } from './session-view';

/**
 * Sign-up orchestrated across the modules that own its parts: the account (auth), the profile
 * (profiles) and the photos (photos), in one transaction. Sign-in and /me answer the same
 * SessionView (the account with its profile), so they live here too.
 */
@Module({
  imports: [AuthModule, PasswordResetModule, ProfilesModule, PhotosModule],
  controllers: [RegistrationController],
  providers: [RegistrationService, SessionViews],
})
export class RegistrationModule {}
