import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { AuthCoreModule } from './auth/auth-core.module';
import { AuthModule } from './auth/auth.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { VerificationModule } from './verification/verification.module';
import { PhotosModule } from './photos/photos.module';
import { MailModule } from './mail/mail.module';
import { MessagesModule } from './messages/messages.module';
import { PasswordResetModule } from './auth/password-reset/password-reset.module';
import { AdminProfilesModule } from './profiles/admin-profiles.module';
import { StorageModule } from './storage/storage.module';
import { ProfilesModule } from './profiles/profiles.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { AdminSubscriptionsModule } from './subscriptions/admin-subscriptions.module';
import { ReportsModule } from './reports/reports.module';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminsModule } from './admins/admins.module';
import { DashboardModule } from './dashboard/dashboard.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config), StorageModule, AuthCoreModule, AuthModule, HealthModule, VerificationModule, PhotosModule, AuditModule, AdminProfilesModule, ProfilesModule, SubscriptionsModule, MailModule, MessagesModule, PasswordResetModule, AdminSubscriptionsModule, ReportsModule, ScheduleModule.forRoot(), AdminsModule, DashboardModule],
    };
  }
}
