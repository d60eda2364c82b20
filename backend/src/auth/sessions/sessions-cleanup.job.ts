import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CronJob } from 'cron';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SessionsRepository } from './sessions.repository';

const DAY = 24 * 60 * 60 * 1000;
/** How long an ended session is kept (for support questions such as "was I signed out?"). */
export const ENDED_SESSION_RETENTION_DAYS = 30;

/**
 * Daily at 04:15 New Zealand time (clear of the 02:00–03:00 daylight-saving hour). The DELETEs
 * are idempotent, so several instances running it at once do no harm.
 */
@Injectable()
export class SessionsCleanupJob implements OnApplicationBootstrap, OnModuleDestroy {
  private cron?: CronJob;
  private readonly logger = new Logger('SessionsCleanup');

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runScheduledJobs) return;
    this.cron = CronJob.from({ cronTime: '0 15 4 * * *', timeZone: 'Pacific/Auckland', onTick: () => void this.run(), start: true });
  }

  onModuleDestroy(): void {
    void this.cron?.stop();
  }

  async run(now: Date = new Date()): Promise<{ sessions: number; tokens: number }> {
    try {
      const removed = await this.sessions.deleteStale(
        new Date(now.getTime() - ENDED_SESSION_RETENTION_DAYS * DAY),
        new Date(now.getTime() - this.config.refreshTokenTtlDays * DAY),
      );
      if (removed.sessions || removed.tokens) this.logger.log(`Removed ${removed.sessions} ended session(s) and ${removed.tokens} old refresh token(s)`);
      return removed;
    } catch (error) {
      this.logger.error(`Session clean-up failed: ${String(error)}`);
      return { sessions: 0, tokens: 0 };
    }
  }
}
