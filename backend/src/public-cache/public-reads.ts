import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorAnswer } from '../common/http/http-exception.filter';
import { hasBody } from '../common/http/request-body';
import { cacheKeyOf } from './cacheable-reads';
import { sendJson } from './json-answer';
import { cachedAnswer, PublicResponseCache } from './public-response-cache';

/** A public read a request asks for: what its answer is, and the route Express would have matched. */
export interface PublicRead {
  /** The route pattern the metrics count it under (`/api/profiles/:username`). */
  route: string;
  read(): Promise<object>;
}

export interface PublicReadSupport {
  cache: PublicResponseCache;
  /**
   * The read a path and query string ask for, or undefined for anything Express should answer:
   * another route, a path in another spelling, or input the route or the hostile-input check refuses.
   */
  readOf(path: string, query: string): PublicRead | undefined;
  /** Whether the load shedder would refuse a request now: Express then answers it, refusal and all. */
  saturated(): boolean;
  /** Counts the request as under way until its answer closes, as the load shedder does for Express. */
  admit(res: ServerResponse): void;
  /** Counts and times the answer in the metrics under its route. */
  measure(res: ServerResponse, route: string): void;
  /** What Express's middleware does to every answer: the request id, the log line, the security headers, no-store for a caller with credentials. */
  prepare(req: IncomingMessage, res: ServerResponse): void;
  /** The ETag Express gives a body. */
  etagOf(body: Buffer): string | undefined;
  /** An error's answer, as the app's exception filter gives it. */
  errorAnswer(thrown: unknown): ErrorAnswer;
}

/**
 * Anonymous visitors' public reads (directory pages, featured, VIP, daily pick, a profile) that the
 * cache could not answer, answered before Express: Express's router, middleware and response
 * helpers and Nest's route handling cost an uncached read about 0.4 ms of the app's CPU, as much
 * as its own queries' (issue 19). The answer is the one Express and Nest would send: the service's
 * value as JSON with Express's ETag (a matching If-None-Match gets 304), an error as the exception
 * filter answers it, the same headers, metrics, log line and load shedding; a 200 is kept in the
 * public cache as publicCacheMiddleware keeps it. Anything else goes on to Express: a signed-in
 * read, a request with a body, a path or input `readOf` does not take, and a read the load shedder
 * would refuse. Answers whether it took the request.
 */
export function publicReads(support: PublicReadSupport): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    // A GET with a body is left to Express too, which parses it and checks it for hostile input.
    if (req.method !== 'GET' || req.headers.authorization !== undefined || hasBody(req) || support.saturated()) return false;
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const read = support.readOf(mark < 0 ? url : url.slice(0, mark), mark < 0 ? '' : url.slice(mark + 1));
    if (!read) return false;
    support.measure(res, read.route);
    support.admit(res);
    support.prepare(req, res);
    void answer(req, res, read, support);
    return true;
  };
}

/** The read's value as JSON, or its error as the exception filter answers it; a 200 kept for the next anonymous reader. */
async function answer(req: IncomingMessage, res: ServerResponse, read: PublicRead, support: PublicReadSupport): Promise<void> {
  const key = cacheKeyOf(req, support.cache);
  const generation = support.cache.generation;
  let json: string;
  try {
    json = JSON.stringify(await read.read());
  } catch (thrown) {
    const { status, body, retryAfterSeconds } = support.errorAnswer(thrown);
    if (retryAfterSeconds !== undefined && !res.headersSent) res.setHeader('Retry-After', String(retryAfterSeconds));
    send(req, res, status, Buffer.from(JSON.stringify(body)), support.etagOf);
    return;
  }
  const body = Buffer.from(json);
  const etag = send(req, res, 200, body, support.etagOf);
  if (key !== undefined) support.cache.set(key, cachedAnswer(body, etag), generation);
}

/** Express's res.send of JSON (sendJson), unless the visitor has gone or the answer was sent. Answers the ETag. */
function send(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, etagOf: (body: Buffer) => string | undefined): string | undefined {
  const etag = etagOf(body);
  if (!res.headersSent && !res.destroyed) sendJson(req, res, status, body, etag);
  return etag;
}
