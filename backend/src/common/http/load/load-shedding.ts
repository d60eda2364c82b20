import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { OVERLOADED_MESSAGE } from '../errors/service-unavailable';

/**
 * When to refuse a new /api request, each a way this instance is saturated:
 * - as many requests under way as it can serve promptly: at most three per database connection,
 *   and, once it has had to refuse, no more than it ended in the last TARGET_WAIT_MS (Little's law:
 *   waiting time = requests under way / throughput), so a machine that slows down still answers
 *   what it takes within about that time;
 * - as many queries queued for a database connection (the next one would wait for all of them);
 * - the event loop answering over 250 ms late on average for two half-second windows in a row
 *   (every request would wait that long before its first line runs; one long task is not saturation),
 *   with one request under way per database connection already.
 * Refusing at once costs the client a retry; queueing would cost everyone seconds.
 */
export const MAX_EVENT_LOOP_LAG_MS = 250;
export const MAX_PER_DATABASE_CONNECTION = 3;
/** How long a request taken on may wait for the ones ahead of it. */
export const TARGET_WAIT_MS = 1_000;
export const LAG_WINDOW_MS = 500;
const RETRY_AFTER_SECONDS = 2;
/** Health checks must answer while the instance sheds, or a balancer would take a busy instance for a dead one. */
const NEVER_SHED = /^\/api\/health(?:\/|$|\?)/;
/** The refusal, written once: under a spike most answers are refusals, and each must cost next to nothing. */
export const REFUSAL = Buffer.from(JSON.stringify({ statusCode: 503, message: OVERLOADED_MESSAGE, error: 'Service Unavailable' }));
export const REFUSAL_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Length': REFUSAL.length,
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

export type ShedReason = 'requests under way' | 'database pool' | 'event loop';

export class LoadShedder {
  private underWay = 0;
  /** Requests under way at which new ones are refused: `limit`, lowered while refusing to what the rate of answers allows. */
  private cap: number;
  private endedInWindow = 0;
  private refusedInWindow = 0;
  /** Mean lag of the last two windows. */
  private lagMs = [0, 0];
  private readonly delay = monitorEventLoopDelay({ resolution: 10 });
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pool: Pick<Pool, 'waitingCount'>,
    /** Requests under way, and queries waiting for a connection, at which new requests are refused. */
    private readonly limit: number,
    private readonly onShed: (reason: ShedReason) => void,
    /** The fewest requests under way the cap is lowered to (one per database connection). */
    private readonly floor = Math.max(1, Math.floor(limit / MAX_PER_DATABASE_CONNECTION)),
  ) {
    this.cap = limit;
    this.delay.enable();
    this.timer = setInterval(() => {
      this.windowEnded(LAG_WINDOW_MS);
      // A window the sampler never ran in (the loop blocked through it) has no mean (NaN), which
      // would read as keeping up: it is added to the next window instead.
      if (this.delay.count === 0) return;
      this.lagMs = [this.lagMs[1], this.delay.mean / 1e6];
      this.delay.reset();
    }, LAG_WINDOW_MS).unref();
  }

  /** Requests under way at which the next is refused. */
  get requestCap(): number {
    return this.cap;
  }

  /**
   * Sets the cap for the next window: without refusals the rate of answers says nothing of what the
   * instance could serve, so the cap goes back to `limit`; with them, it is what the last window's
   * rate answers within TARGET_WAIT_MS.
   */
  windowEnded(windowMs: number): void {
    const sustainable = Math.round((this.endedInWindow * TARGET_WAIT_MS) / windowMs);
    this.cap = this.refusedInWindow === 0 ? this.limit : Math.min(this.limit, Math.max(this.floor, sustainable));
    this.endedInWindow = 0;
    this.refusedInWindow = 0;
  }

  /**
   * Why a new request should be refused now, if it should. A late event loop lowers the cap to its
   * floor rather than refusing everything: refusals are work too, and under a spike they alone would
   * keep the loop late, so nothing would be served again.
   */
  saturated(): ShedReason | undefined {
    const late = this.lagMs.every((lag) => lag > MAX_EVENT_LOOP_LAG_MS);
    if (late && this.underWay >= this.floor) return 'event loop';
    if (this.underWay >= this.cap) return 'requests under way';
    if (this.pool.waitingCount >= this.limit) return 'database pool';
    return undefined;
  }

  /** Takes a request on (counted as under way until its answer closes), or says why it should be refused. */
  admit(res: ServerResponse): ShedReason | undefined {
    const reason = this.saturated();
    if (reason) {
      this.refusedInWindow += 1;
      this.onShed(reason);
      return reason;
    }
    this.underWay += 1;
    res.once('close', () => {
      this.underWay -= 1;
      this.endedInWindow += 1;
    });
    return undefined;
  }

  /**
   * For /api, first of all: a saturated instance answers 503 with Retry-After before any other
   * work (no log line, no request id: the shed counter says how many), and lets health checks through.
   */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (NEVER_SHED.test(req.originalUrl) || !this.admit(res)) return next();
      res.locals.shed = true;
      res.writeHead(503, REFUSAL_HEADERS).end(REFUSAL);
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.delay.disable();
  }
}
