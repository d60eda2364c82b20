import { PROFILE_EVENT_TYPES, type ProfileEventType } from 'contract';
import type { Request, RequestHandler, Response } from 'express';
import { invalidRequest } from '../common/errors/request.exception';
import { hostileInputProblem } from '../common/http/hostile-input';
import { sendError } from '../common/http/http-exception.filter';
import { ANALYTICS_MESSAGES } from './analytics.exception';
import { AnalyticsService } from './analytics.service';
import { visitorTraits } from './visitor-traits';

/** The route as the metrics name it; the same as Nest's route for the signed-in events. */
export const EVENTS_ROUTE = '/api/profiles/:username/events';
/** `/:username/events` under /api/profiles, for usernames as the profile rules allow them (no decoding needed). */
const EVENTS_PATH = /^\/([A-Za-z0-9._-]{1,30})\/events\/?$/;
const JSON_TYPE = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;
/** `{"type":"website"}` with room to spare; anything larger goes the long way. */
const MAX_BODY_BYTES = 1024;
const EVENT_TYPES: ReadonlySet<string> = new Set(PROFILE_EVENT_TYPES);

/**
 * POST /api/profiles/:username/events from an anonymous visitor (sendBeacon sends no Authorization
 * header), answered before the request log, the security headers, the body parsers and Nest. The
 * public site sends one with every profile view and contact tap, so beacons are as frequent as
 * reads, and through the whole pipeline each cost the app's one thread twice a cached read (issue
 * 21). Like the health checks, they get no log line each: their figures are the metrics
 * (`http_requests_total` by route and status) and their refusals answer as everywhere else.
 * Signed-in events (an owner or an admin, left out of the counts) and anything unusual (another
 * content type, an encoded or long body, a username the profile rules do not allow) take the
 * normal route, ProfileEventsController.
 */
export function answerAnonymousEvents(analytics: AnalyticsService): RequestHandler {
  return (req, res, next) => {
    const username = req.method === 'POST' && !req.headers.authorization ? EVENTS_PATH.exec(req.path)?.[1] : undefined;
    if (!username || !isSmallJson(req)) return next();
    res.locals.route = EVENTS_ROUTE;
    readBody(req)
      .then((body) => analytics.record(username, eventTypeOf(body), visitorTraits(req), undefined))
      .then(
        () => res.status(204).end(),
        (error: unknown) => answerRefusal(error, res),
      );
  };
}

function isSmallJson(req: Request): boolean {
  const length = Number(req.headers['content-length']);
  const encoding = req.headers['content-encoding'];
  return length > 0 && length <= MAX_BODY_BYTES && (!encoding || encoding === 'identity') && JSON_TYPE.test(req.headers['content-type'] ?? '');
}

function readBody(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
    // After 'end' this changes nothing; before it, the visitor has gone.
    req.once('close', () => reject(new Error('The request was aborted')));
  });
}

/** The event's type, checked as the body parser, the hostile-input check and ProfileEventDto would. */
function eventTypeOf(body: string): ProfileEventType {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  // The JSON body parser (strict) takes objects and arrays only.
  if (parsed === null || typeof parsed !== 'object') throw Object.assign(new SyntaxError('not JSON'), { status: 400, type: 'entity.parse.failed' });
  const problem = hostileInputProblem(parsed, '');
  if (problem) throw invalidRequest(problem);
  const type = (parsed as { type?: unknown }).type;
  if (typeof type !== 'string' || !EVENT_TYPES.has(type)) throw invalidRequest(ANALYTICS_MESSAGES.unknownEventType);
  return type as ProfileEventType;
}

function answerRefusal(error: unknown, res: Response): void {
  // A visitor who left mid-request: nothing to answer.
  if (res.destroyed) return;
  sendError(error, res);
}
