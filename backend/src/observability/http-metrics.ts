import type { Request, RequestHandler, Response } from 'express';
import type { MetricsService } from './metrics.service';

/** The route pattern (`/api/profiles/:username`), so each path does not become a series of its own; a middleware that answers may name its own. */
function routeOf(req: Request, res: Response): string {
  if (res.locals.shed) return 'shed';
  if (typeof res.locals.route === 'string') return res.locals.route;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  // The public site's page fallback is a pattern, not a path; everything else is a file or a 404.
  return req.route ? 'site page' : 'other';
}

/**
 * Counts and times every answered request under its route. The labelled series are looked up once
 * each and kept: prom-client would otherwise hash the labels again for every request.
 */
export function requestMetrics(metrics: MetricsService): RequestHandler {
  const timers = new Map<string, { observe(seconds: number): void }>();
  const counters = new Map<string, { inc(): void }>();
  return (req, res, next) => {
    const startedAt = process.hrtime.bigint();
    res.once('close', () => {
      const route = routeOf(req, res);
      const method = req.method;
      const timer = `${method} ${route}`;
      let histogram = timers.get(timer);
      if (!histogram) timers.set(timer, (histogram = metrics.requestSeconds.labels({ method, route })));
      histogram.observe(Number(process.hrtime.bigint() - startedAt) / 1e9);
      const status = String(res.statusCode);
      const counted = `${timer} ${status}`;
      let counter = counters.get(counted);
      if (!counter) counters.set(counted, (counter = metrics.requests.labels({ method, route, status })));
      counter.inc();
    });
    next();
  };
}
