import { AdminInvoice, isCalendarDay, MAX_AMOUNT_CENTS, PAYMENT_METHODS } from 'contract';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { isUuid } from '../../common/http/lists/simple-rest';
import { nzDatePlus } from '../../common/time/nz-date';
import { INVOICE_PAID, InvoicePaidEvent } from '../../events/billing-events';
import { badInput, conflict, notFound } from '../billing.exception';
import { balanceDue, InvoiceRow } from '../invoices/invoice-row';
import { InvoicesRepository, PaymentRow } from '../invoices/invoices.repository';
import { InvoicesService } from '../invoices/invoices.service';
import { BILLING_MESSAGES } from '../billing.messages';

export interface NewPayment {
  amountCents: number;
  /** yyyy-MM-dd, the day the money arrived. */
  receivedOn: string;
  method: PaymentRow['method'];
  note: string | null;
  /** Set when the payment comes from an imported bank statement line. */
  statementLineId?: string;
}

/**
 * The one way money is recorded against an invoice, whoever reports it (an admin, a bank
 * statement, a future card provider). The invoice row is locked first, so two reports of one
 * payment at the same moment record it once; the invoice that becomes fully paid publishes
 * invoice.paid in the same transaction, which starts its plan. Every payment sends its payer a receipt.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly invoiceViews: InvoicesService,
    private readonly events: EventEmitter2,
    private readonly audit: AuditService,
  ) {}

  /** Admin "Mark as paid": one payment, refused on a void or already paid invoice. */
  async markPaid(invoiceId: string, payment: NewPayment, adminUserId: string, now: Date = new Date()): Promise<{ message: string; invoice: AdminInvoice }> {
    checkPayment(payment, now);
    const invoice = await this.invoices.transaction(async (manager) => {
      const paid = await this.record(manager, invoiceId, payment, adminUserId, now);
      await this.audit.record(
        adminUserId,
        'invoice.payment',
        'invoice',
        paid.id,
        { number: paid.number, amount_cents: payment.amountCents, received_on: payment.receivedOn, method: payment.method },
        manager,
      );
      return paid;
    });
    return { message: BILLING_MESSAGES.paymentRecorded(invoice.number), invoice: await this.invoiceViews.get(invoice.id) };
  }

  /**
   * Records a payment in the caller's transaction and answers the invoice as it is after it. A
   * statement line may pay an invoice that is already paid (the overpayment shows as credit); an
   * admin's own entry may not, so a double click or a second admin does not pay twice.
   */
  async record(manager: EntityManager, invoiceId: string, payment: NewPayment, recordedBy: string | null, now: Date = new Date()): Promise<InvoiceRow> {
    const invoice = isUuid(invoiceId) ? await this.invoices.lockById(manager, invoiceId) : undefined;
    if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    if (invoice.status === 'void') throw badInput(BILLING_MESSAGES.paymentToVoid(invoice.number));
    if (!payment.statementLineId && balanceDue(invoice) === 0) throw conflict(BILLING_MESSAGES.alreadyPaid(invoice.number));

    const amountPaid = invoice.amount_paid_cents + payment.amountCents;
    const becomesPaid = invoice.paid_at === null && amountPaid >= invoice.total_cents;
    const status = becomesPaid ? 'paid' : invoice.status;
    const paidAt = becomesPaid ? now : invoice.paid_at;
    const paymentId = await this.invoices.insertPayment(manager, {
      invoiceId: invoice.id,
      amountCents: payment.amountCents,
      receivedOn: payment.receivedOn,
      method: payment.method,
      note: payment.note,
      statementLineId: payment.statementLineId ?? null,
      recordedBy,
    });
    await this.invoices.setPaidAmount(manager, invoice.id, amountPaid, status, paidAt);
    if (becomesPaid) {
      await this.events.emitAsync(INVOICE_PAID, new InvoicePaidEvent(manager, invoice.id, invoice.user_id, invoice.tier, invoice.period_days, invoice.total_cents));
    }
    const after: InvoiceRow = { ...invoice, amount_paid_cents: amountPaid, status, paid_at: paidAt };
    await this.invoiceViews.emailReceipt(manager, after, paymentId, { amount_cents: payment.amountCents, received_on: payment.receivedOn, method: payment.method });
    return after;
  }
}

/** What an admin types is checked before anything is locked or written. */
function checkPayment(payment: NewPayment, now: Date): void {
  if (!Number.isSafeInteger(payment.amountCents)) throw badInput(BILLING_MESSAGES.amountRequired);
  if (payment.amountCents <= 0) throw badInput(BILLING_MESSAGES.amountNotPositive);
  if (payment.amountCents > MAX_AMOUNT_CENTS) throw badInput(BILLING_MESSAGES.amountTooLarge);
  if (!isCalendarDay(payment.receivedOn)) throw badInput(BILLING_MESSAGES.dateInvalid);
  if (payment.receivedOn > nzDatePlus(now, 0)) throw badInput(BILLING_MESSAGES.dateInFuture);
  if (!(PAYMENT_METHODS as readonly string[]).includes(payment.method)) throw badInput(BILLING_MESSAGES.methodInvalid);
  if (payment.note && payment.note.length > 500) throw badInput(BILLING_MESSAGES.noteTooLong);
}
