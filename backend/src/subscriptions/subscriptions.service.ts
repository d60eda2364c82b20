import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ProfilesService } from '../profiles/profiles.service';
import { OwnerProfile } from '../profiles/profile.mapper';
import { canUpgrade, PaidTier, TIER_LABELS } from './plans';
import { SubscriptionsRepository } from './subscriptions.repository';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly profiles: ProfilesService,
  ) {}

  async upgrade(userId: string, tier: PaidTier): Promise<{ message: string; profile: OwnerProfile }> {
    const outcome = await this.subscriptions.upgrade(userId, tier, (from) => canUpgrade(from, tier));
    if (outcome.kind === 'no-profile') throw new NotFoundException('Profile not found');
    if (outcome.kind === 'not-allowed') {
      throw new BadRequestException(
        `You cannot change from ${TIER_LABELS[outcome.from]} to ${TIER_LABELS[tier]}: plans upgrade from Free to Basic, or from Free or Basic to Premium.`,
      );
    }
    return { message: `Successfully upgraded to ${TIER_LABELS[tier]} membership!`, profile: await this.profiles.getOwn(userId) };
  }

  expireDuePlans(now: Date = new Date()): Promise<number> {
    return this.subscriptions.expireDuePlans(now);
  }
}
