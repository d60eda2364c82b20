import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ListingChangeListener } from './listing-change-listener';
import { ListingTotalsCache } from './listing-totals-cache';
import { PublicResponseCache } from './public-response-cache';

@Module({
  providers: [
    { provide: PublicResponseCache, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PublicResponseCache(config.publicCacheSeconds * 1000) },
    { provide: ListingTotalsCache, useFactory: () => new ListingTotalsCache() },
    ListingChangeListener,
  ],
  exports: [PublicResponseCache, ListingTotalsCache, ListingChangeListener],
})
export class PublicCacheModule {}
