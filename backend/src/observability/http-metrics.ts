import { timingSafeEqual } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { MetricsService } from './metrics.service';

/** The route under which public cache hits are counted, whatever their path. */
export const PUBLIC_CACHE_ROUTE = 'public cache';

/** The route pattern (`/api/profiles/:username`), so each path does not become a series of its own. */
function routeOf(req: Request, res: Response): string {
  if (res.locals.shed) return 'shed';
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  // The public site's page fallback is a pattern, not a path; everything else is a file or a 404.
  return req.route ? 'site page' : 'other';
}

/** Counts and times one request, under the route `routeOf` names once it is answered. */
export function measureAnswer(metrics: MetricsService, method: string, res: ServerResponse, routeOf: () => string): void {
  const stop = metrics.requestSeconds.startTimer();
  res.once('close', () => {
    const route = routeOf();
    stop({ method, route });
    metrics.requests.inc({ method, route, status: String(res.statusCode) });
  });
}

/** Counts and times every answered request. */
export function requestMetrics(metrics: MetricsService): RequestHandler {
  return (req, res, next) => {
    measureAnswer(metrics, req.method, res, () => routeOf(req, res));
    next();
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics for Prometheus, only with `Authorization: Bearer <METRICS_TOKEN>`; not mounted without a token. */
export function mountMetrics(app: Express, metrics: MetricsService, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).type('text/plain').send('A valid metrics token is required');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
