import { availableParallelism } from 'node:os';
import { OVERLOADED_MESSAGE, ServiceUnavailableException } from '../common/http/service-unavailable';

/** How long a refused caller is told to wait: a hash takes well under a second. */
export const HASH_GATE_RETRY_AFTER_SECONDS = 2;

export interface HashGateLimits {
  /** Hashes running at once. */
  running: number;
  /** Hashes waiting their turn; one more is refused with 503. */
  waiting: number;
}

/**
 * About one argon2 hash per core: each takes 64 MiB and a libuv thread for a few hundred ms, so
 * twenty at once used to take every thread and stall the rest of the app (database connections
 * timing out). The default keeps one core free for everything else.
 */
export function defaultHashGateLimits(cores = availableParallelism()): HashGateLimits {
  return hashGateLimits(Math.max(1, cores - 1));
}

/** `running` hashes at once, eight times as many waiting: a queue of a few seconds at most. */
export function hashGateLimits(running: number): HashGateLimits {
  return { running, waiting: running * 8 };
}

/** A counting semaphore with a bounded queue in front of password hashing. */
export class HashGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: HashGateLimits) {}

  /** Whether a hash asked for now would run, or at least get a place in the queue. */
  hasRoom(): boolean {
    return this.running < this.limits.running || this.queue.length < this.limits.waiting;
  }

  /** Refuses with 503 and Retry-After when a hash asked for now would not even get a place in the queue. */
  assertRoom(): void {
    if (!this.hasRoom()) throw new ServiceUnavailableException(OVERLOADED_MESSAGE, HASH_GATE_RETRY_AFTER_SECONDS);
  }

  /** Runs `work` when a slot is free; refuses with 503 and Retry-After at once when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.running) {
      this.assertRoom();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    const started = Date.now();
    try {
      return await work();
    } finally {
      if (this.queue.length) {
        // Under a queue, a slot rests as long as its hash took before the next one starts: hashing
        // then takes at most half of its cores' time, and the rest of the app keeps the other half.
        setTimeout(() => this.handOn(), Date.now() - started).unref();
      } else {
        this.handOn();
      }
    }
  }

  /** The slot passes straight to the next in line, so `running` never dips and lets a newcomer jump the queue. */
  private handOn(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }
}
