import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { DataExportRepository } from './data-export.repository';
import { DataExportWorker } from './data-export.worker';

const BATCH = 100;
/** A request's row (no file, no usable link) is kept this long: it counts towards the daily limit and answers a stale link with 410. */
export const REQUEST_ROWS_KEPT_DAYS = 30;

export interface CleanupResult {
  filesDeleted: number;
  requestsDeleted: number;
}

/**
 * Every 15 minutes: deletes the files of data exports whose link was used, expired (24 hours) or
 * never made (a failed build), and the requests older than 30 days. Runs once per schedule across
 * instances (JobRunner); a file that cannot be deleted keeps its row, for the next run. `run()` is what tests call.
 */
@Injectable()
export class DataExportCleanupJob {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly worker: DataExportWorker,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 */15 * * * *', { name: 'data-export-cleanup', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce(
      'data-export-cleanup',
      () => this.run(now),
      ({ filesDeleted, requestsDeleted }) => (filesDeleted || requestsDeleted ? `deleted ${filesDeleted} data export file(s) and ${requestsDeleted} old request(s)` : undefined),
      now,
    );
  }

  async run(now: Date = new Date()): Promise<CleanupResult> {
    let filesDeleted = 0;
    for (;;) {
      const due = await this.repository.findFilesToDelete(now, BATCH);
      const results = await Promise.allSettled(due.map((file) => this.worker.deleteFileOf(file.id, now)));
      filesDeleted += results.filter((result) => result.status === 'fulfilled').length;
      if (due.length < BATCH || results.some((result) => result.status === 'rejected')) break;
    }
    const requestsDeleted = await this.repository.deleteRequestedBefore(new Date(now.getTime() - REQUEST_ROWS_KEPT_DAYS * 24 * 60 * 60_000));
    return { filesDeleted, requestsDeleted };
  }
}
