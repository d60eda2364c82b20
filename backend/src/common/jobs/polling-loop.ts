import { setTimeout as sleep } from 'node:timers/promises';

export interface PollingLoopOptions {
  /** The pause between the end of one run and the start of the next. */
  intervalMs: number;
  /** How long `stop()` waits for the run under way; work it cuts off must be safe to take again (a lease). */
  stopWaitMs: number;
  onError: (error: unknown) => void;
}

/**
 * The background loop of a queue kept in the database (the mail outbox, data exports): one run at a
 * time, the next `intervalMs` after the last ends, at once when woken. Runs claim their rows with a
 * lease, so the loop itself holds no state that a crash could lose.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private started = false;
  private stoppedFlag = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly options: PollingLoopOptions,
  ) {}

  /** Whether a run under way should stop taking new work. */
  get stopped(): boolean {
    return this.stoppedFlag;
  }

  start(): void {
    this.started = true;
    this.schedule(0);
  }

  /** Runs soon instead of at the next poll (new work was just queued). */
  wake(): void {
    if (this.started && !this.stoppedFlag && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stoppedFlag = true;
    clearTimeout(this.timer);
    await Promise.race([this.running?.catch(() => undefined), sleep(this.options.stopWaitMs, undefined, { ref: false })]);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stoppedFlag || this.running) return;
    this.running = this.run();
    try {
      await this.running;
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.running = undefined;
      if (!this.stoppedFlag) this.schedule(this.options.intervalMs);
    }
  }
}
