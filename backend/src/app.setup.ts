import { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyAddress from 'proxy-addr';
import { pinoHttp } from 'pino-http';
import { anonymousBeacons } from './analytics/anonymous-beacons';
import { AnalyticsService } from './analytics/analytics.service';
import { PasswordHasher } from './auth/password-hasher';
import { refuseSignInsWhileHashGateFull } from './auth/sign-in-refusal';
import { AppConfig } from './config/app-config';
import { errorAnswer, HttpExceptionFilter, sendError } from './common/http/http-exception.filter';
import { rejectHostileInput } from './common/http/hostile-input';
import { hasBody } from './common/http/request-body';
import { fixedHeadersOf, securityHeaders } from './common/http/security-headers';
import { overloaded } from './common/http/load-shedding';
import { hasCredentials, noStoreForPersonalAnswers } from './common/http/no-store';
import { rememberedTrust } from './common/http/remembered-trust';
import { mountStaticSites } from './common/http/static-site';
import { measureAnswer, mountMetrics, PUBLIC_CACHE_ROUTE, requestMetrics } from './observability/http-metrics';
import { earlyRequestLogging, requestLoggingOptions, rootLogger } from './observability/logging';
import { MetricsService } from './observability/metrics.service';
import { AppLoadShedder } from './observability/observability.module';
import { publicCacheHits } from './public-cache/cache-hits';
import { publicCacheMiddleware } from './public-cache/public-cache.middleware';
import { publicReads } from './public-cache/public-reads';
import { PublicResponseCache } from './public-cache/public-response-cache';
import { publicReadRoutes } from './public-read-routes';
import { createValidationPipe } from './common/http/validation.pipe';
import { mountSitePages } from './site-pages/site-pages.routes';
import { SitePagesService } from './site-pages/site-pages.service';
import { SitemapService } from './site-pages/sitemap.service';
import { mountMedia } from './storage/media.route';
import { StorageService } from './storage/storage.service';

/** HTTP concerns shared by main.ts and the integration tests, so tests see the real app. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.setGlobalPrefix('api');
  trustProxies(app.getHttpAdapter().getInstance() as Express, config.trustProxy);
  app.disable('x-powered-by');
  const metrics = app.get(MetricsService);
  const logger = rootLogger(config);
  const security = securityHeaders(config);
  answerBeforeExpress(app, metrics, logger, security);
  app.use(requestMetrics(metrics));
  // Before everything else in Express, so a refusal costs as little as possible (beacons and cache hits are admitted in answerBeforeExpress).
  app.use('/api', app.get(AppLoadShedder).middleware());
  // A sign-in the password-hash queue has no room for is refused as cheaply as a shed request.
  app.use('/api/auth/signin', refuseSignInsWhileHashGateFull(app.get(PasswordHasher), () => metrics.shed.inc({ reason: 'password hashes' })));
  app.use(pinoHttp(requestLoggingOptions(logger)));
  app.use(security);
  app.use(cookieParser());
  app.use('/api', noStoreForPersonalAnswers);
  app.use('/api/profiles', publicCacheMiddleware(app.get(PublicResponseCache)));
  app.useBodyParser('json', { limit: '100kb' });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  app.use(bodyParserErrors);
  app.use(rejectHostileInput);
  app.use('/api', rejectUnsupportedMediaTypes);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  mountMetrics(app.getHttpAdapter().getInstance() as Express, metrics, config.metricsToken);
  mountMedia(app.getHttpAdapter().getInstance() as Express, app.get(StorageService));
  mountSitePages(app.getHttpAdapter().getInstance() as Express, app.get(SitemapService));
  const sitePages = app.get(SitePagesService);
  mountStaticSites(app.getHttpAdapter().getInstance() as Express, config.frontendDist, config.adminDist, (path) => sitePages.resolve(path));
}

/**
 * The most frequent requests are answered before Express, whose router and middleware cost more
 * than answering them: anonymous analytics beacons (anonymous-beacons.ts), public cache hits
 * (cache-hits.ts) and the anonymous public reads the cache does not hold (public-reads.ts, served by
 * the services their controllers call: public-read-routes.ts). Each gets what Express's middleware
 * gives every answer: the request id and log line, the security headers, and no-store for a
 * caller with credentials.
 */
function answerBeforeExpress(app: NestExpressApplication, metrics: MetricsService, logger: Logger, security: RequestHandler): void {
  const express = app.getHttpAdapter().getInstance() as Express;
  const shedder = app.get(AppLoadShedder);
  const logRequest = earlyRequestLogging(logger);
  const fixedSecurityHeaders = fixedHeadersOf(security);
  const beacons = anonymousBeacons({
    analytics: app.get(AnalyticsService),
    // Without X-Forwarded-For the client is the connection's peer whatever the trust setting (proxy-addr's own answer, without its address parsing).
    clientAddress: (req) => (req.headers['x-forwarded-for'] === undefined ? req.socket.remoteAddress : proxyAddress(req, express.get('trust proxy fn'))),
    admit: (res) => (shedder.admit(res) ? overloaded() : undefined),
    measure: (res, routeOf) => measureAnswer(metrics, 'POST', res, routeOf),
  });
  const cache = app.get(PublicResponseCache);
  const saturated = () => shedder.saturated() !== undefined;
  const admit = (res: ServerResponse) => shedder.admit(res);
  const prepare = (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res);
    for (const [name, value] of fixedSecurityHeaders) res.setHeader(name, value);
    if (hasCredentials(req)) res.setHeader('Cache-Control', 'no-store');
  };
  const cacheHits = publicCacheHits({ cache, saturated, admit, prepare, measure: (res) => measureAnswer(metrics, 'GET', res, publicCacheRoute) });
  const reads = publicReads({
    cache,
    saturated,
    admit,
    prepare,
    readOf: publicReadRoutes(app, express.get('query parser fn')),
    measure: (res, route) => measureAnswer(metrics, 'GET', res, () => route),
    etagOf: express.get('etag fn'),
    errorAnswer,
  });
  // Only Express's own listener is put behind them: others (HttpDrain's, ahead of it) still see every request.
  const server: Server = app.getHttpServer();
  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => beacons(req, res) || cacheHits(req, res) || reads(req, res) || express(req, res));
}

const publicCacheRoute = () => PUBLIC_CACHE_ROUTE;

/** Express's `trust proxy`, its compiled test (`trust proxy fn`, which req.ip and the beacons use) remembering its verdicts. */
function trustProxies(express: Express, trustProxy: AppConfig['trustProxy']): void {
  express.set('trust proxy', trustProxy);
  express.set('trust proxy fn', rememberedTrust(express.get('trust proxy fn')));
}

/** Body-parser failures (bad JSON, too large) answer here, before Nest turns them into generic errors. */
function bodyParserErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: number }).status;
  if (typeof (error as { type?: unknown }).type !== 'string' || !status) return next(error);
  sendError(error, res);
}

/** Bodies must be JSON or multipart; anything else is a 415, never silently ignored. */
function rejectUnsupportedMediaTypes(req: Request, res: Response, next: NextFunction): void {
  if (!hasBody(req) || ['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type === 'multipart/form-data') return next();
  res.status(415).json({ statusCode: 415, message: 'Content-Type must be application/json or multipart/form-data', error: 'Unsupported Media Type' });
}
