import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokenService } from './access-token.service';
import { AdminUser } from './entities/admin-user.entity';
import { AdminGuard } from './guards/admin.guard';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './guards/jwt-auth.guard';

/** Token verification and the guards, available to every module without importing AuthModule. */
@Global()
@Module({
  imports: [JwtModule.register({}), TypeOrmModule.forFeature([AdminUser])],
  providers: [AccessTokenService, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard],
  exports: [AccessTokenService, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard, TypeOrmModule],
})
export class AuthCoreModule {}
