import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { MessagesModule } from '../messages/messages.module';
import { PhotosModule } from '../photos/photos.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { VerificationModule } from '../verification/verification.module';
import { DataExportArchive } from './data-export-archive';
import { DataExportCleanupJob } from './data-export-cleanup.job';
import { DataExportController } from './data-export.controller';
import { DataExportRepository } from './data-export.repository';
import { DataExportService } from './data-export.service';
import { DataExportWorker } from './data-export.worker';

/**
 * "My data" (Privacy Act 2020 IPP 6): an account's copy of everything held about it, as
 * a ZIP built in the background and emailed as a one-time link. It owns data_exports; what goes in
 * the ZIP it asks of each module that holds it, through that module's exported service.
 */
@Module({
  imports: [AuthModule, ProfilesModule, PhotosModule, BillingModule, SubscriptionsModule, VerificationModule, MessagesModule, AnalyticsModule],
  controllers: [DataExportController],
  providers: [DataExportRepository, DataExportArchive, DataExportWorker, DataExportService, DataExportCleanupJob],
  exports: [DataExportService, DataExportWorker, DataExportCleanupJob],
})
export class DataExportModule {}
