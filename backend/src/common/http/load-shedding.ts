import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { OVERLOADED_MESSAGE, sendServiceUnavailable, ServiceUnavailableException } from './service-unavailable';

/**
 * When to refuse a new /api request, each a way this instance is saturated:
 * - as many requests under way as it can serve promptly (three per database connection): one more
 *   would only wait behind them (Little's law: waiting time = requests under way / throughput);
 * - as many queries queued for a database connection (the next one would wait for all of them);
 * - the event loop answering over 250 ms late on average for two half-second windows in a row
 *   (every request would wait that long before its first line runs; one long task is not saturation).
 * Refusing at once costs the client a retry; queueing would cost everyone seconds.
 */
export const MAX_EVENT_LOOP_LAG_MS = 250;
export const MAX_PER_DATABASE_CONNECTION = 3;
const LAG_WINDOW_MS = 500;
const RETRY_AFTER_SECONDS = 2;
/** Health checks must answer while the instance sheds, or a balancer would take a busy instance for a dead one. */
const NEVER_SHED = /^\/api\/health(?:\/|$|\?)/;

/** The refusal of a request the instance has no room for, for code that answers before Express (see middleware()). */
export function overloaded(): ServiceUnavailableException {
  return new ServiceUnavailableException(OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS);
}

export type ShedReason = 'requests under way' | 'database pool' | 'event loop';

export class LoadShedder {
  private underWay = 0;
  /** Mean lag of the last two windows. */
  private lagMs = [0, 0];
  private readonly delay = monitorEventLoopDelay({ resolution: 10 });
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pool: Pick<Pool, 'waitingCount'>,
    /** Requests under way, and queries waiting for a connection, at which new requests are refused. */
    private readonly limit: number,
    private readonly onShed: (reason: ShedReason) => void,
  ) {
    this.delay.enable();
    this.timer = setInterval(() => {
      // A window the sampler never ran in (the loop blocked through it) has no mean (NaN), which
      // would read as keeping up: it is added to the next window instead.
      if (this.delay.count === 0) return;
      this.lagMs = [this.lagMs[1], this.delay.mean / 1e6];
      this.delay.reset();
    }, LAG_WINDOW_MS).unref();
  }

  /** Why a new request should be refused now, if it should. */
  saturated(): ShedReason | undefined {
    if (this.underWay >= this.limit) return 'requests under way';
    if (this.pool.waitingCount >= this.limit) return 'database pool';
    if (this.lagMs.every((lag) => lag > MAX_EVENT_LOOP_LAG_MS)) return 'event loop';
    return undefined;
  }

  /** Takes a request on (counted as under way until its answer closes), or says why it should be refused. */
  admit(res: ServerResponse): ShedReason | undefined {
    const reason = this.saturated();
    if (reason) {
      this.onShed(reason);
      return reason;
    }
    this.underWay += 1;
    res.once('close', () => (this.underWay -= 1));
    return undefined;
  }

  /** For /api: a saturated instance answers 503 with Retry-After before doing any work. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (NEVER_SHED.test(req.originalUrl) || !this.admit(res)) return next();
      res.locals.shed = true;
      sendServiceUnavailable(res, OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS);
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.delay.disable();
  }
}
