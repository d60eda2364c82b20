import { Injectable } from '@nestjs/common';
import { Clock } from '../auth/rate-limit/clock';
import { RateLimitStore } from '../auth/rate-limit/rate-limit.store';

export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/** Contact messages per IP address, counted in the app's rate-limit store (shared by every instance when RATE_LIMIT_STORE=postgres). */
@Injectable()
export class ContactRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Counts a submission; over the limit, says how many seconds until the address's window ends. */
  async consume(ip: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const window = await this.store.hit(`contact:ip:${ip}`, CONTACT_LIMIT.windowMs);
    if (window.count <= CONTACT_LIMIT.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - this.clock.now()) / 1000)) };
  }
}
