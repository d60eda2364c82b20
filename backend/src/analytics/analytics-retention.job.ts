import { addDays } from 'contract';
import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { nzDate } from '../common/time/nz-date';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { AnalyticsRepository } from './analytics.repository';

/** Daily counters are kept this many days (a year and a bit, for the same month last year). */
export const RETENTION_DAYS = 400;

/** Deletes daily counters older than 400 days, and any salt of a day that is over, at 03:50 New Zealand time (after the DST hour). */
@Injectable()
export class AnalyticsRetentionJob {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 50 3 * * *', { name: 'analytics-retention', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('analytics-retention', () => this.run(now), (deleted) => `deleted ${deleted} daily rows`, now);
  }

  async run(now: Date = new Date()): Promise<number> {
    const today = nzDate(now);
    await this.repository.deleteSaltsBefore(today);
    return this.repository.deleteDaysBefore(addDays(today, 1 - RETENTION_DAYS));
  }
}
