import { DynamicModule, Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminsModule } from './admins/admins.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditModule } from './audit/audit.module';
import { BackupsModule } from './backups/backups.module';
import { AccountProfiles } from './auth/account-profiles';
import { AuthCoreModule } from './auth/auth-core.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { PasswordResetModule } from './auth/password-reset/password-reset.module';
import { EmailChangeModule } from './auth/email-change/email-change.module';
import { RateLimitModule } from './auth/rate-limit/rate-limit.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactRevealModule } from './contact-reveal/contact-reveal.module';
import { DailyPickModule } from './daily-pick/daily-pick.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DataExportModule } from './data-export/data-export.module';
import { DatabaseModule } from './database/database.module';
import { DirectoryModule } from './directory/directory.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MessagesModule } from './messages/messages.module';
import { ModerationModule } from './moderation/moderation.module';
import { ObservabilityModule } from './observability/observability.module';
import { PhotosModule } from './photos/photos.module';
import { AdminProfilesModule } from './profiles/admin-profiles.module';
import { ProfilesModule } from './profiles/profiles.module';
import { ProfilesService } from './profiles/profiles.service';
import { PublicCacheModule } from './public-cache/public-cache.module';
import { RegistrationModule } from './registration/registration.module';
import { ReportsModule } from './reports/reports.module';
import { ScheduledJobsModule } from './scheduled-jobs/scheduled-jobs.module';
import { SitePagesModule } from './site-pages/site-pages.module';
import { StorageModule } from './storage/storage.module';
import { AdminSubscriptionsModule } from './subscriptions/admin-subscriptions.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { VerificationModule } from './verification/verification.module';

/** Auth reads an account's profile, and the profiles module depends on auth: the two meet here. */
@Global()
@Module({
  imports: [ProfilesModule],
  providers: [{ provide: AccountProfiles, inject: [ProfilesService], useFactory: (profiles: ProfilesService): AccountProfiles => profiles }],
  exports: [AccountProfiles],
})
class AccountProfilesModule {}

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
        DirectoryModule,
        ProfilesModule,
        ContactRevealModule,
        AccountProfilesModule,
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
        BackupsModule,
        SitePagesModule,
      ],
    };
  }
}
