import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { PhotosService } from '../../src/photos/photos.service';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { VerificationDocument } from '../../src/verification/entities/verification-document.entity';
import { jpeg, png, TEXT } from '../fixtures/images';
import { createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { storedFiles } from './photo-files';

/** Real database failures (a trigger that refuses inserts), to check that no file outlives a failed write. */
describe('failed writes leave storage and database consistent', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.query(`CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$`);
  });

  afterAll(() => t.close());

  async function refuseInsertsInto(table: string, during: () => Promise<void>): Promise<void> {
    await t.db.query(`CREATE TRIGGER refuse_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`);
    try {
      await during();
    } finally {
      await t.db.query(`DROP TRIGGER refuse_insert ON ${table}`);
    }
  }

  it('removes an uploaded photo whose row insert fails', async () => {
    const owner = await createAdvertiser(t);
    const before = storedFiles(t, 'profile-photos');
    await refuseInsertsInto('profile_photos', async () => {
      const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(), 'a.jpg').expect(500);
      expect(res.body.message).toBe('Upload failed: the photo could not be saved. Please try again.');
    });
    expect(storedFiles(t, 'profile-photos')).toEqual(before);
    expect(await t.db.getRepository(ProfilePhoto).countBy({ profileId: owner.profile.id })).toBe(0);
  });

  it('removes both verification files when the rows cannot be written, and keeps the profile as it was', async () => {
    const owner = await createAdvertiser(t);
    await refuseInsertsInto('verification_documents', async () => {
      await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await png(), 's.png').expect(500);
    });
    expect(storedFiles(t, 'verification-docs').filter((file) => file.startsWith(owner.user.id))).toEqual([]);
    expect(await t.db.getRepository(VerificationDocument).countBy({ userId: owner.user.id })).toBe(0);
    const profile = await t.db.getRepository(Profile).findOneByOrFail({ id: owner.profile.id });
    expect([profile.verificationRequested, profile.verificationSubmittedAt]).toEqual([false, null]);
  });

  it('keeps the earlier documents, rows and files, when a resubmission cannot be written', async () => {
    const owner = await createAdvertiser(t);
    await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await png(), 's.png').expect(201);
    // The profile lost its pending state (e.g. verified, then un-verified), so the owner may submit again.
    await t.db.getRepository(Profile).update({ id: owner.profile.id }, { verificationRequested: false });
    const earlierRows = await t.db.getRepository(VerificationDocument).find({ where: { userId: owner.user.id }, order: { fileType: 'ASC' } });
    const earlierFiles = storedFiles(t, 'verification-docs').filter((file) => file.startsWith(owner.user.id)).sort();
    expect(earlierFiles).toHaveLength(2);

    await refuseInsertsInto('verification_documents', async () => {
      await t.http().post('/api/verification').set(owner.auth).attach('id', await png(), 'id.png').attach('selfie', await jpeg(), 's.jpg').expect(500);
    });

    const rows = await t.db.getRepository(VerificationDocument).find({ where: { userId: owner.user.id }, order: { fileType: 'ASC' } });
    expect(rows.map((row) => [row.id, row.fileUrl])).toEqual(earlierRows.map((row) => [row.id, row.fileUrl]));
    expect(storedFiles(t, 'verification-docs').filter((file) => file.startsWith(owner.user.id)).sort()).toEqual(earlierFiles);
    expect(rows.map((row) => row.fileUrl).sort()).toEqual(earlierFiles);
  });

  describe('storeUploads (used by sign-up inside its transaction)', () => {
    it('stores the photos with the transaction, position 0 primary', async () => {
      const owner = await createAdvertiser(t);
      const photos = t.app.get(PhotosService);
      const files = [
        { buffer: await jpeg(), size: 1 },
        { buffer: await png(), size: 1 },
      ];
      const keys = await t.db.transaction((manager) => photos.storeUploads(manager, owner.profile, files));
      // Each photo's full size and card, and the card's 240-px copy (300×400 is too small for wider copies).
      expect(keys).toHaveLength(6);
      const rows = await t.db.getRepository(ProfilePhoto).find({ where: { profileId: owner.profile.id }, order: { position: 'ASC' } });
      expect(rows.map((row) => [row.position, row.isPrimary])).toEqual([
        [0, true],
        [1, false],
      ]);
      expect(storedFiles(t, 'profile-photos')).toEqual(expect.arrayContaining(keys));
    });

    it('leaves no file when the caller rolls back and discards the returned keys', async () => {
      const owner = await createAdvertiser(t);
      const photos = t.app.get(PhotosService);
      let keys: string[] = [];
      await expect(
        t.db.transaction(async (manager) => {
          keys = await photos.storeUploads(manager, owner.profile, [{ buffer: await jpeg(), size: 1 }]);
          throw new Error('sign-up failed later');
        }),
      ).rejects.toThrow('sign-up failed later');
      expect(storedFiles(t, 'profile-photos')).toEqual(expect.arrayContaining(keys));
      await photos.discardStoredKeys(keys);
      expect(storedFiles(t, 'profile-photos').filter((file) => keys.includes(file))).toEqual([]);
      expect(await t.db.getRepository(ProfilePhoto).countBy({ profileId: owner.profile.id })).toBe(0);
    });

    it('refuses a bad file before writing anything, with the pipeline message', async () => {
      const owner = await createAdvertiser(t);
      const before = storedFiles(t, 'profile-photos');
      await expect(
        t.db.transaction(async (manager) => t.app.get(PhotosService).storeUploads(manager, owner.profile, [{ buffer: await jpeg(), size: 1 }, { buffer: TEXT, size: TEXT.length }])),
      ).rejects.toThrow('File must be an image');
      expect(storedFiles(t, 'profile-photos')).toEqual(before);
    });

    it('removes what it wrote when a row insert fails', async () => {
      const owner = await createAdvertiser(t);
      const before = storedFiles(t, 'profile-photos');
      await refuseInsertsInto('profile_photos', async () => {
        await expect(
          t.db.transaction(async (manager) => t.app.get(PhotosService).storeUploads(manager, owner.profile, [{ buffer: await jpeg(), size: 1 }])),
        ).rejects.toThrow('Upload failed');
      });
      expect(storedFiles(t, 'profile-photos')).toEqual(before);
    });
  });
});
