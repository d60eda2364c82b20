import sharp from 'sharp';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { allKeysOf } from '../../src/photos/photo-variants';
import { watermarkBox } from '../../src/photos/watermark';
import { WatermarkExistingPhotosJob } from '../../src/photos/watermark-existing-photos.job';
import { StorageService } from '../../src/storage/storage.service';
import { createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { storedFiles } from './photo-files';
import { inside, meanDifference, outsideAll, portrait, rgb } from './pixel-stats';

describe('watermarking photos stored before watermarks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('gives an older photo a watermarked full size at a new address, removes the old file, and is idempotent', async () => {
    const owner = await createAdvertiser(t);
    const original = await portrait(800, 600, { left: 0, top: 0, width: 0, height: 0 });
    const uploaded = (await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', original, 'old.png').expect(201)).body.photos[0];
    // As photos were stored before watermarks: the plain WebP, not marked as watermarked, and no narrower copies.
    const row = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: uploaded.id });
    await t.app.get(StorageService).deleteAll('profile-photos', allKeysOf(row).slice(2));
    const plain = await sharp(original).webp({ quality: 82 }).toBuffer();
    await t.app.get(StorageService).delete('profile-photos', row.storageKey);
    await t.app.get(StorageService).put('profile-photos', row.storageKey, plain, 'image/webp');
    await t.db.getRepository(ProfilePhoto).update({ id: row.id }, { watermarked: false, moderationState: 'approved', widths: [], cardWidths: [] });

    expect(await t.app.get(WatermarkExistingPhotosJob).run()).toEqual([row.id]);

    const after = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: row.id });
    expect(after.watermarked).toBe(true);
    expect(after.storageKey).not.toBe(row.storageKey);
    expect(after.cardStorageKey).toBe(row.cardStorageKey);
    await t.http().get(row.url).expect(404);
    const file = await t.http().get(after.url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const full = await rgb(file.body as Buffer);
    const mark = watermarkBox(800, 600, t.config.productName);
    const before = await rgb(plain);
    expect(meanDifference(full, before, inside(mark))).toBeGreaterThan(4);
    expect(meanDifference(full, before, outsideAll([mark], 8))).toBeLessThan(3);
    expect(storedFiles(t, 'profile-photos').filter((key) => key.startsWith(owner.profile.id))).toHaveLength(2);

    expect(await t.app.get(WatermarkExistingPhotosJob).run()).toEqual([]);
    expect(await t.app.get(WatermarkExistingPhotosJob).onSchedule()).toBe('done');
  });
});
