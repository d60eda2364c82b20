import { OVERLOADED_MESSAGE, ServiceUnavailableException } from '../http/errors/service-unavailable';

export interface WorkGateLimits {
  /** Pieces of work running at once. */
  running: number;
  /** Pieces waiting their turn; one more is refused with 503. */
  waiting: number;
}

export interface WorkGateAnswers {
  /** How long a refused caller is told to wait. */
  retryAfterSeconds: number;
  /** Whether a slot rests after its work while others wait (see run): for work that takes whole cores. */
  rests: boolean;
}

/**
 * A counting semaphore with a bounded queue in front of costly work (password hashes, directory
 * totals), so that a burst of it queues, then gets 503, instead of taking every core.
 */
export class WorkGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly limits: WorkGateLimits,
    private readonly answers: WorkGateAnswers,
  ) {}

  /** Whether work asked for now would run, or at least get a place in the queue. */
  hasRoom(): boolean {
    return this.running < this.limits.running || this.queue.length < this.limits.waiting;
  }

  /** Refuses with 503 and Retry-After when work asked for now would not even get a place in the queue. */
  assertRoom(): void {
    if (!this.hasRoom()) throw new ServiceUnavailableException(OVERLOADED_MESSAGE, this.answers.retryAfterSeconds);
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
      if (this.queue.length && this.answers.rests) {
        // Under a queue, a slot rests as long as its work took before the next one starts: the gated
        // work then takes at most half of its slots' time, and the rest of the app keeps the other half.
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
