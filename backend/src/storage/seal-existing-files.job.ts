import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { SealingReport } from './sealing-storage.driver';
import { StorageService } from './storage.service';

/**
 * One-off in effect: seals the identity documents and data exports stored before sealing existed
 * (and any an older instance wrote during a rolling upgrade), at start and daily at 04:45 in New
 * Zealand; once all are sealed a run only lists the private bucket. `run()` is what tests call.
 */
@Injectable()
export class SealExistingFilesJob implements OnApplicationBootstrap, OnModuleDestroy {
  private atStart?: Promise<JobOutcome>;

  constructor(
    private readonly storage: StorageService,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runScheduledJobs) this.atStart = this.onSchedule().catch(() => 'failed' as const);
  }

  async onModuleDestroy(): Promise<void> {
    await this.atStart;
  }

  @Cron('0 45 4 * * *', { name: 'seal-existing-files', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce(
      'seal-existing-files',
      () => this.run(),
      (report) =>
        [report.sealed && `sealed ${report.sealed} older file(s)`, report.withoutKey.length && `${report.withoutKey.length} sealed file(s) have no key: ${report.withoutKey.slice(0, 5).join(', ')}`]
          .filter(Boolean)
          .join('; ') || undefined,
      now,
    );
  }

  run(): Promise<SealingReport> {
    return this.storage.driver.sealExisting();
  }
}
