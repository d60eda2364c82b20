import { OnModuleDestroy } from '@nestjs/common';
import { Clock } from './clock';
import { RateLimitStore, WindowCount } from './rate-limit.store';

/** Counters in this process's memory, swept every minute so memory stays bounded by live windows. */
export class InMemoryRateLimitStore extends RateLimitStore implements OnModuleDestroy {
  private readonly windows = new Map<string, WindowCount>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  constructor(private readonly clock: Clock) {
    super();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.clock.now();
    const current = this.live(key, now);
    const next = current ? { ...current, count: current.count + 1, lastHitAt: now } : { count: 1, resetAt: now + windowMs, lastHitAt: now };
    this.windows.set(key, next);
    return next;
  }

  async peek(key: string): Promise<WindowCount | undefined> {
    return this.live(key, this.clock.now());
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async clear(): Promise<void> {
    this.windows.clear();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private live(key: string, now: number): WindowCount | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
