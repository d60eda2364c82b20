import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokenService } from './access-token.service';
import { AdminUser } from './entities/admin-user.entity';
import { AdminGuard } from './guards/admin.guard';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './guards/jwt-auth.guard';
import { SessionsCleanupJob } from './sessions/sessions-cleanup.job';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';

/**
 * Token verification, the guards and SessionsService, available to every module without
 * importing AuthModule (e.g. profile delete calls `SessionsService.revokeAllForUser`).
 */
@Global()
@Module({
  imports: [JwtModule.register({}), TypeOrmModule.forFeature([AdminUser])],
  providers: [AccessTokenService, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard, SessionsRepository, SessionsService, SessionsCleanupJob],
  exports: [AccessTokenService, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard, SessionsService, SessionsCleanupJob, TypeOrmModule],
})
export class AuthCoreModule {}
