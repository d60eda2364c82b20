import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AccountsService } from './accounts.service';
import { AdminAuthController } from './admin-auth.controller';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { IpRateLimitGuard } from './rate-limit/ip-rate-limit.guard';
import { LoginThrottleService } from './rate-limit/login-throttle.service';
import { SessionViews } from './session-view';
import { ChallengeTokens } from './two-factor/challenge-tokens';
import { TotpCredentials } from './two-factor/totp-credentials.service';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { TwoFactorService } from './two-factor/two-factor.service';
import { UsersRepository } from './users.repository';

/**
 * Accounts, sign-in, /me, passwords and two-factor sign-in: the owner of users, totp_secrets and
 * recovery_codes. Exports AccountsService (sign-in, set a password, find or create an account),
 * TwoFactorService (sign-in's second step, a superadmin's reset), SessionViews (an account with its
 * profile, as sign-up answers it) and the sign-in throttle; the account's profile comes from
 * AccountProfiles, bound by the app; the
 * guards, the password hasher and SessionsService come from the global AuthCoreModule, the
 * rate-limit store from RateLimitModule.
 */
@Module({
  imports: [JwtModule.register({})],
  controllers: [AuthController, AdminAuthController, TwoFactorController],
  providers: [AuthService, SessionViews, AccountsService, UsersRepository, LoginThrottleService, IpRateLimitGuard, TotpCredentials, TwoFactorRepository, ChallengeTokens, TwoFactorService],
  exports: [AccountsService, SessionViews, LoginThrottleService, IpRateLimitGuard, TwoFactorService],
})
export class AuthModule {}
