import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../../scheduled-jobs/job-runner.service';
import { InvoicesService } from '../invoices/invoices.service';

/**
 * Daily, just after midnight in New Zealand: unpaid invoices past their due date become overdue,
 * and those still open 30 days after it are voided. Each step is one UPDATE that only moves rows
 * still in the earlier state, so a second run changes nothing more; the job runner runs it once per
 * schedule across instances.
 */
@Injectable()
export class InvoiceDeadlinesJob {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 10 0 * * *', { name: 'invoice-deadlines', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce(
      'invoice-deadlines',
      () => this.run(now),
      ({ overdue, voided }) => (overdue || voided ? `${overdue} invoice(s) now overdue, ${voided} voided` : undefined),
      now,
    );
  }

  async run(now: Date = new Date()): Promise<{ overdue: number; voided: number }> {
    const overdue = await this.invoices.markOverdue(now);
    const voided = await this.invoices.voidLapsed(now);
    return { overdue, voided };
  }
}
