import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { NotificationsService } from '../mail/notifications.service';
import { ProfilesService } from '../profiles/profiles.service';
import { OwnerProfile } from '../profiles/profile.mapper';
import { canUpgrade, PaidTier, TIER_LABELS } from './plans';
import { SubscriptionsRepository } from './subscriptions.repository';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly profiles: ProfilesService,
    private readonly notifications: NotificationsService,
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

  /** Returns expired plans to free; each owner's "plan expired" email is queued in the same transaction. */
  expireDuePlans(now: Date = new Date()): Promise<number> {
    return this.subscriptions.expireDuePlans(now, async (plans, manager) => {
      for (const plan of plans) await this.notifications.sendPlanExpired(plan.email, plan.fullName, plan.tier, plan.expiresAt, { manager });
    });
  }

  /** Warns owners whose plan ends within 3 days; the outbox's dedupe key makes it once per plan however often this runs. */
  async notifyPlansEndingSoon(now: Date = new Date()): Promise<number> {
    const plans = await this.subscriptions.findPlansEndingBetween(now, new Date(now.getTime() + 3 * 86_400_000));
    for (const plan of plans) await this.notifications.sendPlanExpiringSoon(plan.email, plan.fullName, plan.tier, plan.expiresAt);
    return plans.length;
  }
}
