import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminProfilesModule } from '../profiles/admin-profiles.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { AdminVerificationController } from './admin-verification.controller';
import { AdminVerificationService } from './admin-verification.service';
import { DocumentRetentionJob } from './document-retention.job';
import { ProfileVerifyController } from './profile-verify.controller';
import { VerificationController } from './verification.controller';
import { VerificationRepository } from './verification.repository';
import { VerificationService } from './verification.service';

/**
 * Identity documents: owner submission, the admin queue and decisions (also the Escorts modal's
 * verify), their retention, and their removal when a profile is deleted. The verification flags
 * live on the profile, so they are set through ProfilesService.
 */
@Module({
  imports: [AuthModule, ProfilesModule, AdminProfilesModule],
  controllers: [VerificationController, AdminVerificationController, ProfileVerifyController],
  providers: [VerificationRepository, VerificationService, AdminVerificationService, DocumentRetentionJob],
  exports: [VerificationService],
})
export class VerificationModule {}
