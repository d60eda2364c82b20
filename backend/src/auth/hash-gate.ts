import { availableParallelism } from 'node:os';
import { WorkGate, WorkGateLimits } from '../common/concurrency/work-gate';

/** How long a refused caller is told to wait: a hash takes well under a second. */
export const HASH_GATE_RETRY_AFTER_SECONDS = 2;

export type HashGateLimits = WorkGateLimits;

/**
 * About one argon2 hash per core: each takes 64 MiB and a libuv thread for a few hundred ms, so
 * twenty at once would take every thread and stall the rest of the app (database connections
 * timing out). The default keeps one core free for everything else.
 */
export function defaultHashGateLimits(cores = availableParallelism()): HashGateLimits {
  return hashGateLimits(Math.max(1, cores - 1));
}

/** `running` hashes at once, eight times as many waiting: a queue of a few seconds at most. */
export function hashGateLimits(running: number): HashGateLimits {
  return { running, waiting: running * 8 };
}

/** The gate in front of password hashing (see PasswordHasher). */
export class HashGate extends WorkGate {
  constructor(limits: WorkGateLimits) {
    super(limits, { retryAfterSeconds: HASH_GATE_RETRY_AFTER_SECONDS, rests: true });
  }
}
