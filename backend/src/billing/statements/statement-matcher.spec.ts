import { StatementLine } from './statement-csv';
import { decideLines, InvoiceToMatch, invoiceNumberIn } from './statement-matcher';

let n = 0;
function line(amountCents: number, fields: Partial<StatementLine> = {}): StatementLine {
  n += 1;
  return { lineNumber: n, postedOn: '2026-11-23', amountCents, payee: 'Payer', particulars: '', code: '', reference: '', fingerprint: `f${n}`, ...fields };
}

function invoice(number: string, fields: Partial<InvoiceToMatch> = {}): [string, InvoiceToMatch] {
  return [number, { id: `id-${number}`, number, status: 'unpaid', totalCents: 4999, amountPaidCents: 0, ...fields }];
}

describe('statement matcher', () => {
  it('finds the invoice number in the reference, particulars or code, however it was typed', () => {
    expect(invoiceNumberIn({ reference: 'INV-000042', particulars: '', code: '' })).toBe('INV-000042');
    expect(invoiceNumberIn({ reference: 'inv 42', particulars: '', code: '' })).toBe('INV-000042');
    expect(invoiceNumberIn({ reference: 'rent', particulars: 'INV000042', code: '' })).toBe('INV-000042');
    expect(invoiceNumberIn({ reference: 'ANNA', particulars: 'PREMIUM', code: 'Inv-42' })).toBe('INV-000042');
    expect(invoiceNumberIn({ reference: 'INVOICE', particulars: '42', code: '' })).toBeNull();
  });

  it('pays an open invoice when the reference and the exact amount due match', () => {
    const [decision] = decideLines([line(4999, { reference: 'INV-000042' })], new Map([invoice('INV-000042')]), new Set());
    expect(decision).toMatchObject({ outcome: 'matched', invoice: { number: 'INV-000042' }, note: null });
  });

  it('matches the balance of a partly paid invoice', () => {
    const [decision] = decideLines([line(2000, { reference: 'INV-000042' })], new Map([invoice('INV-000042', { amountPaidCents: 2999 })]), new Set());
    expect(decision.outcome).toBe('matched');
  });

  it('leaves an under- or over-payment for an admin (partial)', () => {
    const decisions = decideLines(
      [line(2000, { reference: 'INV-000042' }), line(6000, { reference: 'INV-000043' })],
      new Map([invoice('INV-000042'), invoice('INV-000043')]),
      new Set(),
    );
    expect(decisions.map((d) => [d.outcome, d.note])).toEqual([
      ['partial', '$20.00 paid, $49.99 due on invoice INV-000042'],
      ['partial', '$60.00 paid, $49.99 due on invoice INV-000043'],
    ]);
  });

  it('pays an invoice once when a file holds two payments of it: the second is partial', () => {
    const decisions = decideLines([line(4999, { reference: 'INV-000042' }), line(4999, { reference: 'INV-000042' })], new Map([invoice('INV-000042')]), new Set());
    expect(decisions.map((d) => [d.outcome, d.note])).toEqual([
      ['matched', null],
      ['partial', 'Invoice INV-000042 is already paid'],
    ]);
  });

  it('lists lines without an invoice, with an unknown one or a void one as unmatched', () => {
    const decisions = decideLines(
      [line(4999, { reference: 'thanks' }), line(4999, { reference: 'INV-000999' }), line(4999, { reference: 'INV-000042' })],
      new Map([invoice('INV-000042', { status: 'void' })]),
      new Set(),
    );
    expect(decisions.map((d) => [d.outcome, d.invoice?.number ?? null, d.note])).toEqual([
      ['unmatched', null, 'No invoice number in the particulars, code or reference'],
      ['unmatched', null, 'No invoice INV-000999'],
      ['unmatched', 'INV-000042', 'Invoice INV-000042 is void'],
    ]);
  });

  it('does nothing with a line imported before (duplicate) or with money paid out (ignored)', () => {
    const imported = line(4999, { reference: 'INV-000042' });
    const decisions = decideLines([imported, line(-450, { reference: 'INV-000042' })], new Map([invoice('INV-000042')]), new Set([imported.fingerprint]));
    expect(decisions.map((d) => d.outcome)).toEqual(['duplicate', 'ignored']);
  });
});
