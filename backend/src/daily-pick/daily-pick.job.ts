import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { nzDate } from '../common/time/nz-date';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { DailyPickService } from './daily-pick.service';

/**
 * Chooses the Girl of the Day at midnight in New Zealand (midnight is clear of the DST change).
 * Idempotent: one pick per date, kept by a unique key. `run()` is what tests call.
 */
@Injectable()
export class DailyPickJob {
  constructor(
    private readonly dailyPick: DailyPickService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 0 0 * * *', { name: 'daily-pick', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('daily-pick', () => this.run(now), (profileId) => (profileId ? `picked profile ${profileId}` : 'no listed profile to pick'), now);
  }

  run(now: Date = new Date()): Promise<string | null> {
    return this.dailyPick.ensurePick(nzDate(now));
  }
}
