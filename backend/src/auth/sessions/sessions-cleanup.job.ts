import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { JobOutcome, JobRunner } from '../../scheduled-jobs/job-runner.service';
import { SessionsRepository } from './sessions.repository';

const DAY = 24 * 60 * 60 * 1000;
/** How long an ended session is kept (for support questions such as "was I signed out?"). */
export const ENDED_SESSION_RETENTION_DAYS = 30;

/** Daily at 04:15 New Zealand time (clear of the 02:00–03:00 daylight-saving hour). The DELETEs are idempotent. */
@Injectable()
export class SessionsCleanupJob {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron('0 15 4 * * *', { name: 'sessions-cleanup', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce(
      'sessions-cleanup',
      () => this.run(now),
      (removed) => (removed.sessions || removed.tokens ? `removed ${removed.sessions} ended session(s) and ${removed.tokens} old refresh token(s)` : undefined),
      now,
    );
  }

  run(now: Date = new Date()): Promise<{ sessions: number; tokens: number }> {
    return this.sessions.deleteStale(
      new Date(now.getTime() - ENDED_SESSION_RETENTION_DAYS * DAY),
      new Date(now.getTime() - this.config.refreshTokenTtlDays * DAY),
      now,
    );
  }
}
