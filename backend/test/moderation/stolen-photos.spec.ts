import { join } from 'node:path';
import sharp from 'sharp';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { fingerprintOf, MATCH_DISTANCE } from '../../src/photos/photo-fingerprint';
import { PhotoFingerprintsJob } from '../../src/photos/photo-fingerprints.job';
import { PhotoFingerprintsRepository } from '../../src/photos/photo-fingerprints.repository';
import { signup, wizard } from '../auth/auth-fixtures';
import { createAdmin, createAdvertiser, Admin, Advertiser } from '../factories/users.factory';
import { COPIES, cropped, generatedPhoto } from '../fixtures/generated-photos';
import { storedFiles } from '../photos/photo-files';
import { createTestApp, TestApp } from '../test-app';
import { auditOf, pendingItems } from './moderation-helpers';

// Stolen and duplicate photos: every photo is fingerprinted at upload; a new photo near a photo on
// another advertiser's profile is held for review, flagged "matches a photo on @other", both photos side by side.

describe('stolen and duplicate photos', () => {
  let t: TestApp;
  let admin: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });

  afterAll(() => t.close());

  function upload(owner: Advertiser, photo: Buffer, name = 'photo.jpg') {
    return t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', photo, name);
  }

  /** An advertiser with `photo` approved on her profile: the original a copy is compared with. */
  async function ownerOf(photo: Buffer): Promise<{ owner: Advertiser; photoId: string; url: string }> {
    const owner = await createAdvertiser(t);
    const [stored] = (await upload(owner, photo).expect(201)).body.photos;
    const [item] = await pendingItems(t, admin.auth, owner.profile.id);
    await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);
    return { owner, photoId: stored.id, url: stored.url };
  }

  const photoFiles = () => storedFiles(t, t.config.photosBucket);
  /** The review screen's photos are signed links (a held photo opens through nothing else); compared by the address they sign. */
  const SIGNED_LINK = expect.stringMatching(/^\/media\/profile-photos\/.+\.webp\?expires=\d+&signature=/);
  const addressOf = (url: string) => url.split('?')[0];

  describe('an owner uploading a copy of another advertiser’s photo', () => {
    it('holds it for review, flagged with whose photo it matches, with both photos for the side-by-side view', async () => {
      const original = await generatedPhoto(501);
      const first = await ownerOf(original);
      const thief = await createAdvertiser(t);

      const res = await upload(thief, await cropped(original, { left: 0.02, top: 0.02, right: 0.02, bottom: 0.02 })).expect(201);

      expect(res.body.photos[0].moderation_state).toBe('pending');
      const [item] = await pendingItems(t, admin.auth, thief.profile.id);
      expect(item).toMatchObject({
        kind: 'photo',
        held: true,
        flag: `matches a photo on @${first.owner.profile.username}`,
        details: { photo_url: SIGNED_LINK, match: { username: first.owner.profile.username, photo_url: SIGNED_LINK, distance: expect.any(Number) } },
      });
      const match = item.details.match as { photo_url: string };
      expect(addressOf(item.details.photo_url as string)).toBe(addressOf(res.body.photos[0].url));
      expect(addressOf(match.photo_url)).toBe(addressOf(first.url));
      expect((item.details.match as { distance: number }).distance).toBeLessThanOrEqual(MATCH_DISTANCE);
      const flagged = await t.http().get('/api/admin/moderation').query({ filter: JSON.stringify({ flagged: true, state: 'pending' }) }).set(admin.auth).expect(200);
      expect(flagged.body.map((row: { id: string }) => row.id)).toContain(item.id);
      expect((await t.http().get(`/api/profiles/${thief.profile.username}`).expect(200)).body.photos).toEqual([]);
    });

    it('holds a copy even when new photos are shown at once (post-moderation)', async () => {
      const superadmin = await createAdmin(t, { isSuperadmin: true });
      await t.http().put('/api/admin/moderation-settings/photo').set(superadmin.auth).send({ mode: 'post' }).expect(200);
      try {
        const original = await generatedPhoto(502);
        const first = await ownerOf(original);
        const thief = await createAdvertiser(t);
        const unrelated = await upload(thief, await generatedPhoto(503)).expect(201);
        expect(unrelated.body.photos[0].moderation_state).toBe('approved');

        const copy = await upload(thief, await sharp(original).resize({ width: 300 }).webp({ quality: 60 }).toBuffer()).expect(201);

        const stored = copy.body.photos.find((photo: { id: string }) => photo.id !== unrelated.body.photos[0].id);
        expect(stored.moderation_state).toBe('pending');
        const items = await pendingItems(t, admin.auth, thief.profile.id);
        expect(items.find((item) => item.held)).toMatchObject({ flag: `matches a photo on @${first.owner.profile.username}` });
        expect(items.find((item) => !item.held)?.flag).toBeNull();
      } finally {
        await t.http().put('/api/admin/moderation-settings/photo').set(superadmin.auth).send({ mode: 'pre' }).expect(200);
      }
    });

    it('does not flag an advertiser’s own photo uploaded again', async () => {
      const original = await generatedPhoto(504);
      const { owner } = await ownerOf(original);

      await upload(owner, await sharp(original).jpeg({ quality: 40 }).toBuffer()).expect(201);

      const [item] = await pendingItems(t, admin.auth, owner.profile.id);
      expect(item.flag).toBeNull();
      expect(item.details.match).toBeUndefined();
    });

    it('no longer matches a copy an admin rejected', async () => {
      const original = await generatedPhoto(505);
      const thief = await createAdvertiser(t);
      await upload(thief, original).expect(201);
      const [item] = await pendingItems(t, admin.auth, thief.profile.id);
      await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ reason: 'not_own_photo' }).expect(200);
      const owner = await createAdvertiser(t);

      await upload(owner, original).expect(201);

      const [ownerItem] = await pendingItems(t, admin.auth, owner.profile.id);
      expect(ownerItem.flag).toBeNull();
    });

    it('lets one of two admins deciding a flagged photo at once win; the other gets 409, and the audit log has one decision', async () => {
      const original = await generatedPhoto(506);
      await ownerOf(original);
      const thief = await createAdvertiser(t);
      await upload(thief, await cropped(original, { bottom: 0.03 })).expect(201);
      const [item] = await pendingItems(t, admin.auth, thief.profile.id);
      const other = await createAdmin(t);

      const answers = await Promise.all([
        t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ reason: 'not_own_photo', note: 'This is @first’s photo.' }),
        t.http().post(`/api/admin/moderation/${item.id}/approve`).set(other.auth).send({}),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('This item has already been decided by another admin.');
      const audit = await auditOf(t, item.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: expect.stringMatching(/^moderation\.(approve|reject)$/), admin_user_id: expect.any(String) });
      const [photo] = await t.db.getRepository(ProfilePhoto).find({ where: { profileId: thief.profile.id } });
      expect(photo.moderationState).toBe(audit[0].action === 'moderation.approve' ? 'approved' : 'rejected');
      await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(409);
    });

    it('refuses a blank photo with a clear message and stores nothing', async () => {
      const owner = await createAdvertiser(t);
      const before = photoFiles().length;
      const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 120, g: 60, b: 90 } } }).jpeg().toBuffer();

      const res = await upload(owner, blank).expect(400);

      expect(res.body.message).toBe("Upload failed: the image is blank (a single colour), so it cannot be checked against other profiles' photos");
      expect(await t.db.getRepository(ProfilePhoto).count({ where: { profileId: owner.profile.id } })).toBe(0);
      expect(await pendingItems(t, admin.auth, owner.profile.id)).toEqual([]);
      expect(photoFiles()).toHaveLength(before);
    });
  });

  describe('a sign-up whose photos copy another advertiser’s', () => {
    it('holds the new profile flagged with whose photo its photo matches', async () => {
      const original = await generatedPhoto(507);
      const first = await ownerOf(original);
      const data = wizard();

      const res = await signup(t, data, [
        { name: 'mine.jpg', body: await generatedPhoto(508) },
        { name: 'copy.jpg', body: await cropped(original, { left: 0.03 }) },
      ]).expect(201);

      const [item] = await pendingItems(t, admin.auth, res.body.profile.id);
      expect(item).toMatchObject({
        kind: 'new_profile',
        held: true,
        flag: `matches a photo on @${first.owner.profile.username}`,
        details: { match: { username: first.owner.profile.username, photo_url: SIGNED_LINK, new_photo_url: SIGNED_LINK } },
      });
      const copies = await t.db.getRepository(ProfilePhoto).find({ where: { profileId: res.body.profile.id }, order: { position: 'ASC' } });
      const match = item.details.match as { photo_url: string; new_photo_url: string };
      expect(addressOf(match.photo_url)).toBe(addressOf(first.url));
      expect(addressOf(match.new_photo_url)).toBe(copies[1].url);
    });
  });

  describe('the matcher’s accuracy, through the database look-up', () => {
    const ORIGINALS = 40;
    let originals: Buffer[];
    let source: Advertiser;
    let photoIds: string[];

    beforeAll(async () => {
      source = await createAdvertiser(t);
      originals = await Promise.all(Array.from({ length: ORIGINALS }, (_, i) => generatedPhoto(1 + i, i % 3 === 2 ? 800 : 600, i % 3 === 2 ? 600 : 800)));
      const hashes = await Promise.all(originals.map((photo) => fingerprintOf(sharp(photo))));
      const rows = await t.db.getRepository(ProfilePhoto).save(
        hashes.map((hash, i) => ({ profileId: source.profile.id, url: `/media/original-${i}.webp`, cardUrl: `/media/original-${i}-card.webp`, storageKey: `accuracy/${i}.webp`, cardStorageKey: `accuracy/${i}-card.webp`, width: 600, height: 800, watermarked: true, position: i, isPrimary: i === 0, moderationState: 'approved' as const, phash: hash.toString() })),
      );
      photoIds = rows.map((row) => row.id);
    });

    /** The look-up an upload by another profile makes: the nearest photo within the matcher's distance. */
    async function nearest(photo: Buffer): Promise<string | undefined> {
      const match = await t.app.get(PhotoFingerprintsRepository).findNearest(await fingerprintOf(sharp(photo)), '00000000-0000-0000-0000-000000000000');
      return match?.photo_id;
    }

    it.each(Object.keys(COPIES))('finds every original from a copy %s', async (name) => {
      const found = [];
      for (const [i, original] of originals.entries()) found.push((await nearest(await COPIES[name](original))) === photoIds[i]);
      expect(found.filter((ok) => !ok)).toEqual([]);
    });

    // Making and fingerprinting a thousand photos takes about 15 s alone and several times that beside the other
    // suites in CI, so this test has its own time limit; four at a time keeps sharp's threads busy.
    it('matches none of 1,000 unrelated photos', async () => {
      const matched: number[] = [];
      for (let seed = 100_000; seed < 101_000; seed += 4) {
        const seeds = [seed, seed + 1, seed + 2, seed + 3];
        const found = await Promise.all(seeds.map(async (each) => nearest(await generatedPhoto(each, 300, 400))));
        matched.push(...seeds.filter((_, i) => found[i]));
      }
      expect(matched).toEqual([]);
    }, 300_000);
  });

  describe('photos stored before fingerprints', () => {
    it('are fingerprinted by the job from their stored file, once; a photo whose file is gone is reported and the rest go on', async () => {
      const owner = await createAdvertiser(t);
      await upload(owner, await generatedPhoto(520)).expect(201);
      await upload(owner, await generatedPhoto(521)).expect(201);
      const [kept, lost] = await t.db.getRepository(ProfilePhoto).find({ where: { profileId: owner.profile.id }, order: { position: 'ASC' } });
      await t.db.query(`UPDATE profile_photos SET phash = NULL WHERE profile_id = $1`, [owner.profile.id]);
      await t.db.query(`UPDATE profile_photos SET storage_key = 'gone/missing.webp' WHERE id = $1`, [lost.id]);
      const job = t.app.get(PhotoFingerprintsJob);

      const first = await job.run();

      expect(first.hashed).toContain(kept.id);
      expect(first.failed).toEqual([lost.id]);
      const stored = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: kept.id });
      const file = await sharp(join(t.config.dataDir, 'storage', t.config.photosBucket, kept.storageKey)).toBuffer();
      expect(stored.phash).toBe((await fingerprintOf(sharp(file))).toString());
      const second = await job.run();
      expect(second.hashed).toEqual([]);
      expect(second.failed).toEqual([lost.id]);
    });
  });
});
