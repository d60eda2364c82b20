import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { MessagesModule } from '../messages/messages.module';
import { ModerationModule } from '../moderation/moderation.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ReportsModule } from '../reports/reports.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [MessagesModule, ProfilesModule, BillingModule, ModerationModule, ReportsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
