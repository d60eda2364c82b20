import { PROFILE_EVENT_TYPES, type ProfileEventType } from 'contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { invalidRequest } from '../common/errors/request.exception';
import { hostileInputProblem } from '../common/http/hostile-input';
import { ErrorAnswer, errorAnswer } from '../common/http/http-exception.filter';
import { ServiceUnavailableException } from '../common/http/service-unavailable';
import { ANALYTICS_MESSAGES } from './analytics.exception';
import { AnalyticsService } from './analytics.service';
import { traitsOf } from './visitor-traits';

/** The route as the metrics name it; the same as Nest's route for the signed-in events. */
const EVENTS_ROUTE = '/api/profiles/:username/events';
/** For usernames as the profile rules allow them (no decoding needed); a query string is ignored, as Express does. */
const EVENTS_URL = /^\/api\/profiles\/([A-Za-z0-9._-]{1,30})\/events\/?(?:\?|$)/;
const JSON_TYPE = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;
/** `{"type":"website"}` with room to spare; anything larger goes the long way. */
const MAX_BODY_BYTES = 1024;
const EVENT_TYPES: ReadonlySet<string> = new Set(PROFILE_EVENT_TYPES);

export interface BeaconSupport {
  analytics: AnalyticsService;
  /** The client's address as Express's `trust proxy` setting resolves it. */
  clientAddress(req: IncomingMessage): string | undefined;
  /** The load shedder's admission: an error to answer (503) when the instance is saturated. */
  admit(res: ServerResponse): ServiceUnavailableException | undefined;
  /** Counts and times the answer in the metrics, under the route named once it is answered. */
  measure(res: ServerResponse, routeOf: () => string): void;
}

/**
 * POST /api/profiles/:username/events from an anonymous visitor (sendBeacon sends no Authorization
 * header), answered before Express: the public site sends one with every profile view and contact
 * tap, so beacons are nearly as frequent as reads, and Express's router alone costs more than the
 * counting (issue 21). Answers are those of the route (204; 400, 404, 429 and 503 with the app's
 * error bodies). Like the health checks, beacons get no log line each: their figures are the
 * metrics (`http_requests_total` by route and status). Signed-in events (an owner or an admin, left
 * out of the counts) and anything unusual (another content type, an encoded or long body, a
 * username the profile rules do not allow) go on to Express and ProfileEventsController.
 * Answers whether it took the request.
 */
export function anonymousBeacons(support: BeaconSupport): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const username = req.method === 'POST' && !req.headers.authorization ? EVENTS_URL.exec(req.url ?? '')?.[1] : undefined;
    if (!username || !isSmallJson(req)) return false;
    let shed = false;
    support.measure(res, () => (shed ? 'shed' : EVENTS_ROUTE));
    const refusal = support.admit(res);
    if (refusal) {
      shed = true;
      req.resume();
      answer(res, errorAnswer(refusal));
      return true;
    }
    readBody(req)
      .then((body) => support.analytics.record(username, eventTypeOf(body), traitsOf(support.clientAddress(req), req.headers), undefined))
      .then(
        () => res.writeHead(204).end(),
        (error: unknown) => answer(res, errorAnswer(error)),
      );
    return true;
  };
}

function isSmallJson(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  const encoding = req.headers['content-encoding'];
  return length > 0 && length <= MAX_BODY_BYTES && (!encoding || encoding === 'identity') && JSON_TYPE.test(req.headers['content-type'] ?? '');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
    // Closed before the whole body came: the visitor has gone (an Error for every beacon would cost more than the count).
    req.once('close', () => req.complete || reject(new Error('The request was aborted')));
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

/** An error answer as Express would send it (JSON, its length, nosniff as helmet adds it); nothing for a visitor who left. */
function answer(res: ServerResponse, { status, body, retryAfterSeconds }: ErrorAnswer): void {
  if (res.destroyed || res.headersSent) return;
  const json = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'X-Content-Type-Options': 'nosniff',
  };
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds);
  res.writeHead(status, headers).end(json);
}
