import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { INVOICE_CREDITED, INVOICE_PAID, InvoiceCreditedEvent, InvoicePaidEvent } from '../events/billing-events';
import { PlanPeriodsService } from './plan-periods.service';

/**
 * Billing's news, in billing's transaction: a paid invoice starts (or stacks) its plan period, a
 * credit note shortens it. Errors are not suppressed, so a failure here undoes the payment too.
 */
@Injectable()
export class PlanPeriodsListener {
  constructor(private readonly periods: PlanPeriodsService) {}

  @OnEvent(INVOICE_PAID, { suppressErrors: false })
  async onInvoicePaid(event: InvoicePaidEvent): Promise<void> {
    if (!event.userId) return;
    await this.periods.grant(event.manager, {
      userId: event.userId,
      tier: event.tier,
      days: event.periodDays,
      priceCents: event.totalCents,
      source: 'invoice',
      invoiceId: event.invoiceId,
    });
  }

  @OnEvent(INVOICE_CREDITED, { suppressErrors: false })
  async onInvoiceCredited(event: InvoiceCreditedEvent): Promise<void> {
    if (!event.userId) return;
    await this.periods.shortenForCredit(event.manager, event.invoiceId, event.userId, event.creditedCents, event.totalCents);
  }
}
