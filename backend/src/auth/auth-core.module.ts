import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AccessTokenService } from './access-token.service';
import { AdminAccessService } from './guards/admin-access.service';
import { AdminGuard } from './guards/admin.guard';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './guards/jwt-auth.guard';
import { JwtStrategy } from './guards/jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { AccessTokenSessions } from './sessions/access-token-sessions';
import { SessionsCleanupJob } from './sessions/sessions-cleanup.job';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';

/**
 * Access tokens and their passport-jwt strategy, the guards, the password hasher and SessionsService, available to every module without
 * importing AuthModule (e.g. profile delete calls `SessionsService.revokeAllForUser`).
 */
@Global()
@Module({
  imports: [JwtModule.register({}), PassportModule],
  providers: [AccessTokenService, JwtStrategy, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard, AdminAccessService, PasswordHasher, SessionsRepository, SessionsService, SessionsCleanupJob, AccessTokenSessions],
  exports: [AccessTokenService, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard, AdminAccessService, PasswordHasher, SessionsService, SessionsCleanupJob],
})
export class AuthCoreModule {}
