import { renderCreditNotePdf } from '../../src/billing/credit-note-pdf';
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
  paid: null,
  credits: [],
};

const flat = (text: string) => text.replace(/\s+/g, ' ');

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

describe('a paid or credited invoice PDF', () => {
  const paid = { ...INVOICE, paid: { on: '2026-11-25', method: 'bank transfer' } };

  it('shows PAID with the date and method, and no payment instructions', async () => {
    const text = flat(pdfText(await renderInvoicePdf(paid)).text);
    expect(text).toContain('PAID');
    expect(text).toContain('Paid in full on 25 November 2026 by bank transfer.');
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain('Pay $49.99 by internet banking');
  });

  it('shows the credit notes against it, with their numbers, dates and amounts', async () => {
    const text = flat(pdfText(await renderInvoicePdf({ ...paid, credits: [{ number: 'CN-000007', issuedAt: new Date('2026-11-27T02:00:00Z'), amountCents: 4999 }] })).text);
    expect(text).toContain('Credit notes Credit note CN-000007, issued 27 November 2026 -$49.99');
    expect(text).not.toContain('How to pay');
  });

  it('still asks for payment while the invoice is open', async () => {
    expect(flat(pdfText(await renderInvoicePdf(INVOICE)).text)).toContain('How to pay Pay $49.99 by internet banking by 30 November 2026');
  });
});

describe('tax credit note PDF', () => {
  const NOTE = {
    number: 'CN-000007',
    issuedAt: new Date('2026-11-27T02:00:00Z'),
    supplierName: 'Kiwi Companions Limited',
    supplierGstNumber: '49-091-850',
    recipientName: 'Mia Tester',
    recipientEmail: 'mia@example.co.nz',
    invoiceNumber: 'INV-000042',
    invoiceIssuedAt: new Date('2026-11-23T01:00:00Z'),
    invoiceDescription: 'Premium plan, 30 days',
    reason: 'Listing was down for two weeks',
    amountCents: 2300,
    gstCents: 300,
  };
  let text: string;
  beforeAll(async () => {
    const pdf = await renderCreditNotePdf(NOTE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = pdfText(pdf);
    expect(read.pages).toBe(1);
    text = flat(read.text);
  });

  it.each([
    ['the words "Tax credit note"', 'Tax credit note'],
    ["the supplier's name and GST number", 'Kiwi Companions Limited GST number 49-091-850'],
    ['its own number and issue date', 'Credit note number CN-000007 Issue date 27 November 2026'],
    ['the invoice it corrects and its date', 'Tax invoice INV-000042 Invoice date 23 November 2026'],
    ["the recipient's name and email", 'Credit to Mia Tester mia@example.co.nz'],
    ['what is credited and why', 'Credit against tax invoice INV-000042: Premium plan, 30 days -$23.00 Reason: Listing was down for two weeks'],
    ['the GST-inclusive amount credited', 'Total credited (GST inclusive) -$23.00'],
    ['the GST in it', 'GST (15%) included in credit -$3.00'],
  ])('shows %s', (_field, expected) => {
    expect(text).toContain(expected);
  });
});
