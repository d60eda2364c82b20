import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { SubscriptionsService } from './subscriptions.service';

/** Daily, just after midnight in New Zealand, and once at start so a stopped server catches up. Idempotent. */
@Injectable()
export class PlanExpiryJob implements OnApplicationBootstrap, OnModuleDestroy {
  private catchUp?: Promise<JobOutcome>;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runScheduledJobs) this.catchUp = this.onSchedule().catch(() => 'failed' as const);
  }

  /** Lets the start-up sweep finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    await this.catchUp;
  }

  @Cron('0 5 0 * * *', { name: 'plan-expiry', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('plan-expiry', () => this.run(now), (expired) => (expired ? `returned ${expired} expired plan(s) to Free` : undefined), now);
  }

  /** How many plans were returned to Free. */
  async run(now: Date = new Date()): Promise<number> {
    const expired = await this.subscriptions.expireDuePlans(now);
    await this.subscriptions.notifyPlansEndingSoon(now);
    return expired;
  }
}
