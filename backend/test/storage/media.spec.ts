import { loadConfig } from '../../src/config/app-config';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { createRawStorageDriver, StorageService } from '../../src/storage/storage.service';
import { createAdvertiser } from '../factories/users.factory';
import { jpeg, png, webp } from '../fixtures/images';
import { createTestApp, TestApp } from '../test-app';
import { PUBLIC_PHOTO_CACHE_CONTROL } from '../../src/storage/storage.driver';

describe('public media under /media', () => {
  let t: TestApp;
  let storage: StorageService;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(StorageService);
    await storage.put('profile-photos', 'p1/photo.webp', await webp(20, 20), 'image/webp');
    await storage.put('profile-photos', 'p1/old.jpg', await jpeg(20, 20), 'image/jpeg');
    await storage.put('profile-photos', 'p1/old.png', await png(20, 20), 'image/png');
    await storage.put('profile-photos', 'p1/held.webp', await webp(20, 20), 'image/webp');
    await storage.put('verification-docs', 'u1/id.jpg', await jpeg(20, 20), 'image/jpeg');
    // The route serves a file to anyone only when it belongs to an approved photo.
    const { profile } = await createAdvertiser(t);
    const row = (storageKey: string, cardStorageKey: string, position: number, moderationState: ProfilePhoto['moderationState']) => ({
      profileId: profile.id, url: `/media/profile-photos/${storageKey}`, cardUrl: `/media/profile-photos/${cardStorageKey}`, storageKey, cardStorageKey, position, moderationState,
    });
    await t.db.getRepository(ProfilePhoto).save([row('p1/photo.webp', 'p1/old.jpg', 0, 'approved'), row('p1/old.png', 'p1/old.png', 1, 'approved'), row('p1/held.webp', 'p1/held.webp', 2, 'pending')]);
  });

  afterAll(() => t.close());

  it.each([
    ['p1/photo.webp', 'image/webp'],
    ['p1/old.jpg', 'image/jpeg'],
    ['p1/old.png', 'image/png'],
  ])('serves %s with its content type, cached for an hour (spec §9), so a deleted photo does not linger', async (key, type) => {
    const res = await t.http().get(`/media/profile-photos/${key}`).expect(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(PUBLIC_PHOTO_CACHE_CONTROL);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.http().head('/media/profile-photos/p1/photo.webp').expect(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });

  it.each([
    '/media',
    '/media/',
    '/media/profile-photos',
    '/media/profile-photos/',
    '/media/profile-photos/p1',
    '/media/profile-photos/p1/',
    '/media/profile-photos/p1/missing.webp',
    '/media/profile-photos/p1/held.webp',
    '/media/profile-photos/p1/held.webp?expires=99999999999&signature=forged',
    '/media/verification-docs/u1/id.jpg',
    '/media/profile-photos/../verification-docs/u1/id.jpg',
    '/media/profile-photos/%2e%2e/verification-docs/u1/id.jpg',
    '/media/profile-photos/p1%2f..%2f..%2fverification-docs%2fu1%2fid.jpg',
    '/media/profile-photos/..%5cverification-docs%5cu1%5cid.jpg',
    '/media/other-bucket/p1/photo.webp',
    '/media/profile-photos/p1/.photo.webp',
  ])('answers 404 (never a listing, a page or another bucket) for %s', async (path) => {
    const res = await t.http().get(path).expect(404);
    expect(res.text).not.toContain('public site');
    expect(res.text).not.toContain('photo.webp');
  });

  it('answers 404 for other methods', async () => {
    await t.http().post('/media/profile-photos/p1/photo.webp').expect(404);
    await t.http().delete('/media/profile-photos/p1/photo.webp').expect(404);
  });

  it('leaves the public site fallback for other paths (here its not-found page)', async () => {
    const res = await t.http().get('/mediation').expect(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<title>Page Not Found | Kiwi Companions</title>');
  });
});

describe('S3 public photo addresses', () => {
  const env = { DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32), S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };

  it('come from S3_PUBLIC_URL when set', () => {
    const driver = createRawStorageDriver(loadConfig({ ...env, S3_PUBLIC_URL: 'https://cdn.example.nz/' }));
    expect(driver.publicUrl('profile-photos', 'p1/a b.webp')).toBe('https://cdn.example.nz/profile-photos/p1/a%20b.webp');
  });

  it('go through the app under /media otherwise', () => {
    const driver = createRawStorageDriver(loadConfig(env));
    expect(driver.publicUrl('profile-photos', 'p1/a.webp')).toBe('/media/profile-photos/p1/a.webp');
  });

  it('refuse a malformed S3_PUBLIC_URL at start-up', () => {
    expect(() => loadConfig({ ...env, S3_PUBLIC_URL: 'cdn.example.nz' })).toThrow('S3_PUBLIC_URL must be a URL');
  });
});
