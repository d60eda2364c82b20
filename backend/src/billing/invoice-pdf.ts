import { formatCents, nzLongDate } from 'contract';

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
}

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const BRAND = '#b3124e';
const MUTED = '#555555';

/**
 * The invoice as an A4 PDF (pdfkit's built-in Helvetica, so nothing to install). The same invoice
 * always gives the same document: the creation date is the issue date, and nothing on it changes
 * after issue (payments and credit notes are separate records).
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit is a tenth of a second of every start (and of every test file
  // that boots the app), for documents made a few times a day.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.supplierName, CreationDate: invoice.issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(22).text('Tax invoice', MARGIN, MARGIN);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(13).text(invoice.supplierName, MARGIN, MARGIN + 34);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`GST number ${invoice.supplierGstNumber}`);

  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Issue date', nzLongDate(invoice.issuedAt)],
    ['Due date', nzLongDate(invoice.dueOn)],
  ];
  let y = MARGIN + 6;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN + WIDTH - 230, y, { width: 100 });
    doc.font('Helvetica-Bold').fillColor('#000000').text(value, MARGIN + WIDTH - 130, y, { width: 130, align: 'right' });
    y += 16;
  }

  y = MARGIN + 110;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text('Bill to', MARGIN, y);
  doc.font('Helvetica').fontSize(11).fillColor('#000000').text(invoice.recipientName, MARGIN, y + 15).text(invoice.recipientEmail);

  y = MARGIN + 180;
  doc.rect(MARGIN, y, WIDTH, 22).fill('#f3e6eb');
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(10);
  doc.text('Description', MARGIN + 8, y + 7).text('Amount (NZD)', MARGIN + WIDTH - 128, y + 7, { width: 120, align: 'right' });
  y += 32;
  doc.font('Helvetica').fontSize(11).text(invoice.description, MARGIN + 8, y, { width: WIDTH - 160 });
  doc.text(formatCents(invoice.totalCents), MARGIN + WIDTH - 128, y, { width: 120, align: 'right' });
  doc.fontSize(9).fillColor(MUTED).text(invoice.periodNote, MARGIN + 8, y + 16, { width: WIDTH - 160 });

  y += 60;
  doc.moveTo(MARGIN + WIDTH - 260, y).lineTo(MARGIN + WIDTH, y).strokeColor('#cccccc').stroke();
  const totals: Array<[string, string, boolean]> = [
    ['Total (GST inclusive)', formatCents(invoice.totalCents), true],
    ['GST (15%) included in total', formatCents(invoice.gstCents), false],
  ];
  y += 8;
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor('#000000');
    doc.text(label, MARGIN + WIDTH - 260, y, { width: 150 }).text(value, MARGIN + WIDTH - 128, y, { width: 120, align: 'right' });
    y += bold ? 20 : 16;
  }

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

  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text('Prices are in New Zealand dollars and include GST. Plans do not renew automatically. Payments are not refundable.', MARGIN, 770, { width: WIDTH, align: 'center' });
  doc.end();
  return done;
}
