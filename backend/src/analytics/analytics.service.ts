import type { ProfileEventType } from 'contract';
import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { isbot } from 'isbot';
import type { AuthUser } from '../auth/access-token.service';
import { AdminAccessService } from '../auth/guards/admin-access.service';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { appError, ErrorKind, TooManyRequestsException } from '../common/errors/app.exception';
import type { ContactRevealedEvent } from '../events/profile-events';
import { AnalyticsRepository } from './analytics.repository';
import { EventTally } from './event-tally';
import { DayCounts } from './event-types';
import { ProfileLookup } from './profile-lookup';
import { VisitorHasher, VisitorTraits } from './visitor-hasher';
import { ANALYTICS_MESSAGES } from './analytics.messages';

/** In-memory limiter of this process: events must not cost a database write to be refused. */
export const EVENT_LIMITER = Symbol('EVENT_LIMITER');
/** Events one address may send: generous for a household or an office behind one address, far below a flood. */
export const EVENT_LIMIT = { max: 120, windowMs: 60_000 };
const FLUSH_INTERVAL_MS = 10_000;
/** Browsers' User-Agents repeat: isbot's one large pattern is tested once per agent, up to this many remembered. */
const MAX_REMEMBERED_AGENTS = 2_000;

export type EventOutcome = 'counted' | 'repeat' | 'excluded';

/**
 * Counts profile views and contact taps without tracking anyone: increments are kept in memory
 * and added to the per-day rows in one statement every 10 s and at shutdown.
 */
@Injectable()
export class AnalyticsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AnalyticsService.name);
  private readonly tally = new EventTally();
  private readonly botVerdicts = new Map<string, boolean>();
  private flushTimer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly hasher: VisitorHasher,
    private readonly lookup: ProfileLookup,
    private readonly admins: AdminAccessService,
    @Inject(EVENT_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  onApplicationBootstrap(): void {
    this.flushTimer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.flushTimer);
    // A phone reveal still waiting for its tap is counted now (as a call), not lost with the process.
    this.tally.settleReveals(Date.now(), true);
    await this.flush();
  }

  /** One event from the public site; refused (429, 400, 404) or answered 204 whether counted or not. */
  async record(username: string, type: ProfileEventType, visitor: VisitorTraits, viewer: AuthUser | undefined, now: Date = new Date()): Promise<EventOutcome> {
    const wait = await this.limiter.hit(`event:${visitor.ip}`, EVENT_LIMIT);
    if (wait) throw new TooManyRequestsException(`${ANALYTICS_MESSAGES.tooManyEvents} Please try again in ${wait} seconds.`, wait);
    const profile = await this.lookup.listed(username);
    if (!profile) throw appError(ErrorKind.NotFound, ANALYTICS_MESSAGES.profileNotFound);
    if (this.isBot(visitor.userAgent)) return 'excluded';
    if (viewer && (viewer.id === profile.userId || (await this.admins.findByUserId(viewer.id)))) return 'excluded';
    const { day, hash, addressHash } = await this.hasher.hash(visitor, profile.profileId, now);
    return this.tally.count(profile.profileId, day, hash, type, now.getTime(), addressHash) ? 'counted' : 'repeat';
  }

  /**
   * A revealed contact detail counts as a contact tap, under the same rules as the taps:
   * not for bots, the owner or admins, once per visitor per 30 minutes. An email or website reveal is
   * that tap (the mail or web link tapped after it is the same enquiry); a phone reveal waits for
   * the Call or SMS tap that says which it was (EventTally.revealPhone).
   */
  async countReveal(reveal: ContactRevealedEvent): Promise<EventOutcome> {
    const { userAgent } = reveal.visitor;
    if (this.isBot(userAgent)) return 'excluded';
    const viewer = reveal.viewerUserId;
    if (viewer && (viewer === reveal.ownerUserId || (await this.admins.findByUserId(viewer)))) return 'excluded';
    const { day, hash, addressHash } = await this.hasher.hash(reveal.visitor, reveal.profileId, reveal.at);
    const at = reveal.at.getTime();
    const counted = reveal.field === 'phone' ? this.tally.revealPhone(reveal.profileId, day, hash, at) : this.tally.count(reveal.profileId, day, hash, reveal.field, at, addressHash);
    return counted ? 'counted' : 'repeat';
  }

  /** No User-Agent at all counts as a bot: browsers always send one. */
  private isBot(userAgent: string): boolean {
    if (!userAgent) return true;
    let verdict = this.botVerdicts.get(userAgent);
    if (verdict === undefined) {
      if (this.botVerdicts.size >= MAX_REMEMBERED_AGENTS) this.botVerdicts.clear();
      verdict = isbot(userAgent);
      this.botVerdicts.set(userAgent, verdict);
    }
    return verdict;
  }

  /** Whether this browser without its cookie (by today's address and User-Agent hash) already liked the profile today; remembers the like. */
  async firstLikeToday(profileId: string, visitor: VisitorTraits, now: Date = new Date()): Promise<boolean> {
    const { day, hash } = await this.hasher.hash(visitor, profileId, now);
    if (this.tally.seenToday(hash, 'like', day)) return false;
    this.tally.remember(hash, 'like', day, now.getTime());
    return true;
  }

  /** A key for per-address limits that does not contain the address (the limit store may be PostgreSQL). */
  async addressKey(visitor: VisitorTraits, now: Date = new Date()): Promise<string> {
    return (await this.hasher.hash({ ip: visitor.ip, userAgent: '' }, 'address', now)).hash;
  }

  /** Counts not yet written for a profile and day, so a report read here is exact for this instance. */
  async pendingFor(profileId: string, day: string): Promise<DayCounts | undefined> {
    await this.flushing;
    return this.tally.pendingFor(profileId, day);
  }

  /**
   * Writes what was counted since the last flush as one upsert; a failed write is kept for the next
   * one. `now` is the clock's (tests pass a later one to settle phone reveals whose window has ended).
   */
  flush(now: number = Date.now()): Promise<void> {
    this.flushing ??= this.write(now).finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(now: number): Promise<void> {
    this.tally.sweep(now);
    const rows = this.tally.take();
    if (rows.length === 0) return;
    try {
      await this.repository.addCounts(rows);
    } catch (error) {
      this.tally.restore(rows);
      this.logger.warn(`Analytics counters not written, kept for the next flush: ${(error as Error).message}`);
    }
  }
}
