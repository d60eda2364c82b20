import { TIER_LABELS, type Invoice, type InvoiceCreditNote, type InvoicePayment } from 'contract';
import { formatIrdNumber } from '../nz-tax-number';
import { InvoiceDocument } from '../invoice-pdf';
import { balanceDue, InvoiceRow, overpaid } from './invoice-row';
import type { CreditNoteRow, PaymentRow } from './invoices.repository';

export function periodNote(invoice: Pick<InvoiceRow, 'tier' | 'period_days'>): string {
  return `The ${invoice.period_days} days start when this invoice is paid, or when your current ${TIER_LABELS[invoice.tier]} plan ends if it is still running.`;
}

export function toInvoiceView(row: InvoiceRow, pdfUrl: string): Invoice {
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

export function toCreditNoteView(row: CreditNoteRow): InvoiceCreditNote {
  return {
    id: row.id,
    number: row.number,
    amount_cents: row.amount_cents,
    gst_cents: row.gst_cents,
    reason: row.reason,
    issued_at: row.issued_at.toISOString(),
    issued_by_email: row.issued_by_email,
  };
}

export function toInvoiceDocument(row: InvoiceRow): InvoiceDocument {
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
  };
}
