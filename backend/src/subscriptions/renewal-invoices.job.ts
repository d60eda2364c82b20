import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { SubscriptionsService } from './subscriptions.service';

/** Daily in New Zealand: renewal invoices for plans ending within 7 days. Idempotent (one invoice per plan end). */
@Injectable()
export class RenewalInvoicesJob {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 20 0 * * *', { name: 'renewal-invoices', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('renewal-invoices', () => this.run(now), (sent) => (sent ? `sent ${sent} renewal invoice(s)` : undefined), now);
  }

  run(now: Date = new Date()): Promise<number> {
    return this.subscriptions.sendRenewalInvoices(now);
  }
}
