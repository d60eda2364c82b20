import { Module } from '@nestjs/common';
import { Clock } from '../auth/rate-limit/clock';
import { InMemoryRateLimitStore } from '../auth/rate-limit/in-memory-rate-limit.store';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { ProfilesModule } from '../profiles/profiles.module';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AnalyticsReportsService } from './analytics-reports.service';
import { AnalyticsRetentionJob } from './analytics-retention.job';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService, EVENT_LIMITER } from './analytics.service';
import { ContactRevealListener } from './contact-reveal.listener';
import { OwnerAnalyticsController } from './owner-analytics.controller';
import { ProfileEventsController } from './profile-events.controller';
import { ProfileLikesService } from './profile-likes.service';
import { ProfileLookup } from './profile-lookup';
import { VisitorHasher } from './visitor-hasher';

/**
 * Advertiser analytics: profile views and contact taps counted per profile per New
 * Zealand day, without cookies, stored IP addresses or per-visitor rows; and likes, one per visitor.
 */
@Module({
  imports: [ProfilesModule, PublicCacheModule],
  controllers: [ProfileEventsController, OwnerAnalyticsController, AdminAnalyticsController],
  providers: [
    AnalyticsRepository,
    VisitorHasher,
    ProfileLookup,
    AnalyticsService,
    AnalyticsReportsService,
    ProfileLikesService,
    AnalyticsRetentionJob,
    ContactRevealListener,
    { provide: EVENT_LIMITER, inject: [Clock], useFactory: (clock: Clock) => new RateLimiter(new InMemoryRateLimitStore(clock), clock) },
  ],
  exports: [AnalyticsService, AnalyticsReportsService, AnalyticsRetentionJob],
})
export class AnalyticsModule {}
