import { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { Express, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyAddress from 'proxy-addr';
import { pinoHttp } from 'pino-http';
import { anonymousBeacons } from './analytics/anonymous-beacons';
import { AnalyticsService } from './analytics/analytics.service';
import { PasswordHasher } from './auth/password-hasher';
import { refuseSignInsWhileHashGateFull } from './auth/sign-in-refusal';
import { AppConfig } from './config/app-config';
import { HttpExceptionFilter, sendError } from './common/http/http-exception.filter';
import { rejectHostileInput } from './common/http/hostile-input';
import { overloaded } from './common/http/load-shedding';
import { noStoreForPersonalAnswers } from './common/http/no-store';
import { mountStaticSites } from './common/http/static-site';
import { measureAnswer, mountMetrics, requestMetrics } from './observability/http-metrics';
import { requestLoggingOptions, rootLogger } from './observability/logging';
import { MetricsService } from './observability/metrics.service';
import { AppLoadShedder } from './observability/observability.module';
import { publicCacheMiddleware } from './public-cache/public-cache.middleware';
import { PublicResponseCache } from './public-cache/public-response-cache';
import { createValidationPipe } from './common/http/validation.pipe';
import { mountSitePages } from './site-pages/site-pages.routes';
import { SitePagesService } from './site-pages/site-pages.service';
import { SitemapService } from './site-pages/sitemap.service';
import { mountMedia } from './storage/media.route';
import { StorageService } from './storage/storage.service';

/** HTTP concerns shared by main.ts and the integration tests, so tests see the real app. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.setGlobalPrefix('api');
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const metrics = app.get(MetricsService);
  answerBeaconsBeforeExpress(app, metrics);
  app.use(requestMetrics(metrics));
  // Before everything else, so a refusal costs as little as possible; cached public answers are served later, but cheaply.
  app.use('/api', app.get(AppLoadShedder).middleware());
  // A sign-in the password-hash queue has no room for is refused as cheaply as a shed request.
  app.use('/api/auth/signin', refuseSignInsWhileHashGateFull(app.get(PasswordHasher), () => metrics.shed.inc({ reason: 'password hashes' })));
  app.use(pinoHttp(requestLoggingOptions(rootLogger(config))));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // react-admin (MUI/emotion) injects inline styles.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', ...(config.s3 ? ['https:', 'http:'] : [])],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
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

/** Anonymous analytics beacons, as frequent as reads, are answered before Express (see anonymous-beacons.ts). */
function answerBeaconsBeforeExpress(app: NestExpressApplication, metrics: MetricsService): void {
  const express = app.getHttpAdapter().getInstance() as Express;
  const shedder = app.get(AppLoadShedder);
  const beacons = anonymousBeacons({
    analytics: app.get(AnalyticsService),
    clientAddress: (req) => proxyAddress(req, express.get('trust proxy fn')),
    admit: (res) => (shedder.admit(res) ? overloaded() : undefined),
    measure: (res, routeOf) => measureAnswer(metrics, 'POST', res, routeOf),
  });
  // Only Express's own listener is put behind the beacons: others (HttpDrain's, ahead of it) still see every request.
  const server: Server = app.getHttpServer();
  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => beacons(req, res) || express(req, res));
}

/** Body-parser failures (bad JSON, too large) answer here, before Nest turns them into generic errors. */
function bodyParserErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: number }).status;
  if (typeof (error as { type?: unknown }).type !== 'string' || !status) return next(error);
  sendError(error, res);
}

/** Bodies must be JSON or multipart; anything else is a 415, never silently ignored. */
function rejectUnsupportedMediaTypes(req: Request, res: Response, next: NextFunction): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || ['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type === 'multipart/form-data') return next();
  res.status(415).json({ statusCode: 415, message: 'Content-Type must be application/json or multipart/form-data', error: 'Unsupported Media Type' });
}
