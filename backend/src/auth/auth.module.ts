import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { AccountProfilesRepository } from './account-profiles.repository';
import { AccountsService } from './accounts.service';
import { AdminAuthController } from './admin-auth.controller';
import { AuthController } from './auth.controller';
import { PasswordHasher } from './password-hasher';
import { Clock } from './rate-limit/clock';
import { InMemoryRateLimitStore } from './rate-limit/in-memory-rate-limit.store';
import { IpRateLimitGuard } from './rate-limit/ip-rate-limit.guard';
import { LoginThrottleService } from './rate-limit/login-throttle.service';
import { RateLimitStore } from './rate-limit/rate-limit.store';
import { SignupService } from './signup/signup.service';
import { UsersRepository } from './users.repository';

/**
 * Accounts and sign-in. Exports AccountsService (set a password, find an account by email) and,
 * through the global AuthCoreModule, SessionsService.
 */
@Module({
  imports: [PhotosModule],
  controllers: [AuthController, AdminAuthController],
  providers: [
    AccountsService,
    SignupService,
    UsersRepository,
    AccountProfilesRepository,
    PasswordHasher,
    Clock,
    InMemoryRateLimitStore,
    { provide: RateLimitStore, useExisting: InMemoryRateLimitStore },
    LoginThrottleService,
    IpRateLimitGuard,
  ],
  exports: [AccountsService, LoginThrottleService, RateLimitStore],
})
export class AuthModule {}
