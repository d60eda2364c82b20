import { nzLongDate } from 'contract';
import { credited, endTaxDocument, openPdf, writeTaxDocument } from './tax-document-pdf';

/** Everything a tax credit note prints (IRD's supply correction information), fixed when it is issued. */
export interface CreditNoteDocument {
  number: string;
  issuedAt: Date;
  supplierName: string;
  /** As IRD prints it: 49-091-850. */
  supplierGstNumber: string;
  recipientName: string;
  recipientEmail: string;
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  invoiceDescription: string;
  reason: string;
  amountCents: number;
  gstCents: number;
}

/** The credit note as an A4 PDF, laid out like the invoice it corrects. */
export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { doc, done } = await openPdf(`Credit note ${note.number}`, note.supplierName, note.issuedAt);
  writeTaxDocument(
    doc,
    {
      title: 'Tax credit note',
      supplierName: note.supplierName,
      supplierGstNumber: note.supplierGstNumber,
      facts: [
        ['Credit note number', note.number],
        ['Issue date', nzLongDate(note.issuedAt)],
        ['Tax invoice', note.invoiceNumber],
        ['Invoice date', nzLongDate(note.invoiceIssuedAt)],
      ],
      recipientLabel: 'Credit to',
      recipientName: note.recipientName,
      recipientEmail: note.recipientEmail,
    },
    { description: `Credit against tax invoice ${note.invoiceNumber}: ${note.invoiceDescription}`, amount: credited(note.amountCents), note: `Reason: ${note.reason}` },
    [
      ['Total credited (GST inclusive)', credited(note.amountCents), true],
      ['GST (15%) included in credit', credited(note.gstCents), false],
    ],
  );
  endTaxDocument(doc, 'Amounts are in New Zealand dollars and include GST. This credit note corrects the tax invoice named above.');
  return done;
}
