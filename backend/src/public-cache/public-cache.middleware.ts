import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { cacheKeyOf } from './cacheable-reads';
import { cachedAnswer, PublicResponseCache } from './public-response-cache';

/**
 * Keeps the 200 answers to anonymous visitors' listing reads that the cache did not have: the
 * next identical read is answered before Express (publicCacheHits).
 */
export function publicCacheMiddleware(cache: PublicResponseCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = cacheKeyOf(req, cache);
    if (key === undefined) return next();
    const generation = cache.generation;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const cacheable = res.statusCode === 200 && typeof body === 'string' && !res.getHeader('set-cookie');
      const sent = send(body);
      if (cacheable) {
        const etag = res.getHeader('ETag');
        cache.set(key, cachedAnswer(body, typeof etag === 'string' ? etag : undefined), generation);
      }
      return sent;
    };
    next();
  };
}
