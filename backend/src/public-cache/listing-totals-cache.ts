import { ListingCache } from './listing-cache';

const TOTALS_TTL_MS = 60_000;
const MAX_TOTALS = 500;

/** A directory total and whether it is an estimate. */
export interface ListingTotal {
  total: number;
  approximate: boolean;
}

/**
 * Directory totals of large result sets (each costs a count or a sample of many rows), by filter.
 * Emptied on the same change notifications as the public answers, so a total is never stale
 * after a change; the lifetime bounds what notifications do not cover: heartbeats and the passing
 * time, which move ages, who is online or available now and whose tour has begun (a minute late at most).
 */
export class ListingTotalsCache extends ListingCache<ListingTotal> {
  constructor(now: () => number = Date.now) {
    super(TOTALS_TTL_MS, MAX_TOTALS, now);
  }
}
