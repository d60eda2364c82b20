import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheKeyOf } from './cacheable-reads';
import { sendJson } from './json-answer';
import { PublicResponseCache } from './public-response-cache';

export interface CacheHitSupport {
  cache: PublicResponseCache;
  /** Whether the load shedder would refuse a request now: Express then answers it, refusal and all. */
  saturated(): boolean;
  /** Counts the request as under way until its answer closes, as the load shedder does for Express. */
  admit(res: ServerResponse): void;
  /** Counts and times the answer in the metrics. */
  measure(res: ServerResponse): void;
  /**
   * What Express's middleware does to every answer before the cache would answer it: the request id,
   * the log line, the security headers and `Cache-Control: no-store` for a request with credentials.
   */
  prepare(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * Anonymous visitors' repeated listing reads, answered from the public response cache before
 * Express: a hit is most of the public site's traffic, and Express's router and response helpers
 * cost more than the rest of the answer (issue 19). The answer is the one Express would send: the
 * cached body and ETag (a matching If-None-Match gets 304), `X-Cache: HIT`, the same headers,
 * metrics and log line. A miss, anything but a GET, a signed-in read and a read the load shedder
 * would refuse go on to Express, where publicCacheMiddleware keeps the answers worth keeping.
 * Answers whether it took the request.
 */
export function publicCacheHits(support: CacheHitSupport): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const key = cacheKeyOf(req, support.cache);
    if (key === undefined || support.saturated()) return false;
    const cached = support.cache.get(key);
    if (!cached) return false;
    support.measure(res);
    support.admit(res);
    support.prepare(req, res);
    res.setHeader('X-Cache', 'HIT');
    sendJson(req, res, 200, cached.body, cached.etag);
    return true;
  };
}
