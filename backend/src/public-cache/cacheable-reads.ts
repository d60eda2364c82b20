import type { IncomingMessage } from 'node:http';
import type { PublicResponseCache } from './public-response-cache';

/** The public listing reads: the directory, featured, VIP, daily pick and a profile by username. */
const CACHEABLE = /^\/api\/profiles(?:\/(?!me(?:[/?]|$))[^/?]+)?(?:\?|$)/;
const MAX_KEY_LENGTH = 1000;

/**
 * The cache key of a read whose answer the public cache may keep and serve (its URL as the client
 * sent it), or nothing: only anonymous GETs of the listing, while the cache serves. Signed-in
 * reads always go through: their answers can differ (an owner sees their own paused profile).
 */
export function cacheKeyOf(req: IncomingMessage & { originalUrl?: string }, cache: Pick<PublicResponseCache, 'serving'>): string | undefined {
  // Express rewrites req.url under a mounted middleware; the URL as sent is then originalUrl.
  const key = req.originalUrl ?? req.url ?? '';
  if (req.method !== 'GET' || req.headers.authorization || !cache.serving || key.length > MAX_KEY_LENGTH || !CACHEABLE.test(key)) return undefined;
  return key;
}
