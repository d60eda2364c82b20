import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { StorageService } from '../storage/storage.service';
import { VerificationRepository } from './verification.repository';

const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes approved identity documents once DOCUMENT_RETENTION_DAYS have passed since approval, and
 * any documents left of a deleted profile. Daily at 04:30 in New Zealand (clear of the 02:00–03:00
 * clock changes); idempotent, and rows are claimed with SKIP LOCKED so several instances never
 * collide. `run()` is what tests call.
 */
@Injectable()
export class DocumentRetentionJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(DocumentRetentionJob.name);

  constructor(
    private readonly repository: VerificationRepository,
    private readonly storage: StorageService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runScheduledJobs) return;
    const job = CronJob.from({ cronTime: '0 30 4 * * *', timeZone: 'Pacific/Auckland', onTick: () => void this.runSafely(), start: true });
    this.scheduler.addCronJob('document-retention', job as never);
  }

  /** Returns how many documents were deleted. A file that cannot be deleted keeps its row, for the next run. */
  async run(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.documentRetentionDays * DAY_MS);
    await this.repository.transaction((manager) => this.repository.stampApprovalOfVerifiedProfiles(manager, now));
    let deleted = 0;
    for (;;) {
      const count = await this.repository.transaction(async (manager) => {
        const documents = await this.repository.findDueForDeletion(manager, cutoff, BATCH);
        await this.storage.deleteAll(this.storage.documentsBucket, documents.map((document) => document.fileUrl));
        await this.repository.deleteDocuments(manager, documents.map((document) => document.id));
        return documents.length;
      });
      deleted += count;
      if (count < BATCH) break;
    }
    return deleted;
  }

  private async runSafely(): Promise<void> {
    try {
      const deleted = await this.run();
      if (deleted) this.logger.log(`Deleted ${deleted} identity document(s) past retention or of deleted profiles`);
    } catch (error) {
      this.logger.error(`Document retention failed: ${(error as Error).message}`);
    }
  }
}
