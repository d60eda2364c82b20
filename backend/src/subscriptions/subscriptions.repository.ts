import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Profile } from '../profiles/entities/profile.entity';
import { Subscription } from './entities/subscription.entity';
import { PaidTier, PLAN_DAYS, PLAN_PRICES } from './plans';
import type { SubscriptionTier } from '../profiles/profile-enums';

/** A paid plan ending, with where to tell its owner (the sign-in email). */
export interface EndingPlan {
  email: string;
  fullName: string;
  tier: string;
  expiresAt: Date;
}

export type UpgradeOutcome = { kind: 'upgraded' } | { kind: 'no-profile' } | { kind: 'not-allowed'; from: SubscriptionTier };

/** Arbitrary fixed key: one expiry sweep at a time across every app instance. */
const EXPIRY_LOCK_KEY = 1795320001;

@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Locks the profile row so two upgrades cannot both pass the tier check, records the plan and
   * sets the profile's tier and expiry in one transaction.
   */
  upgrade(userId: string, tier: PaidTier, allowed: (from: SubscriptionTier) => boolean): Promise<UpgradeOutcome> {
    return this.db.transaction(async (tx) => {
      const profile = await tx
        .getRepository(Profile)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.user_id = :userId AND NOT p.is_deleted', { userId })
        .getOne();
      if (!profile) return { kind: 'no-profile' } as const;
      if (!allowed(profile.subscriptionTier)) return { kind: 'not-allowed', from: profile.subscriptionTier } as const;
      const startsAt = new Date();
      const expiresAt = new Date(startsAt.getTime() + PLAN_DAYS * 86_400_000);
      await tx.getRepository(Subscription).update({ userId, status: 'active' }, { status: 'replaced' });
      await tx.getRepository(Subscription).insert({ userId, tier, price: PLAN_PRICES[tier], status: 'active', startsAt, expiresAt });
      await tx.getRepository(Profile).update({ id: profile.id }, { subscriptionTier: tier, subscriptionExpiresAt: expiresAt, updatedAt: new Date() });
      return { kind: 'upgraded' } as const;
    });
  }

  /**
   * Returns every paid plan past its expiry to free, and marks its subscription expired.
   * Idempotent; the advisory lock keeps two instances from sweeping at once.
   */
  expireDuePlans(now: Date, onExpired: (plans: EndingPlan[], manager: EntityManager) => Promise<void> = async () => undefined): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [{ locked }] = await tx.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [EXPIRY_LOCK_KEY]);
      if (!locked) return 0;
      await tx.query(`UPDATE subscriptions SET status = 'expired' WHERE status = 'active' AND expires_at <= $1`, [now]);
      // The CTE reads the plan as it was, so the owner can be told which plan ended and when.
      const [rows, count]: [{ email: string; full_name: string; tier: string; expires_at: Date }[], number] = await tx.query(
        `WITH due AS (
           SELECT p.id, p.subscription_tier, p.subscription_expires_at, p.full_name, u.email
           FROM profiles p JOIN users u ON u.id = p.user_id
           WHERE p.subscription_tier <> 'free' AND p.subscription_expires_at <= $1
           FOR UPDATE OF p
         )
         UPDATE profiles SET subscription_tier = 'free', subscription_expires_at = NULL, updated_at = now()
         FROM due WHERE profiles.id = due.id
         RETURNING due.email, due.full_name, due.subscription_tier AS tier, due.subscription_expires_at AS expires_at`,
        [now],
      );
      await onExpired(rows.map((r) => ({ email: r.email, fullName: r.full_name, tier: r.tier, expiresAt: r.expires_at })), tx);
      return count;
    });
  }

  /** Live paid plans ending after `from` and no later than `to`. */
  async findPlansEndingBetween(from: Date, to: Date): Promise<EndingPlan[]> {
    const rows: { email: string; full_name: string; tier: string; expires_at: Date }[] = await this.db.query(
      `SELECT u.email, p.full_name, p.subscription_tier AS tier, p.subscription_expires_at AS expires_at
       FROM profiles p JOIN users u ON u.id = p.user_id
       WHERE NOT p.is_deleted AND p.subscription_tier <> 'free' AND p.subscription_expires_at > $1 AND p.subscription_expires_at <= $2`,
      [from, to],
    );
    return rows.map((r) => ({ email: r.email, fullName: r.full_name, tier: r.tier, expiresAt: r.expires_at }));
  }
}
