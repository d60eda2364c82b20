import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { AccountProfilesRepository } from './account-profiles.repository';
import { AccountsService } from './accounts.service';
import { AdminAuthController } from './admin-auth.controller';
import { AuthController } from './auth.controller';
import { PasswordHasher } from './password-hasher';
import { IpRateLimitGuard } from './rate-limit/ip-rate-limit.guard';
import { LoginThrottleService } from './rate-limit/login-throttle.service';
import { SignupService } from './signup/signup.service';
import { UsersRepository } from './users.repository';

/**
 * Accounts and sign-in. Exports AccountsService (set a password, find an account by email) and,
 * through the global AuthCoreModule, SessionsService. The rate-limit store comes from the global RateLimitModule.
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
    LoginThrottleService,
    IpRateLimitGuard,
  ],
  exports: [AccountsService, LoginThrottleService],
})
export class AuthModule {}
