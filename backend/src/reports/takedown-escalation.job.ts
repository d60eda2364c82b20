import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { TakedownsService } from './takedowns.service';

/**
 * Every five minutes: takedown cases still open at their 8-hour deadline are escalated (shown first and
 * in red, emailed to every superadmin). Escalation is marked once per case, so a rerun sends nothing twice.
 */
@Injectable()
export class TakedownEscalationJob {
  constructor(
    private readonly takedowns: TakedownsService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 */5 * * * *', { name: 'takedown-escalation', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('takedown-escalation', () => this.takedowns.escalateOverdue(now), (count) => (count ? `escalated ${count} takedown cases` : undefined), now);
  }
}
