import { Inject, Injectable } from '@nestjs/common';
import { WorkGate } from '../common/concurrency/work-gate';
import { databaseUnavailable } from '../common/http/errors/service-unavailable';
import { AppConfig } from '../config/app-config';
import { DATABASE_POOL_SIZE } from '../config/database-pool';
import { APP_CONFIG } from '../config/config.module';
import { ListingChangeListener } from '../public-cache/listing-change-listener';
import { ListingTotal, ListingTotalsCache } from '../public-cache/listing-totals-cache';
import { DirectoryFilter, DirectoryPlace } from './directory-query';
import { placeTag } from './directory-sql';
import { DirectoryRepository, EVERYONE } from './directory.repository';

/** Up to this many matches a total is counted exactly (the count reads at most one row more). */
export const EXACT_TOTAL_UP_TO = 2_000;
/** Rows read for a first estimate of a combination that has no maintained count. */
export const SAMPLE_ROWS = 5_000;
const SAMPLE_BUCKETS = 1024;
/**
 * Matches a sample should hold: an estimate's standard error is about 1/√(matches sampled), 5 % at
 * 400. Fewer, and the sample is read again four times as large, at most twice (up to 80,000 rows).
 */
const PRECISE_SAMPLE_MATCHES = 400;
const SAMPLE_GROWTH = 4;
const SAMPLE_GROWTHS_AT_MOST = 2;
/** Listings up to this size are counted, not sampled: the samples would be most of them. */
const COUNTED_LISTINGS_UP_TO = SAMPLE_ROWS * SAMPLE_GROWTH;
/** Standard errors below its estimate a sample's total must stay above EXACT_TOTAL_UP_TO to be taken as larger without counting. */
const SURELY_ABOVE_ERRORS = 4;
/** Counts waiting their turn: past these a new combination's request is refused (503) rather than queued. */
export const COUNTS_WAITING_AT_MOST = 64;
/** A request refused for a full queue may come back once a count or two has finished. */
const COUNT_RETRY_AFTER_SECONDS = 2;

/**
 * Counts running at once, each on a connection of its own for up to COUNT_TIMEOUT_MS: a fifth of the
 * pool, so that the pages of the requests around them keep the rest.
 */
export const COUNTS_AT_ONCE = Math.max(1, Math.floor(DATABASE_POOL_SIZE / 5));

/** `approximate`: an estimate from a sample of the listing (only ever above EXACT_TOTAL_UP_TO); else exact. */
export type DirectoryTotal = ListingTotal;

/**
 * The directory_counts facets whose sum is the filter's total, when it has one: no filter, or a
 * filter on one dimension (values of a list are alternatives, so their counts add up). Text, age,
 * available now and touring depend on more than a profile's facets.
 */
export function facetsOf(filter: DirectoryFilter): { facets: string[]; place?: DirectoryPlace } | undefined {
  if (filter.text || filter.quick || filter.minAge !== undefined || filter.maxAge !== undefined || filter.availableNow || filter.touring) return undefined;
  const dimensions: Array<{ facets: string[]; place?: DirectoryPlace }> = [];
  if (filter.nationalities.length) {
    // 'Other' is none of the named groups: Other itself, or not given.
    dimensions.push({ facets: filter.nationalities.flatMap((n) => (n === 'Other' ? ['nationality:Other', 'nationality:'] : [`nationality:${n}`])) });
  }
  if (filter.availability.length) dimensions.push({ facets: filter.availability.map((a) => `availability:${a}`) });
  if (filter.outcalls.length) dimensions.push({ facets: filter.outcalls.map((o) => `outcalls:${o}`) });
  if (filter.tiers.length) dimensions.push({ facets: filter.tiers.map((t) => `tier:${t}`) });
  // Several categories or services must all be there: their counts do not add up.
  if (filter.categories.length > 1 || filter.services.length > 1) return undefined;
  if (filter.categories.length) dimensions.push({ facets: [`category:${filter.categories[0]}`] });
  if (filter.services.length) dimensions.push({ facets: [`service:${filter.services[0]}`] });
  if (filter.verified) dimensions.push({ facets: ['verified'] });
  if (filter.place) dimensions.push({ facets: [placeTag(filter.place)], place: filter.place });
  if (dimensions.length > 1) return undefined;
  return dimensions[0] ?? { facets: ['all'] };
}

/** The sample buckets (of 1024) that hold about SAMPLE_ROWS of the listed profiles. */
export function sampleBuckets(listed: number): number {
  return Math.ceil((SAMPLE_ROWS * SAMPLE_BUCKETS) / Math.max(listed, 1));
}

/**
 * Whether `sampled` matches in `buckets` of the 1024 say the total is above EXACT_TOTAL_UP_TO even
 * SURELY_ABOVE_ERRORS standard errors (about √sampled) below the estimate: then no count is needed to
 * tell. Samples are fixed buckets of ids, so a filter is judged the same way every time.
 */
export function surelyAboveExactRange(sampled: number, buckets: number): boolean {
  return ((sampled - SURELY_ABOVE_ERRORS * Math.sqrt(sampled)) * SAMPLE_BUCKETS) / buckets > EXACT_TOTAL_UP_TO;
}

/** Two significant figures: an estimate does not pretend to more. */
export function roundEstimate(total: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
  return Math.round(total / unit) * unit;
}

/**
 * Directory totals that cost no scan: a maintained count when the filter has one,
 * else an exact count of up to EXACT_TOTAL_UP_TO matches, else an estimate from a sample of 5,000 to
 * 80,000 rows, said to be one. Every total is kept for a minute, until the next change.
 * Counts queue at a gate and may run past a request's limit (COUNT_TIMEOUT_MS): a request waits for
 * its total as long as for any statement, then gets the same 503 as a statement over that limit, and
 * the count finishes and is kept for the next request.
 */
@Injectable()
export class DirectoryTotals {
  /** Counts under way, by key, with the cache generation each began in. */
  private readonly counting = new Map<string, { generation: number; total: Promise<DirectoryTotal> }>();
  private readonly gate = new WorkGate({ running: COUNTS_AT_ONCE, waiting: COUNTS_WAITING_AT_MOST }, { retryAfterSeconds: COUNT_RETRY_AFTER_SECONDS, rests: false });
  private readonly waitMs: number;

  constructor(
    private readonly directory: DirectoryRepository,
    private readonly cache: ListingTotalsCache,
    private readonly listener: ListingChangeListener,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'databaseTimeoutMs'>,
  ) {
    this.waitMs = config.databaseTimeoutMs;
  }

  async of(filter: DirectoryFilter): Promise<DirectoryTotal> {
    const facets = facetsOf(filter);
    // Even a maintained count is a query: kept, a busy directory shares one round trip (the listener's) instead.
    if (facets) return this.kept(JSON.stringify(facets), async () => ({ total: await this.countFacets(facets), approximate: false }));
    return this.kept(JSON.stringify(filter), () => this.gate.run(() => this.count(filter)));
  }

  /**
   * The filter's kept total, if one is kept, without waiting to hear of recent changes: a figure to
   * choose how to find a page by, never one to show.
   */
  known(filter: DirectoryFilter): DirectoryTotal | undefined {
    const facets = facetsOf(filter);
    return this.cache.get(JSON.stringify(facets ?? filter));
  }

  /**
   * A counted total, kept until the next change (or a minute). A kept total is served only once every
   * change committed before this request has been heard (and has dropped it): a visitor who has just
   * changed a profile sees the new figure at once. The count is kept when it finishes, whether or not
   * a request still waits for it.
   */
  private async kept(key: string, count: () => Promise<DirectoryTotal>): Promise<DirectoryTotal> {
    if (this.cache.get(key) !== undefined && (await this.listener.caughtUp())) {
      const cached = this.cache.get(key);
      if (cached !== undefined) return cached;
    }
    // The same count already under way is shared (after a change or a start, a busy directory would count once per request),
    // once every change committed before this request has been heard and none has come since that count began.
    const underWay = this.counting.get(key);
    if (underWay && this.cache.serving && (await this.listener.caughtUp()) && underWay.generation === this.cache.generation) return this.waitFor(underWay.total);
    const generation = this.cache.generation;
    const total = count();
    this.counting.set(key, { generation, total });
    total.then(
      (counted) => this.cache.set(key, counted, generation),
      () => undefined,
    ).finally(() => {
      if (this.counting.get(key)?.total === total) this.counting.delete(key);
    });
    return this.waitFor(total);
  }

  /**
   * The total, or once the request has waited as long as for any statement the 503 a statement over
   * that limit gets (the database too slow, or not answering at all); the count goes on.
   */
  private waitFor(total: Promise<DirectoryTotal>): Promise<DirectoryTotal> {
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(databaseUnavailable()), this.waitMs);
    });
    return Promise.race([total, givenUp]).finally(() => clearTimeout(timer));
  }

  /** The exact total, whatever it costs: for the rare request past the end of an estimate. */
  async exact(filter: DirectoryFilter): Promise<number> {
    const counted = await this.kept(JSON.stringify({ exact: filter }), () => this.gate.run(async () => ({ total: await this.countAll(filter), approximate: false })));
    return counted.total;
  }

  /** Every match counted (inside the gate: a count that needs it must not queue for a second slot). */
  private async countAll(filter: DirectoryFilter): Promise<number> {
    return this.directory.countUpTo(filter, await this.listed());
  }

  /** Every listed profile (a maintained count). */
  async listed(): Promise<number> {
    return (await this.of(EVERYONE)).total;
  }

  /** A place's total also takes in those touring there now or soon (not a facet: it moves with the calendar). */
  private async countFacets({ facets, place }: { facets: string[]; place?: DirectoryPlace }): Promise<number> {
    const [living, visiting] = await Promise.all([this.directory.countFacets(facets), place ? this.visitors(place) : 0]);
    return living + visiting;
  }

  /** Those touring the place now or soon who do not live there: counted (a probe per touring candidate), so kept. */
  private async visitors(place: DirectoryPlace): Promise<number> {
    const counted = await this.kept(JSON.stringify({ visitors: place }), async () => ({ total: await this.directory.countVisitors(place), approximate: false }));
    return counted.total;
  }

  /**
   * A small sample first (SAMPLE_ROWS): when it says the total is surely over EXACT_TOTAL_UP_TO, no
   * count of up to 2,001 matches (which on a large listing reads many rows for a combination of a
   * few per cent) is made; else that count, exact up to 2,000. A larger total is estimated from the
   * sample, read again larger while it holds fewer than PRECISE_SAMPLE_MATCHES.
   */
  private async count(filter: DirectoryFilter): Promise<DirectoryTotal> {
    const listed = await this.listed();
    if (listed <= COUNTED_LISTINGS_UP_TO) return { total: await this.directory.countUpTo(filter, listed), approximate: false };
    let buckets = sampleBuckets(listed);
    let sampled = await this.directory.countSampled(filter, buckets);
    if (!surelyAboveExactRange(sampled, buckets)) {
      const upTo = await this.directory.countUpTo(filter, EXACT_TOTAL_UP_TO);
      if (upTo <= EXACT_TOTAL_UP_TO) return { total: upTo, approximate: false };
    }
    for (let growths = 0; sampled < PRECISE_SAMPLE_MATCHES && growths < SAMPLE_GROWTHS_AT_MOST; growths += 1) {
      buckets *= SAMPLE_GROWTH;
      if (buckets >= SAMPLE_BUCKETS) return { total: await this.countAll(filter), approximate: false };
      sampled = await this.directory.countSampled(filter, buckets);
    }
    const estimate = roundEstimate(Math.max(EXACT_TOTAL_UP_TO + 1, Math.round((sampled * SAMPLE_BUCKETS) / buckets)));
    return { total: estimate, approximate: true };
  }
}
