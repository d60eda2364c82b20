import { Module } from '@nestjs/common';
import { PasswordHasher } from '../auth/password-hasher';
import { AdminsController } from './admins.controller';
import { AdminsRepository } from './admins.repository';
import { AdminsService } from './admins.service';

@Module({
  controllers: [AdminsController],
  providers: [AdminsRepository, AdminsService, PasswordHasher],
})
export class AdminsModule {}
