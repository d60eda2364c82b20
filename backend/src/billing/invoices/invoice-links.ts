import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a PDF link in an answer works: long enough to read the page and click. */
const LINK_SECONDS = 30 * 60;

/** The billing documents with PDFs, by the path segment of their links. */
export type BillingDocumentKind = 'invoices' | 'credit-notes';

/**
 * Signed, short-lived links to a billing document's PDF, so a plain link (a new tab, a download) works
 * without the bearer token, and only for whoever was just shown the document.
 */
export class InvoiceLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now(),
    private readonly kind: BillingDocumentKind = 'invoices',
  ) {
    // A key of its own per kind, so a link signature never doubles as any other signature of the app.
    this.key = createHmac('sha256', secret).update(kind === 'invoices' ? 'invoice-pdf-links' : 'credit-note-pdf-links').digest();
  }

  pdfUrl(documentId: string): string {
    const expires = Math.floor(this.now() / 1000) + LINK_SECONDS;
    return `/api/billing/${this.kind}/${documentId}/pdf?expires=${expires}&signature=${this.sign(documentId, expires)}`;
  }

  verify(invoiceId: string, expires: number, signature: unknown): boolean {
    if (!Number.isSafeInteger(expires) || expires < this.now() / 1000 || typeof signature !== 'string') return false;
    const expected = Buffer.from(this.sign(invoiceId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(invoiceId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${invoiceId}:${expires}`).digest('base64url');
  }
}
