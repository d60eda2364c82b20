import { Module } from '@nestjs/common';
import { AuthModule } from '../auth.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';

/** Forgot/reset password. Uses AccountsService to set the password (which ends every session). */
@Module({
  imports: [AuthModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetRepository, PasswordResetService],
  exports: [PasswordResetService],
})
export class PasswordResetModule {}
