import type { PaidTier } from 'contract';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ProfilesService } from '../profiles/profiles.service';
import { isBelow } from './plans';
import { PlanPeriod, SubscriptionsRepository } from './subscriptions.repository';

const DAY_MS = 86_400_000;

export interface PeriodGrant {
  userId: string;
  tier: PaidTier;
  days: number;
  priceCents: number;
  source: 'invoice' | 'complimentary';
  invoiceId?: string;
  note?: string;
}

/**
 * Plans follow payments. A period starts at once, or, when a plan at least as high is
 * running, at its end: periods stack, so paying early never loses a day. A higher plan starts at
 * once and replaces what was left of a lower one. Every step runs in the caller's transaction with
 * the profile row locked (through ProfilesService), so two grants for one advertiser stack one after the other.
 */
@Injectable()
export class PlanPeriodsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly profiles: ProfilesService,
  ) {}

  /** The plan after the grant, or null when the account has no live profile to grant it to. */
  async grant(manager: EntityManager, grant: PeriodGrant, now: Date = new Date()): Promise<{ tier: PaidTier; expiresAt: Date } | null> {
    const plan = await this.profiles.lockPlan(manager, grant.userId);
    if (!plan) return null;
    const runningUntil = plan.subscriptionTier !== 'free' && plan.subscriptionExpiresAt && plan.subscriptionExpiresAt > now ? plan.subscriptionExpiresAt : null;
    const stacks = runningUntil !== null && !isBelow(plan.subscriptionTier, grant.tier);
    const tier = stacks ? (plan.subscriptionTier as PaidTier) : grant.tier;
    const startsAt = stacks ? runningUntil : now;
    if (!stacks) await this.subscriptions.replaceRunningPeriods(manager, grant.userId, now);
    const expiresAt = new Date(startsAt.getTime() + grant.days * DAY_MS);
    await this.subscriptions.insertPeriod(manager, {
      userId: grant.userId,
      tier,
      priceCents: grant.priceCents,
      startsAt,
      expiresAt,
      source: grant.source,
      invoiceId: grant.invoiceId ?? null,
      note: grant.note ?? null,
    });
    await this.profiles.setPlan(manager, plan.id, tier, expiresAt);
    return { tier, expiresAt };
  }

  /**
   * A credit note of `creditedCents` out of the invoice's `totalCents` takes the same share of the
   * period the invoice paid for, from its end. Only time still to come can go: a period already
   * over stays as it was, and one cut to nothing ends now ('credited'). Periods stacked behind it
   * move up, and the profile's plan ends that much earlier (at once, back to Free, if nothing is left).
   */
  async shortenForCredit(manager: EntityManager, invoiceId: string, userId: string, creditedCents: number, totalCents: number, now: Date = new Date()): Promise<void> {
    const period = await this.subscriptions.lockPeriodOfInvoice(manager, invoiceId);
    if (!period || period.status !== 'active' || period.expiresAt <= now) return;
    const plan = await this.profiles.lockPlan(manager, userId);
    const remaining = period.expiresAt.getTime() - Math.max(now.getTime(), period.startsAt.getTime());
    const share = Math.round(((period.expiresAt.getTime() - period.startsAt.getTime()) * creditedCents) / totalCents);
    const removed = Math.min(share, remaining);
    await this.subscriptions.endPeriod(manager, period.id, ...this.shortened(period, removed, remaining, now));
    await this.subscriptions.moveLaterPeriods(manager, userId, period.expiresAt, period.id, removed);
    if (!plan?.subscriptionExpiresAt || plan.subscriptionTier === 'free') return;
    const expiresAt = new Date(plan.subscriptionExpiresAt.getTime() - removed);
    if (expiresAt <= now) await this.profiles.setPlan(manager, plan.id, 'free', null);
    else await this.profiles.setPlan(manager, plan.id, plan.subscriptionTier, expiresAt);
  }

  private shortened(period: PlanPeriod, removed: number, remaining: number, now: Date): [Date, PlanPeriod['status']] {
    if (removed < remaining) return [new Date(period.expiresAt.getTime() - removed), 'active'];
    // Nothing left: a running period ends now; one still to come keeps its dates, marked credited.
    return [period.startsAt < now ? now : period.expiresAt, 'credited'];
  }
}
