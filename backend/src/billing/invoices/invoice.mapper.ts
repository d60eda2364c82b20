import { PAYMENT_METHOD_LABELS, TIER_LABELS, type Invoice, type InvoiceCreditNote, type InvoicePayment } from 'contract';
import { CreditNoteDocument } from '../credit-note-pdf';
import { formatIrdNumber } from '../nz-tax-number';
import { InvoiceDocument } from '../invoice-pdf';
import { balanceDue, InvoiceRow, overpaid } from './invoice-row';
import type { CreditNoteRow, PaymentRow } from './invoices.repository';

export function periodNote(invoice: Pick<InvoiceRow, 'tier' | 'period_days'>): string {
  return `The ${invoice.period_days} days start when this invoice is paid, or when your current ${TIER_LABELS[invoice.tier]} plan ends if it is still running.`;
}

export function toInvoiceView(row: InvoiceRow, pdfUrl: string, creditNotes: InvoiceCreditNote[] = []): Invoice {
  return {
    id: row.id,
    number: row.number,
    tier: row.tier,
    plan_name: TIER_LABELS[row.tier],
    description: row.description,
    period_days: row.period_days,
    period_note: periodNote(row),
    is_renewal: row.renewal_of !== null,
    total_cents: row.total_cents,
    gst_cents: row.gst_cents,
    amount_paid_cents: row.amount_paid_cents,
    credited_cents: row.credited_cents,
    balance_due_cents: row.status === 'void' ? 0 : balanceDue(row),
    credit_cents: overpaid(row),
    status: row.status,
    issued_at: row.issued_at.toISOString(),
    due_on: row.due_on,
    paid_at: row.paid_at?.toISOString() ?? null,
    voided_at: row.voided_at?.toISOString() ?? null,
    void_reason: row.void_reason,
    supplier_name: row.supplier_name,
    supplier_gst_number: formatIrdNumber(row.supplier_gst_number),
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    payment: {
      method: row.payment_provider,
      account_name: row.supplier_name,
      bank_account: row.bank_account,
      particulars: row.particulars,
      code: row.code,
      reference: row.reference,
    },
    pdf_url: pdfUrl,
    credit_notes: creditNotes,
  };
}

export function toPaymentView(row: PaymentRow): InvoicePayment {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    received_on: row.received_on,
    method: row.method,
    note: row.note,
    from_statement: row.statement_line_id !== null,
    recorded_by_email: row.recorded_by_email,
    created_at: row.created_at.toISOString(),
  };
}

export function toCreditNoteView(row: CreditNoteRow, pdfUrl: string): InvoiceCreditNote {
  return {
    id: row.id,
    number: row.number,
    amount_cents: row.amount_cents,
    gst_cents: row.gst_cents,
    reason: row.reason,
    issued_at: row.issued_at.toISOString(),
    issued_by_email: row.issued_by_email,
    pdf_url: pdfUrl,
  };
}

/** The payment that brought the invoice's payments up to its total: the day and way it was paid. */
function settlingPayment(row: InvoiceRow, payments: Pick<PaymentRow, 'amount_cents' | 'received_on' | 'method'>[]): InvoiceDocument['paid'] {
  if (row.paid_at === null) return null;
  let sum = 0;
  for (const payment of payments) {
    sum += payment.amount_cents;
    if (sum >= row.total_cents) return { on: payment.received_on, method: PAYMENT_METHOD_LABELS[payment.method].toLowerCase() };
  }
  return null;
}

/** The invoice as issued, marked with its payment in full and its credit notes (each list oldest first). */
export function toInvoiceDocument(
  row: InvoiceRow,
  payments: Pick<PaymentRow, 'amount_cents' | 'received_on' | 'method'>[] = [],
  credits: Pick<CreditNoteRow, 'number' | 'issued_at' | 'amount_cents'>[] = [],
): InvoiceDocument {
  return {
    number: row.number,
    issuedAt: row.issued_at,
    dueOn: row.due_on,
    supplierName: row.supplier_name,
    supplierGstNumber: formatIrdNumber(row.supplier_gst_number),
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    description: row.description,
    periodNote: periodNote(row),
    totalCents: row.total_cents,
    gstCents: row.gst_cents,
    bankAccount: row.bank_account,
    particulars: row.particulars,
    code: row.code,
    reference: row.reference,
    paid: settlingPayment(row, payments),
    credits: credits.map((credit) => ({ number: credit.number, issuedAt: credit.issued_at, amountCents: credit.amount_cents })),
  };
}

export function toCreditNoteDocument(note: CreditNoteRow, invoice: InvoiceRow): CreditNoteDocument {
  return {
    number: note.number,
    issuedAt: note.issued_at,
    supplierName: invoice.supplier_name,
    supplierGstNumber: formatIrdNumber(invoice.supplier_gst_number),
    recipientName: invoice.recipient_name,
    recipientEmail: invoice.recipient_email,
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issued_at,
    invoiceDescription: invoice.description,
    reason: note.reason,
    amountCents: note.amount_cents,
    gstCents: note.gst_cents,
  };
}
