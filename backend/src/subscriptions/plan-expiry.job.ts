import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SubscriptionsService } from './subscriptions.service';

/** Daily, just after midnight in New Zealand, and once at start so a stopped server catches up. */
@Injectable()
export class PlanExpiryJob implements OnApplicationBootstrap, OnModuleDestroy {
  /** The cron trigger, when this process runs scheduled jobs. */
  cron?: CronJob;
  private readonly logger = new Logger(PlanExpiryJob.name);
  private catchUp?: Promise<number>;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runScheduledJobs) return;
    const job = (this.cron = CronJob.from({ cronTime: '0 5 0 * * *', timeZone: 'Pacific/Auckland', onTick: () => void this.run(), start: true }));
    this.scheduler.addCronJob('plan-expiry', job as never);
    this.catchUp = this.run();
  }

  /** Lets the start-up sweep finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    await this.catchUp;
  }

  async run(now: Date = new Date()): Promise<number> {
    try {
      const expired = await this.subscriptions.expireDuePlans(now);
      if (expired) this.logger.log(`Returned ${expired} expired plan(s) to Free`);
      await this.subscriptions.notifyPlansEndingSoon(now);
      return expired;
    } catch (error) {
      this.logger.error(`Plan expiry failed: ${String(error)}`);
      return 0;
    }
  }
}
