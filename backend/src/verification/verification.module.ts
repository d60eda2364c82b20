import { Module } from '@nestjs/common';
import { AdminVerificationController } from './admin-verification.controller';
import { AdminVerificationService } from './admin-verification.service';
import { DocumentRetentionJob } from './document-retention.job';
import { VerificationController } from './verification.controller';
import { VerificationRepository } from './verification.repository';
import { VerificationService } from './verification.service';

/** Identity documents: owner submission, the admin queue and decisions, and their retention. */
@Module({
  controllers: [VerificationController, AdminVerificationController],
  providers: [VerificationRepository, VerificationService, AdminVerificationService, DocumentRetentionJob],
  exports: [VerificationService, AdminVerificationService],
})
export class VerificationModule {}
