import { SignedLinks } from './signed-links';
import { StorageNotFoundError } from './storage-keys';

function parts(link: string): { bucket: string; key: string; expires: number; signature: string } {
  const url = new URL(link, 'http://app.invalid');
  const [bucket, ...key] = url.pathname.replace('/api/storage/signed/', '').split('/').map(decodeURIComponent);
  return { bucket, key: key.join('/'), expires: Number(url.searchParams.get('expires')), signature: url.searchParams.get('signature')! };
}

describe('SignedLinks', () => {
  let clock: number;
  let links: SignedLinks;
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 23, 9, 0, 0);
    links = new SignedLinks('x'.repeat(40), () => clock);
  });

  it('points at the app route with an expiry and an HMAC-SHA256 signature', () => {
    const link = links.create('verification-docs', 'u1/s1/id.jpg', 300);
    expect(link).toMatch(/^\/api\/storage\/signed\/verification-docs\/u1\/s1\/id\.jpg\?expires=\d+&signature=[\w-]{43}$/);
    expect(parts(link).expires).toBe(clock / 1000 + 300);
  });

  it('opens only until it expires', () => {
    const { bucket, key, expires, signature } = parts(links.create('verification-docs', 'u1/s1/id.jpg', 300));
    clock += 300_000;
    expect(links.verify(bucket, key, expires, signature)).toBe(true);
    clock += 1_000;
    expect(links.verify(bucket, key, expires, signature)).toBe(false);
  });

  it('opens only the object, and the expiry, it was signed for', () => {
    const { bucket, key, expires, signature } = parts(links.create('verification-docs', 'u1/s1/id.jpg', 300));
    expect(links.verify(bucket, key, expires, signature)).toBe(true);
    expect(links.verify(bucket, 'u1/s1/selfie.jpg', expires, signature)).toBe(false);
    expect(links.verify('profile-photos', key, expires, signature)).toBe(false);
    expect(links.verify(bucket, key, expires + 3600, signature)).toBe(false);
    expect(links.verify(bucket, key, expires, signature.slice(0, -1))).toBe(false);
  });

  it('cannot be made without the secret', () => {
    const { bucket, key, expires, signature } = parts(new SignedLinks('y'.repeat(40), () => clock).create('verification-docs', 'u1/s1/id.jpg', 300));
    expect(links.verify(bucket, key, expires, signature)).toBe(false);
  });

  it('refuses to sign a key that could escape its bucket', () => {
    expect(() => links.create('verification-docs', '../u1/id.jpg', 300)).toThrow(StorageNotFoundError);
  });
});
