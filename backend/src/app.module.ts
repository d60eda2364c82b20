import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminsModule } from './admins/admins.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditModule } from './audit/audit.module';
import { AuthCoreModule } from './auth/auth-core.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { PasswordResetModule } from './auth/password-reset/password-reset.module';
import { EmailChangeModule } from './auth/email-change/email-change.module';
import { RateLimitModule } from './auth/rate-limit/rate-limit.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DailyPickModule } from './daily-pick/daily-pick.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DataExportModule } from './data-export/data-export.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MessagesModule } from './messages/messages.module';
import { ModerationModule } from './moderation/moderation.module';
import { ObservabilityModule } from './observability/observability.module';
import { PhotosModule } from './photos/photos.module';
import { AdminProfilesModule } from './profiles/admin-profiles.module';
import { ProfilesModule } from './profiles/profiles.module';
import { PublicProfileModule } from './profiles/public-profile.module';
import { PublicCacheModule } from './public-cache/public-cache.module';
import { RegistrationModule } from './registration/registration.module';
import { ReportsModule } from './reports/reports.module';
import { ScheduledJobsModule } from './scheduled-jobs/scheduled-jobs.module';
import { SitePagesModule } from './site-pages/site-pages.module';
import { StorageModule } from './storage/storage.module';
import { AdminSubscriptionsModule } from './subscriptions/admin-subscriptions.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { VerificationModule } from './verification/verification.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        ObservabilityModule,
        // Without it the @Cron methods are never scheduled: tests turn jobs off and call them directly.
        ...(config.runScheduledJobs ? [ScheduleModule.forRoot()] : []),
        ScheduledJobsModule,
        EventsModule,
        StorageModule,
        AuthCoreModule,
        RateLimitModule,
        AuditModule,
        MailModule,
        HealthModule,
        PublicCacheModule,
        AuthModule,
        PasswordResetModule,
        EmailChangeModule,
        ModerationModule,
        RegistrationModule,
        PhotosModule,
        ProfilesModule,
        AdminProfilesModule,
        DailyPickModule,
        SubscriptionsModule,
        AdminSubscriptionsModule,
        VerificationModule,
        MessagesModule,
        ReportsModule,
        AdminsModule,
        DashboardModule,
        BillingModule,
        AnalyticsModule,
        DataExportModule,
        SitePagesModule,
        // Last: Nest registers routes module by module, and /profiles/:username must not take
        // /profiles/daily-pick (or any other fixed path under /profiles) for a username.
        PublicProfileModule,
      ],
    };
  }
}
