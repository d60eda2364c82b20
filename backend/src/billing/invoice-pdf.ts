import { formatCents, nzLongDate } from 'contract';
import { AMOUNT_X, BRAND, credited, endTaxDocument, MARGIN, MUTED, openPdf, WIDTH, writeTaxDocument } from './tax-document-pdf';

/** Everything a tax invoice prints, as issued (IRD's taxable supply information, plus how to pay). */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  /** yyyy-MM-dd */
  dueOn: string;
  supplierName: string;
  /** As IRD prints it: 49-091-850. */
  supplierGstNumber: string;
  recipientName: string;
  recipientEmail: string;
  description: string;
  periodNote: string;
  totalCents: number;
  gstCents: number;
  bankAccount: string;
  particulars: string;
  code: string;
  reference: string;
  /** Set once the invoice is paid in full: the document says PAID, when and how, and drops the payment instructions. */
  paid: { on: string; method: string } | null;
  /** Credit notes issued against the invoice, oldest first. */
  credits: { number: string; issuedAt: Date; amountCents: number }[];
}

/**
 * The invoice as an A4 PDF (pdfkit's built-in Helvetica, so nothing to install). What was issued never
 * changes; a payment in full and credit notes are marked on it, so a paid invoice never asks to be paid.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, done } = await openPdf(`Tax invoice ${invoice.number}`, invoice.supplierName, invoice.issuedAt);
  let y = writeTaxDocument(
    doc,
    {
      title: 'Tax invoice',
      supplierName: invoice.supplierName,
      supplierGstNumber: invoice.supplierGstNumber,
      facts: [
        ['Invoice number', invoice.number],
        ['Issue date', nzLongDate(invoice.issuedAt)],
        ['Due date', nzLongDate(invoice.dueOn)],
      ],
      recipientLabel: 'Bill to',
      recipientName: invoice.recipientName,
      recipientEmail: invoice.recipientEmail,
    },
    { description: invoice.description, amount: formatCents(invoice.totalCents), note: invoice.periodNote },
    [
      ['Total (GST inclusive)', formatCents(invoice.totalCents), true],
      ['GST (15%) included in total', formatCents(invoice.gstCents), false],
    ],
  );

  if (invoice.paid) {
    stamp(doc, 'PAID');
    y += 30;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text('Paid', MARGIN, y);
    doc.font('Helvetica').fontSize(10).fillColor('#000000').text(`Paid in full on ${nzLongDate(invoice.paid.on)} by ${invoice.paid.method}. Thank you.`, MARGIN, y + 18);
    y += 38;
  } else {
    y = howToPay(doc, invoice, y);
  }
  if (invoice.credits.length > 0) {
    if (!invoice.paid) stamp(doc, 'CREDITED');
    y += 20;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text('Credit notes', MARGIN, y);
    y += 18;
    for (const credit of invoice.credits) {
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      doc.text(`Credit note ${credit.number}, issued ${nzLongDate(credit.issuedAt)}`, MARGIN, y, { width: WIDTH - 130 });
      doc.text(credited(credit.amountCents), AMOUNT_X, y, { width: 120, align: 'right' });
      y += 16;
    }
  }

  endTaxDocument(doc, 'Prices are in New Zealand dollars and include GST. Plans do not renew automatically. Payments are not refundable.');
  return done;
}

/** The bank details to pay an open invoice with; answers where the next block may start. */
function howToPay(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, y: number): number {
  y += 30;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text('How to pay', MARGIN, y);
  doc.font('Helvetica').fontSize(10).fillColor('#000000').text(`Pay ${formatCents(invoice.totalCents)} by internet banking by ${nzLongDate(invoice.dueOn)}:`, MARGIN, y + 18);
  y += 38;
  const payment: Array<[string, string]> = [
    ['Account name', invoice.supplierName],
    ['Account number', invoice.bankAccount],
    ['Particulars', invoice.particulars],
    ['Code', invoice.code],
    ['Reference', invoice.reference],
  ];
  for (const [label, value] of payment) {
    doc.font('Helvetica').fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc.font('Helvetica-Bold').fillColor('#000000').text(value, MARGIN + 110, y);
    y += 16;
  }
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Please type the reference exactly as shown, so we can match your payment to this invoice.', MARGIN, y + 6);
  return y + 22;
}

/** A mark across the top right of the first page (PAID, CREDITED). */
function stamp(doc: PDFKit.PDFDocument, word: string): void {
  doc.save();
  doc.rotate(-12, { origin: [MARGIN + WIDTH - 90, MARGIN + 100] });
  doc.font('Helvetica-Bold').fontSize(30).fillColor(BRAND).opacity(0.8).text(word, MARGIN + WIDTH - 200, MARGIN + 82, { width: 200, align: 'center', lineBreak: false });
  doc.restore();
}
