import { Injectable } from '@nestjs/common';
import { Clock } from './clock';
import { RateLimitStore } from './rate-limit.store';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Fixed-window limits over the app's rate-limit store (shared by every instance when RATE_LIMIT_STORE=postgres). */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one request under `key`: 0 within the limit, else the whole seconds until its window ends (at least 1). */
  async hit(key: string, limit: RateLimit): Promise<number> {
    const window = await this.store.hit(key, limit.windowMs);
    if (window.count <= limit.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.clock.now()) / 1000));
  }
}
