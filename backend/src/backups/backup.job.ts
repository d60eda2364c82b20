import { Inject, Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { BackupsService } from './backups.service';

/**
 * The nightly backup, at BACKUP_SCHEDULE in New Zealand time (default 01:30, clear of the 02:00-03:00
 * clock changes): registered at start because the schedule is a setting; once per schedule across
 * instances (JobRunner), and never beside another backup (the backup's own lock). `onSchedule()` is what tests call.
 */
@Injectable()
export class BackupJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('Backups');

  constructor(
    private readonly backups: BackupsService,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly scheduler?: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runScheduledJobs || !this.config.backupSchedule || !this.scheduler) return;
    const job = CronJob.from({ cronTime: this.config.backupSchedule, timeZone: 'Pacific/Auckland', waitForCompletion: true, onTick: async () => void (await this.onSchedule()) });
    this.scheduler.addCronJob('backup', job);
    job.start();
    this.logger.log(`Backups at "${this.config.backupSchedule}" (New Zealand time) to ${this.backups.location.description}`);
  }

  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce(
      'backup',
      () => this.backups.backUp('schedule', now),
      (backup) => `wrote and verified ${backup.name} (${backup.sizeBytes} bytes, ${backup.rows} rows, ${backup.files} files)${backup.deleted.length ? `; removed ${backup.deleted.length} past retention` : ''}`,
      now,
    );
  }
}
