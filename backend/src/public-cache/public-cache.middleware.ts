import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { cachedAnswer, PublicResponseCache } from './public-response-cache';

/** The public listing reads: the directory, featured, VIP, daily pick and a profile by username. */
const CACHEABLE = /^\/api\/profiles(?:\/(?!me(?:[/?]|$))[^/?]+)?(?:\?|$)/;
const MAX_KEY_LENGTH = 1000;

/**
 * Answers anonymous visitors' repeated listing reads from the cache before the request reaches
 * Nest, and keeps the 200 answers that pass through. Signed-in requests always go through: their
 * answers can differ (an owner sees their own paused profile).
 */
export function publicCacheMiddleware(cache: PublicResponseCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.originalUrl;
    if (req.method !== 'GET' || req.headers.authorization || !cache.serving || key.length > MAX_KEY_LENGTH || !CACHEABLE.test(key)) {
      return next();
    }
    const cached = cache.get(key);
    if (cached !== undefined) {
      res.setHeader('X-Cache', 'HIT');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      // Set here, Express does not hash the body again.
      if (cached.etag) res.setHeader('ETag', cached.etag);
      res.send(cached.body);
      return;
    }
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
