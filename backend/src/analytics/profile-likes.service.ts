import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { TooManyRequestsException } from '../common/errors/app.exception';
import { ProfilesService } from '../profiles/profiles.service';
import { PublicResponseCache } from '../public-cache/public-response-cache';
import { AnalyticsService } from './analytics.service';
import type { VisitorTraits } from './visitor-hasher';
import { ANALYTICS_MESSAGES } from './analytics.messages';

/** Likes one address may give: a household liking many profiles is fine, a script adding hundreds is not. */
export const LIKE_LIMIT = { max: 30, windowMs: 60 * 60_000 };

/**
 * One like per visitor per profile: per browser (its visitor cookie, kept by the profiles module)
 * and, for requests without the cookie, per day's visitor hash; and at most 30 an hour per address.
 */
@Injectable()
export class ProfileLikesService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly analytics: AnalyticsService,
    private readonly limiter: RateLimiter,
    private readonly cache: PublicResponseCache,
  ) {}

  async like(username: string, visitor: VisitorTraits, cookieId: string): Promise<{ like_count: number; liked: true }> {
    const wait = await this.limiter.hit(`like:${await this.analytics.addressKey(visitor)}`, LIKE_LIMIT);
    if (wait) throw new TooManyRequestsException(`${ANALYTICS_MESSAGES.tooManyLikes} Please try again in ${Math.ceil(wait / 60)} minutes.`, wait);
    const { profileId, likeCount } = await this.profiles.like(username, cookieId, (id) => this.analytics.firstLikeToday(id, visitor));
    // This instance at once; the others when the profile_liked notification reaches them.
    this.cache.profileLiked(profileId);
    return { like_count: likeCount, liked: true };
  }
}
