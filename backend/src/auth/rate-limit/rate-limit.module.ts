import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Clock } from './clock';
import { InMemoryRateLimitStore } from './in-memory-rate-limit.store';
import { PostgresRateLimitStore } from './postgres-rate-limit.store';
import { RateLimitStore } from './rate-limit.store';
import { RateLimiter } from './rate-limiter';

/** The one rate-limit store of the app (sign-in, sign-up, password reset, contact, reports), chosen by RATE_LIMIT_STORE. */
@Global()
@Module({
  providers: [
    Clock,
    {
      provide: RateLimitStore,
      inject: [APP_CONFIG, Clock, getDataSourceToken()],
      useFactory: (config: AppConfig, clock: Clock, db: DataSource): RateLimitStore =>
        config.rateLimitStore === 'postgres' ? new PostgresRateLimitStore(db, clock) : new InMemoryRateLimitStore(clock),
    },
    RateLimiter,
  ],
  exports: [Clock, RateLimitStore, RateLimiter],
})
export class RateLimitModule {}
