import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PhotoView, ProfileCard } from 'contract';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { OrphanPhotoFilesJob } from '../../src/photos/orphan-photo-files.job';
import { PhotoWidthsJob } from '../../src/photos/photo-widths.job';
import { allKeysOf, variantKey } from '../../src/photos/photo-variants';
import { StorageService } from '../../src/storage/storage.service';
import { Advertiser, createAdvertiser } from '../factories/users.factory';
import { jpeg } from '../fixtures/images';
import { createTestApp, TestApp } from '../test-app';
import { downloaded, storedFiles } from './photo-files';

const BUCKET = 'profile-photos';
const HOUR = 60 * 60 * 1000;
const unsigned = (url: string) => url.split('?')[0];

describe('each photo stored at the widths the pages need', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  async function sizeOf(url: string): Promise<[number, number, string]> {
    const { width = 0, height = 0, format = '' } = await sharp(await downloaded(t, url)).metadata();
    return [width, height, format];
  }

  async function upload(owner: Advertiser, width: number, height: number): Promise<PhotoView> {
    const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(width, height), 'me.jpg').expect(201);
    return res.body.photos[res.body.photos.length - 1];
  }

  const filesOf = (owner: Advertiser) => storedFiles(t, BUCKET).filter((key) => key.startsWith(`${owner.profile.id}/`));
  const approve = (photo: PhotoView) => t.db.query(`UPDATE profile_photos SET moderation_state = 'approved' WHERE id = $1`, [photo.id]);

  it('stores the full size also 480 and 800 px wide (watermarked, proportions kept) and the card also 240×320, each read back at its size', async () => {
    const owner = await createAdvertiser(t);
    const photo = await upload(owner, 1200, 1600);

    expect(photo.sources.map((source) => source.width)).toEqual([480, 800, 1200]);
    expect(photo.card_sources.map((source) => source.width)).toEqual([240, 400]);
    expect([photo.card_width, photo.card_height]).toEqual([400, 533]);
    expect(unsigned(photo.sources[2].url)).toBe(unsigned(photo.url));
    expect(unsigned(photo.card_sources[1].url)).toBe(unsigned(photo.card_url));
    // The owner's links to a photo held for review are signed, each copy's too.
    for (const source of [...photo.sources, ...photo.card_sources]) expect(source.url).toMatch(/\.webp\?expires=\d+&signature=[\w-]+$/);
    expect(await sizeOf(photo.sources[0].url)).toEqual([480, 640, 'webp']);
    expect(await sizeOf(photo.sources[1].url)).toEqual([800, 1067, 'webp']);
    expect(await sizeOf(photo.sources[2].url)).toEqual([1200, 1600, 'webp']);
    expect(await sizeOf(photo.card_sources[0].url)).toEqual([240, 320, 'webp']);
    expect(await sizeOf(photo.card_sources[1].url)).toEqual([400, 533, 'webp']);

    const row = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: photo.id });
    expect([row.widths, row.cardWidths]).toEqual([[480, 800], [240]]);
    expect(unsigned(photo.sources[0].url)).toBe(`/media/${BUCKET}/${variantKey(row.storageKey, 480)}`);
    expect(variantKey(row.storageKey, 480)).toBe(row.storageKey.replace(/\.webp$/, '-480w.webp'));
    expect(filesOf(owner).sort()).toEqual(allKeysOf(row).sort());
  });

  it('never enlarges: a width at or above the photo’s own is not stored', async () => {
    const owner = await createAdvertiser(t, { subscriptionTier: 'basic' });
    const small = await upload(owner, 600, 800);
    expect(small.sources.map((source) => source.width)).toEqual([480, 600]);
    expect(await sizeOf(small.sources[0].url)).toEqual([480, 640, 'webp']);
    const exact = await upload(owner, 480, 640);
    expect(exact.sources.map((source) => source.width)).toEqual([480]);
    // A card is always cut at 400×533, so its 240 copy is always made.
    expect(exact.card_sources.map((source) => source.width)).toEqual([240, 400]);
    // Full, card and their copies: 480 and 240 of the first, 240 alone of the second.
    expect(filesOf(owner)).toHaveLength(4 + 3);
  });

  it('deleting a photo removes every one of its files', async () => {
    const owner = await createAdvertiser(t, { subscriptionTier: 'basic' });
    const kept = await upload(owner, 1000, 1000);
    const gone = await upload(owner, 1000, 1000);
    const keptRow = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: kept.id });
    expect(filesOf(owner)).toHaveLength(10);

    await t.http().delete(`/api/profiles/me/photos/${gone.id}`).set(owner.auth).expect(200);

    expect(filesOf(owner).sort()).toEqual(allKeysOf(keptRow).sort());
    for (const { url } of [...gone.sources, ...gone.card_sources]) await t.http().get(url).expect(404);
  });

  it('removes every file of a deleted profile', async () => {
    const owner = await createAdvertiser(t);
    await upload(owner, 1000, 1000);
    expect(filesOf(owner)).toHaveLength(5);
    await t.http().delete('/api/profiles/me').set(owner.auth).expect(200);
    expect(await t.db.query(`SELECT 1 FROM profile_photos WHERE profile_id = $1`, [owner.profile.id])).toEqual([]);
    expect(filesOf(owner)).toEqual([]);
  });

  describe('the media route serves a copy only when it would serve the photo itself', () => {
    async function approvedPhoto() {
      const owner = await createAdvertiser(t);
      const photo = await upload(owner, 1000, 1250);
      const copies = [...photo.sources, ...photo.card_sources].map((source) => unsigned(source.url));
      expect(copies).toHaveLength(5);
      return { owner, photo, copies };
    }

    it('refuses every copy of a photo held for review or rejected to the public, and serves them once approved', async () => {
      const { photo, copies } = await approvedPhoto();
      for (const url of copies) await t.http().get(url).expect(404);
      // The owner's signed links open them.
      for (const source of photo.sources) await t.http().get(source.url).expect(200);

      await approve(photo);
      for (const url of copies) {
        const res = await t.http().get(url).expect(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }

      await t.db.query(`UPDATE profile_photos SET moderation_state = 'rejected' WHERE id = $1`, [photo.id]);
      for (const url of copies) await t.http().get(url).expect(404);
    });

    it.each(['review', 'takedown'])('refuses every copy of the photos of a profile held for %s', async (reason) => {
      const { owner, photo, copies } = await approvedPhoto();
      await approve(photo);
      await t.http().get(copies[0]).expect(200);
      await t.db.query(`UPDATE profiles SET withheld_for = array_append(withheld_for, $2) WHERE id = $1`, [owner.profile.id, reason]);
      for (const url of copies) await t.http().get(url).expect(404);
      await t.db.query(`UPDATE profiles SET withheld_for = array_remove(withheld_for, $2) WHERE id = $1`, [owner.profile.id, reason]);
      for (const url of copies) await t.http().get(url).expect(200);
    });

    it('refuses a file named like a copy whose width the photo does not record', async () => {
      const { photo } = await approvedPhoto();
      await approve(photo);
      const row = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: photo.id });
      // Stored beside the photo, but not one of its widths.
      await t.app.get(StorageService).put(BUCKET, variantKey(row.storageKey, 640), await sharp(await jpeg(64, 80)).webp().toBuffer(), 'image/webp');
      await t.http().get(`/media/${BUCKET}/${variantKey(row.storageKey, 640)}`).expect(404);
      await t.http().get(`/media/${BUCKET}/${variantKey(row.storageKey, 480)}`).expect(200);
    });
  });

  it('the orphan sweep keeps the copies of live photos, and removes copies no photo records', async () => {
    const owner = await createAdvertiser(t);
    const photo = await upload(owner, 1000, 1250);
    const row = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: photo.id });
    const stray = [variantKey(row.storageKey, 640), variantKey(`${owner.profile.id}/1700000000000-deadbeef01.webp`, 480), variantKey(row.cardStorageKey, 320)];
    for (const key of stray) await t.app.get(StorageService).put(BUCKET, key, Buffer.from('RIFF-not-committed'), 'image/webp');
    const old = new Date(Date.now() - 5 * HOUR);
    for (const key of filesOf(owner)) utimesSync(join(t.config.dataDir, 'storage', BUCKET, key), old, old);

    const removed = await t.app.get(OrphanPhotoFilesJob).run();

    expect(removed.filter((key) => key.startsWith(`${owner.profile.id}/`)).sort()).toEqual(stray.sort());
    expect(filesOf(owner).sort()).toEqual(allKeysOf(row).sort());
  });

  it('serves the directory card’s photo with its widths from the read model', async () => {
    const owner = await createAdvertiser(t, { fullName: 'Widths Card' });
    const photo = await upload(owner, 1000, 1250);
    await approve(photo);
    const page = (await t.http().get('/api/profiles').query({ search: 'Widths Card' }).expect(200)).body as { items: ProfileCard[] };
    const card = page.items.find((item) => item.id === owner.profile.id)!;
    expect(card.photo!.sources.map((source) => source.width)).toEqual([480, 800, 1000]);
    expect(card.photo!.card_sources.map((source) => source.width)).toEqual([240, 400]);
    expect([card.photo!.card_width, card.photo!.card_height]).toEqual([400, 533]);
    expect(card.photo!.sources.map((source) => source.url)).toEqual([...photo.sources.map((source) => unsigned(source.url))]);
    for (const source of [...card.photo!.sources, ...card.photo!.card_sources]) await t.http().get(source.url).expect(200);
  });

  it('gives photos stored before widths theirs with the photo-widths job, once, and keeps the single file working until then', async () => {
    const owner = await createAdvertiser(t);
    const photo = await upload(owner, 1000, 1250);
    await approve(photo);
    const row = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: photo.id });
    // As photos were stored before widths: the two files alone.
    await t.app.get(StorageService).deleteAll(BUCKET, allKeysOf(row).slice(2));
    await t.db.query(`UPDATE profile_photos SET widths = '{}', card_widths = '{}', width = NULL, height = NULL WHERE id = $1`, [row.id]);
    const [before] = (await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200)).body.photos as PhotoView[];
    expect(before.sources).toEqual([]);
    expect(before.card_sources).toEqual([{ url: row.cardUrl, width: 400 }]);

    const first = await t.app.get(PhotoWidthsJob).run();

    expect(first.done).toContain(row.id);
    expect(first.failed).toEqual([]);
    const after = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: row.id });
    expect([after.widths, after.cardWidths, after.width, after.height]).toEqual([[480, 800], [240], 1000, 1250]);
    expect(filesOf(owner).sort()).toEqual(allKeysOf(after).sort());
    const [shown] = (await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200)).body.photos as PhotoView[];
    expect(await sizeOf(shown.sources[0].url)).toEqual([480, 600, 'webp']);
    expect(await sizeOf(shown.card_sources[0].url)).toEqual([240, 320, 'webp']);
    expect((await t.app.get(PhotoWidthsJob).run()).done).not.toContain(row.id);
    expect(await t.app.get(PhotoWidthsJob).onSchedule()).toBe('done');
  });
});
