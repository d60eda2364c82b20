import { formatCents, type StatementLineOutcome } from 'contract';
import type { InvoiceStatus } from 'contract';
import type { StatementLine } from './statement-csv';


/** What the matcher needs to know about an invoice a line names. */
export interface InvoiceToMatch {
  id: string;
  number: string;
  status: InvoiceStatus;
  totalCents: number;
  amountPaidCents: number;
}

export interface LineDecision {
  line: StatementLine;
  outcome: StatementLineOutcome;
  /** The invoice the line names, when it exists. */
  invoice: { id: string; number: string } | null;
  note: string | null;
}

/**
 * The invoice number a payer typed, wherever they typed it (reference, particulars or code) and
 * however (INV-000042, inv 42, INV000042): INV-000042, or null.
 */
export function invoiceNumberIn(line: Pick<StatementLine, 'reference' | 'particulars' | 'code'>): string | null {
  for (const text of [line.reference, line.particulars, line.code]) {
    const match = /INV[\s-]*0*(\d{1,8})\b/i.exec(text);
    if (match) return `INV-${match[1].padStart(6, '0')}`;
  }
  return null;
}

/**
 * Decides, line by line in file order, what an import does: a payment in whose reference names an
 * open invoice and whose amount is exactly what is due pays it (matched); a named invoice with
 * another amount due, or none, is left for an admin (partial); no invoice, an unknown or a void one
 * is unmatched; a line imported before is a duplicate; money going out is ignored. The same
 * decisions serve the preview and the import, so the preview shows what the import will do.
 */
export function decideLines(lines: StatementLine[], invoices: Map<string, InvoiceToMatch>, alreadyImported: Set<string>): LineDecision[] {
  const paidSoFar = new Map<string, number>();
  return lines.map((line): LineDecision => {
    if (line.amountCents <= 0) return { line, outcome: 'ignored', invoice: null, note: 'Money paid out, not a payment' };
    if (alreadyImported.has(line.fingerprint)) return { line, outcome: 'duplicate', invoice: null, note: 'Imported before; nothing to do' };
    const number = invoiceNumberIn(line);
    if (!number) return { line, outcome: 'unmatched', invoice: null, note: 'No invoice number in the particulars, code or reference' };
    const invoice = invoices.get(number);
    if (!invoice) return { line, outcome: 'unmatched', invoice: null, note: `No invoice ${number}` };
    const named = { id: invoice.id, number: invoice.number };
    if (invoice.status === 'void') return { line, outcome: 'unmatched', invoice: named, note: `Invoice ${number} is void` };
    const paid = paidSoFar.get(number) ?? invoice.amountPaidCents;
    const due = Math.max(0, invoice.totalCents - paid);
    if (due === 0) return { line, outcome: 'partial', invoice: named, note: `Invoice ${number} is already paid` };
    if (line.amountCents !== due) {
      return { line, outcome: 'partial', invoice: named, note: `${formatCents(line.amountCents)} paid, ${formatCents(due)} due on invoice ${number}` };
    }
    paidSoFar.set(number, paid + line.amountCents);
    return { line, outcome: 'matched', invoice: named, note: null };
  });
}
