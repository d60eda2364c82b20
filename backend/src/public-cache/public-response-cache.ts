import { ListingCache } from './listing-cache';

/** The most answers kept at once; the oldest goes first. */
const MAX_ENTRIES = 2000;

/** A 200 answer as sent: the JSON body and the ETag Express gave it. */
export interface CachedAnswer {
  body: Buffer;
  etag?: string;
}

/**
 * Answers of the public listing API (directory pages, featured, VIP, daily pick, profiles) as
 * sent to anonymous visitors, kept for PUBLIC_CACHE_SECONDS (0 turns it off).
 */
export class PublicResponseCache extends ListingCache<CachedAnswer> {
  constructor(ttlMs: number, now: () => number = Date.now) {
    super(ttlMs, MAX_ENTRIES, now);
  }
}
