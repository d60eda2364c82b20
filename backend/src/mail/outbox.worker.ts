import { ThreadMessages } from 'contract';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { PollingLoop } from '../common/jobs/polling-loop';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../observability/metrics.service';
import { MailSender } from './mail-sender.service';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './outbox-retry';
import { ClaimedEmail, OutboxRepository } from './outbox.repository';

const POLL_INTERVAL_MS = 5_000;
const BATCH_SIZE = 50;
/** Emails handed to the SMTP server at once: one slow recipient server holds up one lane, not the outbox. */
export const PARALLEL_SENDS = 4;
/** A shutdown waits this long for the sends under way; one cut off is sent again once its lease ends. */
const FLUSH_WAIT_MS = 3_000;

export interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || ThreadMessages.emailFailed).slice(0, 1000);
}

/** A 5xx SMTP reply (unknown mailbox, rejected recipient) will not change on retry; anything else might. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers due outbox emails, several at a time. Polls while the app runs scheduled jobs; tests
 * call `processOutbox()` directly. Safe with several instances: each attempt claims its row in
 * one statement (SKIP LOCKED plus a lease), so no two workers send the same email, and no
 * database transaction is open while the SMTP server is talked to.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly loop = new PollingLoop(() => this.processOutbox(), {
    intervalMs: POLL_INTERVAL_MS,
    stopWaitMs: FLUSH_WAIT_MS,
    onError: (error) => this.logger.error(`Outbox run failed: ${describe(error)}`),
  });

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly sender: MailSender,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    metrics.databaseGauge('mail_outbox_pending', 'Emails waiting in the outbox to be sent', [], async (set) => set({}, await this.outbox.countPending()));
  }

  onApplicationBootstrap(): void {
    if (this.config.runScheduledJobs) this.loop.start();
  }

  /** Stops taking emails and lets the sends under way finish while the database connection is still open. */
  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  /** Sends soon instead of at the next poll (after an admin reply, for instance). */
  wake(): void {
    this.loop.wake();
  }

  /**
   * Delivers what is due at `now`: each email is sent, rescheduled with backoff, or marked failed.
   * The clock runs on from `now` as real time passes, so a retry is counted from the failure.
   */
  async processOutbox(now: Date = new Date()): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
    const startedAt = Date.now();
    const clock = () => new Date(now.getTime() + (Date.now() - startedAt));
    const leaseMs = this.config.mailSendTimeoutMs + 60_000;
    let budget = BATCH_SIZE;
    const lane = async () => {
      while (budget > 0 && !this.loop.stopped) {
        budget -= 1;
        const email = await this.outbox.claimNextDue(now, new Date(clock().getTime() + leaseMs));
        if (!email) return;
        await this.deliver(email, clock, run);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_SENDS }, lane));
    return run;
  }

  private async deliver(email: ClaimedEmail, clock: () => Date, run: OutboxRun): Promise<void> {
    try {
      await this.sender.send(email);
    } catch (error) {
      const reason = describe(error);
      if (email.attempts >= MAX_SEND_ATTEMPTS || isPermanent(error)) {
        await this.outbox.markFailed(email, reason);
        this.metrics.mailFailures.inc({ outcome: 'given up' });
        this.logger.error(`Gave up on ${email.kind} email ${email.id} to ${email.recipient} after ${email.attempts} attempts: ${reason}`);
        run.failed += 1;
      } else {
        await this.outbox.markRetry(email, new Date(clock().getTime() + retryDelayMs(email.attempts)), reason);
        this.metrics.mailFailures.inc({ outcome: 'retry' });
        this.logger.warn(`Could not send ${email.kind} email ${email.id} (attempt ${email.attempts}), will retry: ${reason}`);
        run.retrying += 1;
      }
      return;
    }
    await this.outbox.markSent(email, new Date());
    run.sent += 1;
  }
}
