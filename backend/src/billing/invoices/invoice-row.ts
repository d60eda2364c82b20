import type { InvoiceStatus, PaidTier } from 'contract';
import { withCents } from '../money';

/** An invoices row as the database returns it. */
export interface InvoiceRow {
  id: string;
  number: string;
  user_id: string | null;
  username: string | null;
  recipient_name: string;
  recipient_email: string;
  supplier_name: string;
  supplier_gst_number: string;
  tier: PaidTier;
  period_days: number;
  description: string;
  total_cents: number;
  gst_cents: number;
  payment_provider: string;
  bank_account: string;
  particulars: string;
  code: string;
  reference: string;
  renewal_of: Date | null;
  status: InvoiceStatus;
  issued_at: Date;
  /** yyyy-MM-dd (the pg type parser keeps dates as text). */
  due_on: string;
  amount_paid_cents: number;
  credited_cents: number;
  paid_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
}

export const INVOICE_COLUMNS = `i.id, i.number, i.user_id, i.username, i.recipient_name, i.recipient_email, i.supplier_name,
  i.supplier_gst_number, i.tier, i.period_days, i.description, i.total_cents, i.gst_cents, i.payment_provider, i.bank_account,
  i.particulars, i.code, i.reference, i.renewal_of, i.status, i.issued_at, i.due_on::text AS due_on, i.amount_paid_cents,
  i.credited_cents, i.paid_at, i.voided_at, i.void_reason`;

/** An invoices row with its bigint money columns as numbers. */
export function invoiceRow(raw: InvoiceRow): InvoiceRow {
  return withCents(raw, ['total_cents', 'gst_cents', 'amount_paid_cents', 'credited_cents']);
}

export type NewInvoice = Omit<InvoiceRow, 'id' | 'status' | 'amount_paid_cents' | 'credited_cents' | 'paid_at' | 'voided_at' | 'void_reason'>;

export function isOpen(invoice: Pick<InvoiceRow, 'status'>): boolean {
  return invoice.status === 'unpaid' || invoice.status === 'overdue';
}

/** What is still to pay (never below zero). */
export function balanceDue(invoice: Pick<InvoiceRow, 'total_cents' | 'amount_paid_cents'>): number {
  return Math.max(0, invoice.total_cents - invoice.amount_paid_cents);
}

/** Paid beyond the total: shown as the owner's credit. */
export function overpaid(invoice: Pick<InvoiceRow, 'total_cents' | 'amount_paid_cents'>): number {
  return Math.max(0, invoice.amount_paid_cents - invoice.total_cents);
}
