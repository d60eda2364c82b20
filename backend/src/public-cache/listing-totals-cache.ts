import { ListingCache } from './listing-cache';

const TOTALS_TTL_MS = 10_000;
const MAX_TOTALS = 500;

/**
 * Exact directory totals of large result sets (each costs a count over many rows), by filter.
 * Emptied on the same change notifications as the public answers, so a total is never stale
 * after a change; the short lifetime bounds what notifications do not cover: heartbeats and the
 * passing time, which move ages and who is online now.
 */
export class ListingTotalsCache extends ListingCache<number> {
  constructor(now: () => number = Date.now) {
    super(TOTALS_TTL_MS, MAX_TOTALS, now);
  }
}
