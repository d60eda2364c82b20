export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/**
 * Contact messages per IP address over a sliding window, in this process's memory (DESIGN §2:
 * in-process by default). Keys whose hits have all expired are dropped, so memory stays bounded.
 * Registered with a factory: the clock parameter is a test seam, not a provider.
 */
export class ContactRateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a submission; returns the seconds to wait when the IP is over the limit (nothing is counted then). */
  consume(ip: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    this.sweep(now);
    const recent = (this.hits.get(ip) ?? []).filter((at) => at > now - CONTACT_LIMIT.windowMs);
    if (recent.length >= CONTACT_LIMIT.max) {
      this.hits.set(ip, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + CONTACT_LIMIT.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(ip, recent);
    return { allowed: true };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [ip, times] of this.hits) {
      if (times[times.length - 1] <= now - CONTACT_LIMIT.windowMs) this.hits.delete(ip);
    }
  }
}
