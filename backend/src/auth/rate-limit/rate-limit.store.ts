/** A counter over a fixed time window. */
export interface WindowCount {
  count: number;
  /** Epoch ms when the window ends and the count starts again from zero. */
  resetAt: number;
  /** Epoch ms of the latest hit. */
  lastHitAt: number;
}

/**
 * Where rate-limit counters live (RATE_LIMIT_STORE): this process's memory suits one instance;
 * several instances behind a load balancer share the PostgreSQL store, so a limit holds across them.
 */
export abstract class RateLimitStore {
  /** Adds one hit to the key's window (starting a new window when there is none) and returns the count. */
  abstract hit(key: string, windowMs: number): Promise<WindowCount>;
  abstract peek(key: string): Promise<WindowCount | undefined>;
  abstract reset(key: string): Promise<void>;
  /** Forgets every counter (tests start each case from a clean slate). */
  abstract clear(): Promise<void>;
}
