import type { PaidTier } from 'contract';
import type { EntityManager } from 'typeorm';

/**
 * An invoice has just been paid in full. Published inside the transaction that recorded the
 * payment, with its manager: the plan it pays for starts in that same transaction, so a payment
 * and its plan commit together or not at all (listeners must not suppress their errors).
 */
export const INVOICE_PAID = 'invoice.paid';

export class InvoicePaidEvent {
  constructor(
    readonly manager: EntityManager,
    readonly invoiceId: string,
    /** Null when the recipient's account no longer exists: nothing to grant. */
    readonly userId: string | null,
    readonly tier: PaidTier,
    readonly periodDays: number,
    readonly totalCents: number,
  ) {}
}

/**
 * A credit note was issued against a paid invoice, in the issuing transaction: the plan period
 * that invoice paid for is shortened by the same share (creditedCents of totalCents), or ended.
 */
export const INVOICE_CREDITED = 'invoice.credited';

export class InvoiceCreditedEvent {
  constructor(
    readonly manager: EntityManager,
    readonly invoiceId: string,
    readonly userId: string | null,
    readonly creditedCents: number,
    readonly totalCents: number,
  ) {}
}
