import { SignedLinks } from './signed-links';
import { StorageNotFoundError } from './storage-keys';

function parts(link: string): { bucket: string; key: string; expires: number; holder: string; signature: string } {
  const url = new URL(link, 'http://app.invalid');
  const [bucket, ...key] = url.pathname.replace('/api/storage/signed/', '').split('/').map(decodeURIComponent);
  return { bucket, key: key.join('/'), expires: Number(url.searchParams.get('expires')), holder: url.searchParams.get('for')!, signature: url.searchParams.get('signature')! };
}

describe('SignedLinks', () => {
  let clock: number;
  let links: SignedLinks;
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 23, 9, 0, 0);
    links = new SignedLinks('x'.repeat(40), () => clock);
  });

  it('points at the app route with an expiry and an HMAC-SHA256 signature', () => {
    const link = links.create('verification-docs', 'u1/s1/id.jpg', 300, 'admin.session');
    expect(link).toMatch(/^\/api\/storage\/signed\/verification-docs\/u1\/s1\/id\.jpg\?expires=\d+&for=admin\.session&signature=[\w-]{43}$/);
    expect(parts(link).expires).toBe(clock / 1000 + 300);
  });

  it('opens only until it expires', () => {
    const { bucket, key, expires, holder, signature } = parts(links.create('verification-docs', 'u1/s1/id.jpg', 300, 'admin.session'));
    clock += 300_000;
    expect(links.verify(bucket, key, expires, holder, signature)).toBe(true);
    clock += 1_000;
    expect(links.verify(bucket, key, expires, holder, signature)).toBe(false);
  });

  it('opens only the object, the expiry and the holder it was signed for', () => {
    const { bucket, key, expires, holder, signature } = parts(links.create('verification-docs', 'u1/s1/id.jpg', 300, 'admin.session'));
    expect(links.verify(bucket, key, expires, holder, signature)).toBe(true);
    expect(links.verify(bucket, 'u1/s1/selfie.jpg', expires, holder, signature)).toBe(false);
    expect(links.verify('profile-photos', key, expires, holder, signature)).toBe(false);
    expect(links.verify(bucket, key, expires + 3600, holder, signature)).toBe(false);
    expect(links.verify(bucket, key, expires, holder, signature.slice(0, -1))).toBe(false);
    expect(links.verify(bucket, key, expires, 'another-admin.session', signature)).toBe(false);
  });

  it('cannot be made without the secret', () => {
    const { bucket, key, expires, holder, signature } = parts(new SignedLinks('y'.repeat(40), () => clock).create('verification-docs', 'u1/s1/id.jpg', 300, 'admin.session'));
    expect(links.verify(bucket, key, expires, holder, signature)).toBe(false);
  });

  it('refuses to sign a key that could escape its bucket', () => {
    expect(() => links.create('verification-docs', '../u1/id.jpg', 300, 'admin.session')).toThrow(StorageNotFoundError);
  });
});
