import { RequestMethod } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Express } from 'express';
import { PasswordHasher } from './auth/password-hasher';
import { refuseSignInsWhileHashGateFull } from './auth/sign-in-refusal';
import { AppConfig } from './config/app-config';
import { publicCacheControl } from './common/http/cache/edge-cache';
import { HttpExceptionFilter } from './common/http/errors/http-exception.filter';
import { rejectHostileInput } from './common/http/security/hostile-input';
import { requestBodies } from './common/http/requests/request-body';
import { fixedHeadersOf, fixedSecurityHeaders, securityHeaders } from './common/http/security/security-headers';
import { noStoreForPersonalAnswers } from './common/http/cache/no-store';
import { rememberedTrust } from './common/http/security/remembered-trust';
import { mountStaticSites } from './common/http/site/static-site';
import { COMPRESSION_THRESHOLD } from './common/http/cache/content-encoding';
import { requestMetrics } from './observability/http-metrics';
import { requestLines, requestLogContext, rootLogger } from './observability/logging';
import { MetricsService } from './observability/metrics.service';
import { PhotosService } from './photos/photos.service';
import { ProfilesService } from './profiles/profiles.service';
import { AppLoadShedder } from './observability/observability.module';
import { publicCacheHits } from './public-cache/public-cache-hits.middleware';
import { cachedAnswer, PublicResponseCache } from './public-cache/public-response-cache';
import { createValidationPipe } from './common/http/requests/validation.pipe';
import { PageRenderer } from './site-pages/page-renderer';
import { mountMedia } from './storage/media.route';
import { StorageService } from './storage/storage.service';
import { ListPageInterceptor } from './common/http/lists/list-page.interceptor';

/** Controller routes outside /api (Prometheus, search engines); the public site's page fallback leaves them to Nest. */
const ROUTES_OUTSIDE_API = ['metrics', 'robots.txt', 'sitemap.xml', 'sitemaps/:file'];
const OUTSIDE_API_PATH = /^\/(?:metrics|robots\.txt|sitemap\.xml|sitemaps\/[^/]+)$/;

/** Nest's own body parsers off: configureApp's requestBodies reads bodies, and only requests that have one. */
export const HTTP_APP_OPTIONS = { bodyParser: false } as const;

/**
 * HTTP concerns shared by main.ts and the integration tests, so tests see the real app. Express is
 * the server's only request listener; each middleware below runs for every request, so each does
 * as little as it can and anything that could be done once is done here.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.setGlobalPrefix('api', { exclude: ROUTES_OUTSIDE_API.map((path) => ({ path, method: RequestMethod.GET })) });
  const express = app.getHttpAdapter().getInstance() as Express;
  trustProxies(express, config.trustProxy);
  app.disable('x-powered-by');
  const metrics = app.get(MetricsService);
  // Before any other work, so a refusal costs as little as possible; health probes always pass.
  app.use('/api', app.get(AppLoadShedder).middleware());
  app.use(requestMetrics(metrics));
  const logger = rootLogger(config);
  app.use(requestLines(logger));
  const security = fixedHeadersOf(securityHeaders(config));
  // A hit is answered here, with headers made once, before any of the work below.
  const cache = app.get(PublicResponseCache);
  app.use(publicCacheHits(cache, publicCacheControl(config.edgeCacheSeconds), security));
  app.use(requestLogContext(logger));
  app.use(fixedSecurityHeaders(security));
  app.use('/api', noStoreForPersonalAnswers);
  // After the cache hits, which send bytes compressed once; every other JSON or HTML answer is compressed as it goes
  // out, at gzip's fastest level: on the request path it costs about half of the default's CPU for 10 % more bytes.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD, level: 1 }));
  app.use(requestBodies({ limit: '100kb' }));
  // A sign-in the password-hash queue has no room for is refused as cheaply as a shed request.
  app.use('/api/auth/signin', refuseSignInsWhileHashGateFull(app.get(PasswordHasher), () => metrics.shed.inc({ reason: 'password hashes' })));
  app.use(cookieParser());
  app.use(rejectHostileInput);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalInterceptors(new ListPageInterceptor());
  const photos = app.get(PhotosService);
  const profiles = app.get(ProfilesService);
  mountMedia(express, app.get(StorageService), async (key) => {
    const owner = await photos.approvedFileOwner(key);
    return owner !== undefined && (await profiles.photosShown(owner));
  });
  const pages = app.get(PageRenderer);
  mountStaticSites(express, {
    frontendDist: config.frontendDist,
    adminDist: config.adminDist,
    pageCacheControl: publicCacheControl(config.edgeCacheSeconds),
    leftToNest: (path) => OUTSIDE_API_PATH.test(path),
    renderPage: (path, url, indexPath) => pages.page(path, url, indexPath),
    keepPage: (url) => {
      const generation = cache.generation;
      return (html, etag) => cache.set(url, cachedAnswer(html, etag, 'text/html; charset=utf-8'), generation);
    },
  });
}

/** Express's `trust proxy`, its compiled test (`trust proxy fn`, which req.ip uses) remembering its verdicts. */
function trustProxies(express: Express, trustProxy: AppConfig['trustProxy']): void {
  express.set('trust proxy', trustProxy);
  express.set('trust proxy fn', rememberedTrust(express.get('trust proxy fn')));
}
