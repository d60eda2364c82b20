import { Module } from '@nestjs/common';
import { AccountsService } from './accounts.service';
import { AdminAuthController } from './admin-auth.controller';
import { AuthController } from './auth.controller';
import { IpRateLimitGuard } from './rate-limit/ip-rate-limit.guard';
import { LoginThrottleService } from './rate-limit/login-throttle.service';
import { UsersRepository } from './users.repository';

/**
 * Accounts, sessions and passwords: the users table's owner. Exports AccountsService (sign-in, set a
 * password, find or create an account) and the sign-in throttle; the guards, the password hasher and
 * SessionsService come from the global AuthCoreModule, the rate-limit store from RateLimitModule.
 */
@Module({
  controllers: [AuthController, AdminAuthController],
  providers: [AccountsService, UsersRepository, LoginThrottleService, IpRateLimitGuard],
  exports: [AccountsService, LoginThrottleService, IpRateLimitGuard],
})
export class AuthModule {}
