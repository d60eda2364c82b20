/** A counter over a fixed time window. */
export interface WindowCount {
  count: number;
  /** Epoch ms when the window ends and the count starts again from zero. */
  resetAt: number;
  /** Epoch ms of the latest hit. */
  lastHitAt: number;
}

/**
 * Where rate-limit counters live. The in-process store suits one instance; several instances
 * behind a load balancer need a shared implementation (e.g. Redis INCR + PEXPIRE) of this interface.
 */
export abstract class RateLimitStore {
  /** Adds one hit to the key's window (starting a new window when there is none) and returns the count. */
  abstract hit(key: string, windowMs: number): Promise<WindowCount>;
  abstract peek(key: string): Promise<WindowCount | undefined>;
  abstract reset(key: string): Promise<void>;
}
