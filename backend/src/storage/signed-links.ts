import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertValidLocation, encodeKey } from './storage-keys';

/**
 * Short-lived links to private objects (identity documents), signed by the app and opened through
 * its own route (`StorageController`), which streams the object from whichever driver is
 * configured. So a link works wherever the app is reachable, even when the object store is not
 * (S3_ENDPOINT is often an internal address such as http://minio:9000).
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    // A key of its own, derived from the app secret, so a link signature can never double as a token signature.
    this.key = createHmac('sha256', secret).update('storage-signed-links').digest();
  }

  /**
   * `/api/storage/signed/<bucket>/<key>?expires=<unix seconds>&for=<holder>&signature=<HMAC-SHA256>`.
   * `holder` (the session of the admin who asked) is signed with the rest, so the link works only
   * while that session does.
   */
  create(bucket: string, key: string, expiresInSeconds: number, holder: string): string {
    assertValidLocation(bucket, key);
    const expires = Math.floor(this.now() / 1000) + expiresInSeconds;
    return `/api/storage/signed/${bucket}/${encodeKey(key)}?expires=${expires}&for=${encodeURIComponent(holder)}&signature=${this.sign(bucket, key, expires, holder)}`;
  }

  /** True only for the exact bucket, key, expiry and holder that were signed, before that expiry. */
  verify(bucket: string, key: string, expires: number, holder: string, signature: string): boolean {
    if (!Number.isSafeInteger(expires) || expires < this.now() / 1000 || typeof signature !== 'string' || typeof holder !== 'string') return false;
    const expected = Buffer.from(this.sign(bucket, key, expires, holder));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(bucket: string, key: string, expires: number, holder: string): string {
    return createHmac('sha256', this.key).update(`${bucket}/${key}:${expires}:${holder}`).digest('base64url');
  }
}
