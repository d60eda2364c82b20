import { COMPRESSION_THRESHOLD, compress, ContentEncoding } from '../common/http/cache/content-encoding';
import { ListingCache } from './listing-cache';

/** The most answers kept at once; the oldest goes first. */
const MAX_ENTRIES = 2000;
/** How a like count appears in an answer's JSON; a quote inside a text value is escaped, so no text can imitate it. */
const LIKE_COUNT_FIELD = '"like_count":';

/** A 200 answer as sent: the body (JSON, or a public page's HTML), its type and the ETag Express gave it. */
export interface CachedAnswer {
  body: Buffer;
  etag?: string;
  contentType: string;
  /** Whether the body shows a like count (a profile page does; cards do not), so a like looks only at these. */
  showsLikeCount: boolean;
  /** The body compressed, made at the first hit that accepts each encoding and kept with it. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** The body as sent by Express's res.send. */
export function cachedAnswer(body: string | Buffer, etag?: string, contentType = 'application/json; charset=utf-8'): CachedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: bytes, etag, contentType, showsLikeCount: bytes.includes(LIKE_COUNT_FIELD), encoded: {} };
}

/** The bytes to send for an encoding the visitor accepts: compressed once per answer, or the body when too small to pay. */
export function encodedBody(answer: CachedAnswer, encoding: ContentEncoding | undefined): { bytes: Buffer; encoding?: ContentEncoding } {
  if (!encoding || answer.body.length < COMPRESSION_THRESHOLD) return { bytes: answer.body };
  answer.encoded[encoding] ??= compress(answer.body, encoding);
  return { bytes: answer.encoded[encoding], encoding };
}

/**
 * Answers of the public listing API (directory pages, featured, VIP, daily pick, profiles) and the
 * public site's pages made from them, as sent to anonymous visitors, kept for PUBLIC_CACHE_SECONDS (0 turns it off).
 */
export class PublicResponseCache extends ListingCache<CachedAnswer> {
  /** Lookups while serving, for the hit ratio in /metrics. */
  hits = 0;
  misses = 0;

  constructor(ttlMs: number, now: () => number = Date.now) {
    super(ttlMs, MAX_ENTRIES, now);
  }

  /**
   * A like changes nothing but the profile's like count, which only its page shows (a directory, featured or
   * VIP card and the daily pick have none): only the answers that show a like count and the profile are
   * dropped, so the directory pages it is on keep being served.
   */
  profileLiked(profileId: string): void {
    this.forget((answer) => answer.showsLikeCount && answer.body.includes(profileId));
  }

  override get(key: string): CachedAnswer | undefined {
    const answer = super.get(key);
    if (answer) this.hits += 1;
    else if (this.serving) this.misses += 1;
    return answer;
  }
}
