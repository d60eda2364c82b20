import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminsController } from './admins.controller';
import { AdminsRepository } from './admins.repository';
import { AdminsService } from './admins.service';

/** The superadmin's Settings: who is an admin and with which flags, and setting an account's password. */
@Module({
  imports: [AuthModule],
  controllers: [AdminsController, AdminUsersController],
  providers: [AdminsRepository, AdminsService],
})
export class AdminsModule {}
