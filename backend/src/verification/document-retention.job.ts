import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { StorageService } from '../storage/storage.service';
import { VerificationRepository } from './verification.repository';
import { VerificationService } from './verification.service';

const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes approved identity documents once DOCUMENT_RETENTION_DAYS have passed since approval, and
 * any documents left of a deleted profile. Daily at 04:30 in New Zealand (clear of the 02:00–03:00
 * clock changes); idempotent, and rows are claimed with SKIP LOCKED so several instances never
 * collide. `run()` is what tests call.
 */
@Injectable()
export class DocumentRetentionJob {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly verification: VerificationService,
    private readonly storage: StorageService,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron('0 30 4 * * *', { name: 'document-retention', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce(
      'document-retention',
      () => this.run(now),
      (deleted) => (deleted ? `deleted ${deleted} identity document(s) past retention or of deleted profiles` : undefined),
      now,
    );
  }

  /** Returns how many documents were deleted. A file that cannot be deleted keeps its row, for the next run. */
  async run(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.documentRetentionDays * DAY_MS);
    await this.verification.stampApprovalOfVerifiedProfiles(now);
    const ownersGone = await this.verification.ownersWithoutLiveProfile();
    let deleted = 0;
    for (;;) {
      const count = await this.repository.transaction(async (manager) => {
        const documents = await this.repository.findDueForDeletion(manager, cutoff, ownersGone, BATCH);
        await this.storage.deleteAll(this.storage.documentsBucket, documents.map((document) => document.fileUrl));
        await this.repository.deleteDocuments(manager, documents.map((document) => document.id));
        return documents.length;
      });
      deleted += count;
      if (count < BATCH) break;
    }
    return deleted;
  }
}
