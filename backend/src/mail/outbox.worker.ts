import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailSender } from './mail-sender.service';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './outbox-retry';
import { OutboxRepository } from './outbox.repository';

const POLL_INTERVAL_MS = 5_000;
const BATCH_SIZE = 50;

export interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || 'Failed to send email').slice(0, 1000);
}

/** A 5xx SMTP reply (unknown mailbox, rejected recipient) will not change on retry; anything else might. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers due outbox emails. Polls while the app runs scheduled jobs; tests call
 * `processOutbox()` directly. Safe with several instances: each row is claimed with
 * FOR UPDATE SKIP LOCKED, so no two workers send the same email.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private timer?: NodeJS.Timeout;
  private running?: Promise<OutboxRun>;
  private stopped = false;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly sender: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runScheduledJobs) this.schedule(0);
  }

  /** Stops polling and lets a send in progress finish while the database connection is still open. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Sends soon instead of at the next poll (after an admin reply, for instance). */
  wake(): void {
    if (this.config.runScheduledJobs && !this.stopped && !this.running) this.schedule(0);
  }

  /** Delivers what is due at `now`: each email is sent, rescheduled with backoff, or marked failed. */
  async processOutbox(now: Date = new Date()): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
    const seen: string[] = [];
    for (let i = 0; i < BATCH_SIZE; i += 1) {
      const found = await this.outbox.withNextDue(now, seen, async (email, manager) => {
        seen.push(email.id);
        const attempts = email.attempts + 1;
        try {
          await this.sender.send(email);
          await this.outbox.markSent(manager, email.id, attempts, new Date());
          run.sent += 1;
        } catch (error) {
          const reason = describe(error);
          if (attempts >= MAX_SEND_ATTEMPTS || isPermanent(error)) {
            await this.outbox.markFailed(manager, email.id, attempts, reason);
            this.logger.error(`Gave up on ${email.kind} email ${email.id} to ${email.recipient} after ${attempts} attempts: ${reason}`);
            run.failed += 1;
          } else {
            await this.outbox.markRetry(manager, email.id, attempts, new Date(now.getTime() + retryDelayMs(attempts)), reason);
            this.logger.warn(`Could not send ${email.kind} email ${email.id} (attempt ${attempts}), will retry: ${reason}`);
            run.retrying += 1;
          }
        }
      });
      if (!found) break;
    }
    return run;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = this.processOutbox();
    try {
      await this.running;
    } catch (error) {
      this.logger.error(`Outbox run failed: ${describe(error)}`);
    } finally {
      this.running = undefined;
      if (!this.stopped) this.schedule(POLL_INTERVAL_MS);
    }
  }
}
