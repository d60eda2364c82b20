import { createHash } from 'node:crypto';

/** The emailed link's token is stored only as this hash: the table never holds a usable link. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
