import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ListingChangeListener } from './listing-change-listener';
import { ListingTotalsCache } from './listing-totals-cache';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { PublicResponseCache } from './public-response-cache';

/** Global: every module's `@PublicCache()` routes use its interceptor. */
@Global()
@Module({
  providers: [
    { provide: PublicResponseCache, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PublicResponseCache(config.publicCacheSeconds * 1000) },
    { provide: ListingTotalsCache, useFactory: () => new ListingTotalsCache() },
    ListingChangeListener,
    PublicCacheInterceptor,
  ],
  exports: [PublicResponseCache, ListingTotalsCache, ListingChangeListener, PublicCacheInterceptor],
})
export class PublicCacheModule {}
