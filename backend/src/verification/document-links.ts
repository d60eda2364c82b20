import { createHmac, timingSafeEqual } from 'node:crypto';

/** A document link opens for this long after the queue was read: enough to look, too little to pass it round. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;

/**
 * Links to identity documents, signed by the app for one admin:
 * `/api/admin/verifications/<profile id>/documents/<document id>?expires=<unix seconds>&signature=<HMAC-SHA256>`.
 * The route is an admin route, so a link opens only with that admin's bearer token (a live session
 * completed with a second factor, and the right to verify, checked on each request by AdminGuard):
 * copied into another browser, or fetched with curl, it opens nothing. The back office fetches it with
 * the token and shows the file from a blob URL.
 */
export class DocumentLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    // A key of its own, derived from the app secret, so a link signature can never double as any other.
    this.key = createHmac('sha256', secret).update('identity-document-links').digest();
  }

  create(adminUserId: string, profileId: string, documentId: string, ttlSeconds = DOCUMENT_LINK_TTL_SECONDS): string {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    const signature = this.sign(adminUserId, profileId, documentId, expires);
    return `/api/admin/verifications/${profileId}/documents/${documentId}?expires=${expires}&signature=${signature}`;
  }

  /** True only for the admin, profile and document it was signed for, before its expiry. */
  verify(adminUserId: string, profileId: string, documentId: string, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return false;
    const expiresAt = Number(expires);
    if (expiresAt < this.now() / 1000) return false;
    const expected = Buffer.from(this.sign(adminUserId, profileId, documentId, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(adminUserId: string, profileId: string, documentId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${adminUserId}:${profileId}:${documentId}:${expires}`).digest('base64url');
  }
}
