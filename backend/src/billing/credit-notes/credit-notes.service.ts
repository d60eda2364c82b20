import { AdminInvoice, formatCents, MAX_AMOUNT_CENTS } from 'contract';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AuditService } from '../../audit/audit.service';
import { isUuid } from '../../common/http/lists/simple-rest';
import { INVOICE_CREDITED, InvoiceCreditedEvent } from '../../events/billing-events';
import { badInput, notFound } from '../billing.exception';
import { gstOf } from '../money';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { InvoicesService } from '../invoices/invoices.service';
import { BILLING_MESSAGES } from '../billing.messages';

/**
 * Corrections, not refunds or edits (DESIGN §7): a credit note against a paid invoice, numbered
 * in its own gap-free series, with GST of its own, emailed with its PDF to the invoice's recipient;
 * it shortens or ends the plan the invoice paid for.
 */
@Injectable()
export class CreditNotesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly invoiceViews: InvoicesService,
    private readonly events: EventEmitter2,
    private readonly audit: AuditService,
  ) {}

  async issue(invoiceId: string, amountCents: number, reason: string, adminUserId: string): Promise<{ message: string; invoice: AdminInvoice }> {
    if (!Number.isSafeInteger(amountCents)) throw badInput(BILLING_MESSAGES.amountRequired);
    if (amountCents <= 0) throw badInput(BILLING_MESSAGES.amountNotPositive);
    if (amountCents > MAX_AMOUNT_CENTS) throw badInput(BILLING_MESSAGES.amountTooLarge);
    const { number, invoice } = await this.invoices.transaction(async (manager) => {
      const locked = isUuid(invoiceId) ? await this.invoices.lockById(manager, invoiceId) : undefined;
      if (!locked) throw notFound(BILLING_MESSAGES.invoiceNotFound);
      if (locked.status !== 'paid' && locked.status !== 'credited') throw badInput(BILLING_MESSAGES.creditOnlyPaid(locked.number));
      const available = Math.min(locked.amount_paid_cents, locked.total_cents) - locked.credited_cents;
      if (amountCents > available) throw badInput(BILLING_MESSAGES.creditTooLarge(formatCents(available)));
      const creditNumber = `CN-${String(await this.invoices.nextNumber(manager, 'credit_note')).padStart(6, '0')}`;
      const note = await this.invoices.insertCreditNote(manager, { number: creditNumber, invoiceId: locked.id, amountCents, gstCents: gstOf(amountCents), reason, issuedBy: adminUserId });
      await this.invoiceViews.emailCreditNote(manager, locked, note);
      await this.invoices.setCredited(manager, locked.id, locked.credited_cents + amountCents);
      await this.audit.record(adminUserId, 'invoice.credit_note', 'invoice', locked.id, { number: locked.number, credit_note: creditNumber, amount_cents: amountCents, reason }, manager);
      await this.events.emitAsync(INVOICE_CREDITED, new InvoiceCreditedEvent(manager, locked.id, locked.user_id, amountCents, locked.total_cents));
      return { number: creditNumber, invoice: locked };
    });
    return { message: BILLING_MESSAGES.creditIssued(number, invoice.number), invoice: await this.invoiceViews.get(invoice.id) };
  }
}
