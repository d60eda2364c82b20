import { renderInvoicePdf } from '../../src/billing/invoice-pdf';
import { pdfText } from '../pdf-text';

const INVOICE = {
  number: 'INV-000042',
  issuedAt: new Date('2026-11-23T01:00:00Z'),
  dueOn: '2026-11-30',
  supplierName: 'Kiwi Companions Limited',
  supplierGstNumber: '49-091-850',
  recipientName: 'Mia Tester',
  recipientEmail: 'mia@example.co.nz',
  description: 'Premium plan, 30 days',
  periodNote: 'The 30 days start when this invoice is paid, or when your current Premium plan ends if it is still running.',
  totalCents: 4999,
  gstCents: 652,
  bankAccount: '12-3140-0123452-000',
  particulars: 'MIA1',
  code: 'PREMIUM',
  reference: 'INV-000042',
};

describe('tax invoice PDF', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderInvoicePdf(INVOICE);
    const read = pdfText(pdf);
    expect(read.pages).toBe(1);
    text = read.text;
  });

  it('is a PDF a reader opens', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('Tax invoice');
  });

  it.each([
    ['the words "Tax invoice"', 'Tax invoice'],
    ["the supplier's name", 'Kiwi Companions Limited'],
    ["the supplier's GST number", 'GST number 49-091-850'],
    ['the invoice number', 'Invoice number INV-000042'],
    ['the issue date', 'Issue date 23 November 2026'],
    ['the due date', 'Due date 30 November 2026'],
    ["the recipient's name and email", 'Bill to Mia Tester mia@example.co.nz'],
    ['a description of the supply and its price', 'Premium plan, 30 days $49.99'],
    ['the GST-inclusive total', 'Total (GST inclusive) $49.99'],
    ['the GST amount', 'GST (15%) included in total $6.52'],
    ['the account to pay into', 'Account name Kiwi Companions Limited Account number 12-3140-0123452-000'],
    ['the particulars, code and reference to type', 'Particulars MIA1 Code PREMIUM Reference INV-000042'],
  ])('shows %s', (_field, expected) => {
    expect(text.replace(/\s+/g, ' ')).toContain(expected);
  });

  it('prints the same invoice the same way every time', async () => {
    expect((await renderInvoicePdf(INVOICE)).equals(pdf)).toBe(true);
  });
});
