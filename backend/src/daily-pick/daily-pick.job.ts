import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { nzToday } from '../profiles/directory/directory-sql';
import { DailyPickService } from './daily-pick.service';

/** Chooses the Girl of the Day at midnight in New Zealand (midnight is clear of the DST change). */
@Injectable()
export class DailyPickJob implements OnApplicationBootstrap {
  /** The cron trigger, when this process runs scheduled jobs. */
  cron?: CronJob;
  private readonly logger = new Logger(DailyPickJob.name);

  constructor(
    private readonly dailyPick: DailyPickService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runScheduledJobs) return;
    const job = (this.cron = CronJob.from({ cronTime: '0 0 0 * * *', timeZone: 'Pacific/Auckland', onTick: () => void this.run(), start: true }));
    this.scheduler.addCronJob('daily-pick', job as never);
  }

  async run(now: Date = new Date()): Promise<string | null> {
    try {
      return await this.dailyPick.ensurePick(nzToday(now));
    } catch (error) {
      this.logger.error(`Choosing the Girl of the Day failed: ${String(error)}`);
      return null;
    }
  }
}
