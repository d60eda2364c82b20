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
  /** Lookups while serving, for the hit ratio in /metrics. */
  hits = 0;
  misses = 0;

  constructor(ttlMs: number, now: () => number = Date.now) {
    super(ttlMs, MAX_ENTRIES, now);
  }

  /** A like: only the answers that show the profile (its page, the directory pages it is on) are dropped. */
  profileLiked(profileId: string): void {
    this.forget((answer) => answer.body.includes(profileId));
  }

  override get(key: string): CachedAnswer | undefined {
    const answer = super.get(key);
    if (answer) this.hits += 1;
    else if (this.serving) this.misses += 1;
    return answer;
  }
}
