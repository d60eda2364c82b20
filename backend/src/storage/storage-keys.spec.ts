import { contentTypeOf, encodeKey, isValidBucket, isValidKey } from './storage-keys';

describe('storage keys', () => {
  it.each(['p1/photo.webp', 'seed-pool/3-abc.webp', 'u1/id.jpg', 'a/b/c-card.webp', 'file_1.png'])('accepts %p', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each(['', '../x', 'a/../b', 'a/..', '/a', 'a/', 'a//b', '.env', 'a/.hidden', 'a\\b', 'a\0b', 'a b', 'x'.repeat(513), 'a/%2e%2e/b'])('refuses %p', (key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it.each([
    ['profile-photos', true],
    ['verification-docs', true],
    ['..', false],
    ['../etc', false],
    ['Profile', false],
    ['a', false],
  ])('bucket %p valid: %p', (bucket, valid) => {
    expect(isValidBucket(bucket)).toBe(valid);
  });

  it('encodes each segment and keeps the separators', () => {
    expect(encodeKey('a b/c#d.webp')).toBe('a%20b/c%23d.webp');
  });

  it.each([
    ['x.webp', 'image/webp'],
    ['x.JPG', 'image/jpeg'],
    ['x.jpeg', 'image/jpeg'],
    ['x.png', 'image/png'],
    ['x.svg', 'application/octet-stream'],
    ['noext', 'application/octet-stream'],
  ])('content type of %p is %p', (key, type) => {
    expect(contentTypeOf(key)).toBe(type);
  });
});
