import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a PDF link in an answer works: long enough to read the page and click. */
const LINK_SECONDS = 30 * 60;

/**
 * Signed, short-lived links to an invoice's PDF, so a plain link (a new tab, a download) works
 * without the bearer token, and only for whoever was just shown the invoice.
 */
export class InvoiceLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    // A key of its own, so a link signature can never double as any other signature of the app.
    this.key = createHmac('sha256', secret).update('invoice-pdf-links').digest();
  }

  pdfUrl(invoiceId: string): string {
    const expires = Math.floor(this.now() / 1000) + LINK_SECONDS;
    return `/api/billing/invoices/${invoiceId}/pdf?expires=${expires}&signature=${this.sign(invoiceId, expires)}`;
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
