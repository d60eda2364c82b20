import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminsModule } from './admins/admins.module';
import { AuditModule } from './audit/audit.module';
import { AuthCoreModule } from './auth/auth-core.module';
import { AuthModule } from './auth/auth.module';
import { PasswordResetModule } from './auth/password-reset/password-reset.module';
import { RateLimitModule } from './auth/rate-limit/rate-limit.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MessagesModule } from './messages/messages.module';
import { PhotosModule } from './photos/photos.module';
import { AdminProfilesModule } from './profiles/admin-profiles.module';
import { ProfilesModule } from './profiles/profiles.module';
import { PublicCacheModule } from './public-cache/public-cache.module';
import { ReportsModule } from './reports/reports.module';
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
        // One scheduler registry for the whole app; each job registers itself only when config.runScheduledJobs.
        ScheduleModule.forRoot(),
        StorageModule,
        AuthCoreModule,
        RateLimitModule,
        AuditModule,
        MailModule,
        HealthModule,
        PublicCacheModule,
        AuthModule,
        PasswordResetModule,
        ProfilesModule,
        AdminProfilesModule,
        SubscriptionsModule,
        AdminSubscriptionsModule,
        PhotosModule,
        VerificationModule,
        MessagesModule,
        ReportsModule,
        AdminsModule,
        DashboardModule,
      ],
    };
  }
}
