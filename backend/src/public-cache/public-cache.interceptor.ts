import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { publicCacheControl } from '../common/http/cache/edge-cache';
import { hasCredentials } from '../common/http/cache/no-store';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { cachedAnswer, PublicResponseCache } from './public-response-cache';

/** Longer URLs are answered, never kept (a cache key per crafted URL would crowd out real pages). */
const MAX_KEY_LENGTH = 1000;

/**
 * The `@PublicCache()` routes' answers: a 200 or 404 for a caller without credentials is marked
 * public for shared caches, and a 200 for a caller without a bearer is kept under its URL as sent,
 * unless the listing changed while it was computed. Other errors and signed-in answers are neither
 * (the latter differ: an owner sees their own paused profile).
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  private readonly cacheControl: string;

  constructor(
    private readonly cache: PublicResponseCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cacheControl = publicCacheControl(config.edgeCacheSeconds);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    this.keep(http.getRequest<Request>(), http.getResponse<Response>());
    return next.handle();
  }

  private keep(req: Request, res: Response): void {
    res.setHeader('Vary', 'Authorization');
    if (req.method !== 'GET' || req.headers.authorization !== undefined) return;
    const shared = !hasCredentials(req);
    const key = this.cache.serving && req.originalUrl.length <= MAX_KEY_LENGTH ? req.originalUrl : undefined;
    const generation = this.cache.generation;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const ok = res.statusCode === 200;
      // A 404 is the same for everyone too, and a shared cache then drops a page taken down as soon as it asks again.
      if ((ok || res.statusCode === 404) && shared) res.setHeader('Cache-Control', this.cacheControl);
      const sent = send(body);
      if (ok && key !== undefined && typeof body === 'string' && !res.getHeader('set-cookie')) {
        const etag = res.getHeader('ETag');
        this.cache.set(key, cachedAnswer(body, typeof etag === 'string' ? etag : undefined), generation);
      }
      return sent;
    };
  }
}
