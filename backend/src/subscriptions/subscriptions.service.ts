import { Invoice, PaidTier, ProfileMessages, SubscriptionTier, TIER_LABELS, nzLongDate } from 'contract';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AccountsService } from '../auth/accounts.service';
import { AuditService } from '../audit/audit.service';
import { InvoicesService, PlanInvoiceRequest } from '../billing/invoices/invoices.service';
import { NotificationsService } from '../mail/notifications.service';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import type { ProfilePlan } from '../profiles/profile-views';
import { ProfilesService } from '../profiles/profiles.service';
import { PlanPeriodsService } from './plan-periods.service';
import { canChoose } from './plans';
import { PlanPeriodExport, SubscriptionsRepository } from './subscriptions.repository';
import { BILLING_MESSAGES } from '../billing/billing.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

const PROFILE_NOT_FOUND = ProfileMessages.notFound;

/** The plan that counts now: one past its expiry is Free even before the daily job catches up. */
function currentTier(plan: ProfilePlan, now: Date): SubscriptionTier {
  return plan.subscriptionTier !== 'free' && plan.subscriptionExpiresAt && plan.subscriptionExpiresAt > now ? plan.subscriptionTier : 'free';
}

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly periods: PlanPeriodsService,
    private readonly profiles: ProfilesService,
    private readonly profileQueries: ProfileQueriesService,
    private readonly accounts: AccountsService,
    private readonly invoices: InvoicesService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** The user's plan periods (paid, complimentary, replaced, credited), for their data export. */
  exportPeriods(userId: string): Promise<PlanPeriodExport[]> {
    return this.subscriptions.findForExport(userId);
  }

  /**
   * Choosing a plan sends an invoice and never changes the plan by itself; the plan
   * starts when the invoice is paid. The profile row is locked, so choosing twice at once gives
   * one invoice. Going down while a higher plan runs is refused (spec §4).
   */
  async upgrade(userId: string, tier: PaidTier, now: Date = new Date()): Promise<{ message: string; invoice: Invoice }> {
    return this.subscriptions.transaction(async (manager) => {
      const plan = await this.profiles.lockPlan(manager, userId);
      if (!plan) throw appError(ErrorKind.NotFound, PROFILE_NOT_FOUND);
      const current = currentTier(plan, now);
      if (!canChoose(current, tier)) {
        throw appError(
          ErrorKind.BadInput,
          `You cannot change from ${TIER_LABELS[current]} to ${TIER_LABELS[tier]}: plans upgrade from Free to Basic, or from Free or Basic to Premium.`,
        );
      }
      const { invoice, created } = await this.invoices.invoicePlan(manager, await this.invoiceRequest(manager, plan, tier), now);
      const message = created ? BILLING_MESSAGES.invoiceCreated(invoice.number, TIER_LABELS[tier]) : BILLING_MESSAGES.invoiceAlreadyOpen(invoice.number, TIER_LABELS[tier]);
      return { message, invoice };
    });
  }

  /** A superadmin's plan without payment, with a reason, stacked like a paid one and audited. */
  async grantComplimentary(userId: string, tier: PaidTier, days: number, reason: string, adminUserId: string): Promise<{ message: string; tier: PaidTier; expires_at: string }> {
    const granted = await this.subscriptions.transaction(async (manager) => {
      const plan = await this.periods.grant(manager, { userId, tier, days, priceCents: 0, source: 'complimentary', note: reason });
      if (!plan) throw appError(ErrorKind.NotFound, PROFILE_NOT_FOUND);
      await this.audit.record(adminUserId, 'subscription.complimentary', 'user', userId, { tier, days, reason, expires_at: plan.expiresAt.toISOString() }, manager);
      return plan;
    });
    return {
      message: `Complimentary ${TIER_LABELS[tier]} plan granted until ${nzLongDate(granted.expiresAt)}`,
      tier: granted.tier,
      expires_at: granted.expiresAt.toISOString(),
    };
  }

  /**
   * Nothing renews by itself (the terms say so): 7 days before a plan ends its owner gets an
   * invoice for the next period. One per plan end (a unique key), however often this runs; an
   * owner who already has an open invoice for that plan gets no second one. The job runner keeps two
   * instances from running it at once.
   */
  async sendRenewalInvoices(now: Date = new Date()): Promise<number> {
    const plans = await this.profileQueries.plansEndingBetween(now, new Date(now.getTime() + 7 * 86_400_000));
    let sent = 0;
    for (const ending of plans) {
      const { created } = await this.subscriptions.transaction(async (manager) => {
        const plan = await this.profiles.lockPlan(manager, ending.userId);
        if (!plan || plan.subscriptionTier === 'free' || plan.subscriptionExpiresAt?.getTime() !== ending.expiresAt.getTime()) return { created: false };
        const request = await this.invoiceRequest(manager, plan, plan.subscriptionTier);
        return this.invoices.invoicePlan(manager, { ...request, renewalOf: ending.expiresAt }, now);
      });
      if (created) sent += 1;
    }
    return sent;
  }

  /**
   * Returns expired plans to free and marks their records expired; each owner's "plan expired"
   * email is queued in the same transaction. Idempotent; one instance sweeps at a time.
   */
  expireDuePlans(now: Date = new Date()): Promise<number> {
    return this.subscriptions.transaction(async (manager) => {
      if (!(await this.subscriptions.tryLockExpirySweep(manager))) return 0;
      await this.subscriptions.markExpired(manager, now);
      const plans = await this.profiles.returnExpiredPlansToFree(manager, now);
      const emails = await this.accounts.emailsByIds(plans.map((plan) => plan.userId), manager);
      for (const plan of plans) {
        const email = emails.get(plan.userId);
        if (email) await this.notifications.sendPlanExpired(email, plan.fullName, plan.tier, plan.expiresAt, { manager });
      }
      return plans.length;
    });
  }

  /** Warns owners whose plan ends within 3 days; the outbox's dedupe key makes it once per plan however often this runs. */
  async notifyPlansEndingSoon(now: Date = new Date()): Promise<number> {
    const plans = await this.profileQueries.plansEndingBetween(now, new Date(now.getTime() + 3 * 86_400_000));
    const emails = await this.accounts.emailsByIds(plans.map((plan) => plan.userId));
    for (const plan of plans) {
      const email = emails.get(plan.userId);
      if (email) await this.notifications.sendPlanExpiringSoon(email, plan.fullName, plan.tier, plan.expiresAt);
    }
    return plans.length;
  }

  /** Who the invoice is for: the profile's names and the account's sign-in email. */
  private async invoiceRequest(manager: EntityManager, plan: ProfilePlan, tier: PaidTier): Promise<PlanInvoiceRequest> {
    const email = (await this.accounts.emailsByIds([plan.userId], manager)).get(plan.userId)!;
    return { userId: plan.userId, username: plan.username, recipientName: plan.fullName, recipientEmail: email, tier };
  }
}
