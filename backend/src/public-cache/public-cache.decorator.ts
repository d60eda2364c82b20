import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { PublicCacheInterceptor } from './public-cache.interceptor';

/**
 * On a GET route whose answer to an anonymous visitor is the same for every anonymous visitor: the
 * answer is kept in this process's public cache (served by publicCacheHits until the listing
 * changes) and marked for CDNs and proxies (`Cache-Control: public, s-maxage`, `Vary:
 * Authorization`, ETag). A route without it is never cached.
 */
export function PublicCache(): MethodDecorator {
  return applyDecorators(UseInterceptors(PublicCacheInterceptor));
}
