import type { NextFunction, Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import { acceptedEncoding } from '../common/http/cache/content-encoding';
import { hasCredentials } from '../common/http/cache/no-store';
import { hasBody } from '../common/http/requests/request-body';
import { encodedBody, PublicResponseCache } from './public-response-cache';

/** The route under which the metrics count cache hits, whatever their path. */
export const PUBLIC_CACHE_ROUTE = 'public cache';

/** A hit's headers but its type, ETag, encoding and length, as a flat list for one writeHead: the route's own and the security headers every answer has. */
function hitHeaders(securityHeaders: ReadonlyArray<readonly [string, string]>, cacheControl: string): string[] {
  const headers = securityHeaders.flat();
  headers.push('X-Cache', 'HIT', 'Vary', 'Authorization, Accept-Encoding', 'Cache-Control', cacheControl);
  return headers;
}

/**
 * Answers an anonymous GET whose URL the public cache holds (kept by PublicCacheInterceptor for a
 * `@PublicCache()` route, or a rendered page), right after the request's id, metrics and log line,
 * before every other middleware and the router: a map lookup, then one writeHead of headers made at
 * start (the security headers, `X-Cache: HIT`, the route's caching, `no-store` for a caller with a
 * cookie) with the kept ETag, and the kept body compressed as the visitor accepts (once per kept
 * answer; 304 when the visitor holds it). Everything else goes on, a GET with a body too: its body
 * is read and checked as the route's would be, so it is refused or answered alike.
 */
export function publicCacheHits(cache: PublicResponseCache, cacheControl: string, securityHeaders: ReadonlyArray<readonly [string, string]>): RequestHandler {
  const shared = hitHeaders(securityHeaders, cacheControl);
  const personal = hitHeaders(securityHeaders, 'no-store');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || !cache.serving || hasBody(req)) return next();
    const cached = cache.get(req.originalUrl);
    if (!cached) return next();
    res.locals.route = PUBLIC_CACHE_ROUTE;
    const headers = hasCredentials(req) ? personal : shared;
    if (cached.etag !== undefined && fresh(req.headers, { etag: cached.etag })) return void res.writeHead(304, [...headers, 'ETag', cached.etag]).end();
    const { bytes, encoding } = encodedBody(cached, acceptedEncoding(req.headers['accept-encoding']));
    const answer = [...headers, 'Content-Type', cached.contentType, 'Content-Length', String(bytes.length)];
    if (cached.etag !== undefined) answer.push('ETag', cached.etag);
    if (encoding) answer.push('Content-Encoding', encoding);
    res.writeHead(200, answer).end(bytes);
  };
}
