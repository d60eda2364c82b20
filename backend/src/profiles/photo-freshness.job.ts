import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { FreshnessRun, PhotoFreshnessService } from './photo-freshness.service';

/**
 * Hourly: owners whose newest photo turned 6 months old are reminded, profiles
 * whose newest photo turned 12 months old leave the directory. Hourly rather than daily so a crossing is acted
 * on within the hour; a run that finds nothing costs two indexed queries. Idempotent, under the runner's lock.
 */
@Injectable()
export class PhotoFreshnessJob {
  constructor(
    private readonly freshness: PhotoFreshnessService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 25 * * * *', { name: 'photo-freshness', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('photo-freshness', () => this.run(now), report, now);
  }

  run(now: Date = new Date()): Promise<FreshnessRun> {
    return this.freshness.run(now);
  }
}

function report({ reminded, withheld }: FreshnessRun): string | undefined {
  const parts = [reminded.length ? `reminded ${reminded.length} owner(s) to update photos` : '', withheld.length ? `took ${withheld.length} profile(s) with photos over 12 months old out of the directory: ${withheld.join(', ')}` : ''];
  return parts.filter(Boolean).join('; ') || undefined;
}
