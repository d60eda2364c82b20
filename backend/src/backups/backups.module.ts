import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminBackupsController } from './admin-backups.controller';
import { BackupJob } from './backup.job';
import { backupsRepositoryProvider } from './backups.repository';
import { BackupsService } from './backups.service';

/** Backups of the database and stored files: the nightly job, the back office's screen, /metrics' last success. */
@Module({
  imports: [AuthModule],
  controllers: [AdminBackupsController],
  providers: [BackupsService, BackupJob, backupsRepositoryProvider],
  exports: [BackupsService],
})
export class BackupsModule {}
