import { createHmac, timingSafeEqual } from 'node:crypto';
import { encodeKey } from './storage-keys';

/** A private photo link opens for this long: enough for an editor or a review screen, too little to pass round. */
export const MEDIA_LINK_TTL_SECONDS = 900;

/** Links are made to expire at the next whole step after the TTL, so a page reloaded soon after reuses the browser's copy. */
const EXPIRY_STEP_SECONDS = 300;

/**
 * Signed links to photos the public may not see (held for review, rejected), for their owner and the back
 * office: `/media/<bucket>/<key>?expires=<unix seconds>&signature=<HMAC-SHA256 of bucket, key and expiry>`.
 * Always through the app's media route, never a public store address.
 */
export class MediaLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    // A key of its own, derived from the app secret, so a link signature can never double as any other.
    this.key = createHmac('sha256', secret).update('private-media-links').digest();
  }

  create(bucket: string, key: string): string {
    const earliest = Math.floor(this.now() / 1000) + MEDIA_LINK_TTL_SECONDS;
    const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `/media/${bucket}/${encodeKey(key)}?expires=${expires}&signature=${this.sign(bucket, key, expires)}`;
  }

  /** Seconds the link has left when it is the one signed for this object and not expired; undefined otherwise. */
  secondsLeft(bucket: string, key: string, expires: unknown, signature: unknown): number | undefined {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return undefined;
    const left = Number(expires) - Math.floor(this.now() / 1000);
    if (left <= 0) return undefined;
    const expected = Buffer.from(this.sign(bucket, key, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? left : undefined;
  }

  private sign(bucket: string, key: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${bucket}/${key}:${expires}`).digest('base64url');
  }
}
