import { formatCents } from 'contract';

export const MARGIN = 56;
export const WIDTH = 595.28 - 2 * MARGIN;
export const BRAND = '#b3124e';
export const MUTED = '#555555';
/** Where the amounts' column starts, right-aligned in its 120 points. */
export const AMOUNT_X = MARGIN + WIDTH - 128;

/** What the top of a tax document prints: who issues it, its numbers and dates, and who it is for. */
export interface TaxDocumentHead {
  title: string;
  supplierName: string;
  supplierGstNumber: string;
  /** Label and value, at the top right. */
  facts: Array<[string, string]>;
  recipientLabel: string;
  recipientName: string;
  recipientEmail: string;
}

/** The one line a tax document is about: what was supplied (or corrected), its amount and a note under it. */
export interface TaxDocumentLine {
  description: string;
  amount: string;
  note: string;
}

/**
 * Prints what an invoice and a credit note share: the head, the line and the totals (label, amount,
 * bold); answers where the next block may start.
 */
export function writeTaxDocument(doc: PDFKit.PDFDocument, head: TaxDocumentHead, line: TaxDocumentLine, totals: Array<[string, string, boolean]>): number {
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(22).text(head.title, MARGIN, MARGIN);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(13).text(head.supplierName, MARGIN, MARGIN + 34);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`GST number ${head.supplierGstNumber}`);

  let y = MARGIN + 6;
  for (const [label, value] of head.facts) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN + WIDTH - 250, y, { width: 120 });
    doc.font('Helvetica-Bold').fillColor('#000000').text(value, MARGIN + WIDTH - 130, y, { width: 130, align: 'right' });
    y += 16;
  }

  y = MARGIN + 110;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(head.recipientLabel, MARGIN, y);
  doc.font('Helvetica').fontSize(11).fillColor('#000000').text(head.recipientName, MARGIN, y + 15).text(head.recipientEmail);

  y = MARGIN + 180;
  doc.rect(MARGIN, y, WIDTH, 22).fill('#f3e6eb');
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(10);
  doc.text('Description', MARGIN + 8, y + 7).text('Amount (NZD)', AMOUNT_X, y + 7, { width: 120, align: 'right' });
  y += 32;
  doc.font('Helvetica').fontSize(11).text(line.description, MARGIN + 8, y, { width: WIDTH - 160 });
  doc.text(line.amount, AMOUNT_X, y, { width: 120, align: 'right' });
  doc.fontSize(9).fillColor(MUTED).text(line.note, MARGIN + 8, y + 16, { width: WIDTH - 160 });

  y += 60;
  doc.moveTo(MARGIN + WIDTH - 320, y).lineTo(MARGIN + WIDTH, y).strokeColor('#cccccc').stroke();
  y += 8;
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor('#000000');
    doc.text(label, MARGIN + WIDTH - 320, y, { width: 190 }).text(value, AMOUNT_X, y, { width: 120, align: 'right' });
    y += bold ? 20 : 16;
  }
  return y;
}

/** The small print at the foot of the page; ends the document. */
export function endTaxDocument(doc: PDFKit.PDFDocument, footnote: string): void {
  doc.fontSize(8).fillColor(MUTED).text(footnote, MARGIN, 770, { width: WIDTH, align: 'center' });
  doc.end();
}

/** A credit's amount as the documents print it: -$10.00. */
export function credited(cents: number): string {
  return `-${formatCents(cents)}`;
}

/**
 * An A4 document and its bytes once ended. The creation date is the issue date, so the same document
 * always gives the same bytes. pdfkit is loaded on the first document, not at start: it is a tenth of a
 * second of every start (and of every test file that boots the app), for documents made a few times a day.
 */
export async function openPdf(title: string, author: string, createdAt: Date): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: author, CreationDate: createdAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
