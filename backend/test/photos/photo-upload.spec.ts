import sharp from 'sharp';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { CAMERA_MAKE, CAMERA_SERIAL, hasGpsSection, jpeg, jpegWithGps, png, pngBomb, sixMegabytes, SVG, TEXT, webp } from '../fixtures/images';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { storedFiles } from './photo-files';

describe('photo upload pipeline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  async function download(url: string) {
    const res = await t.http().get(url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return { res, body: res.body as Buffer };
  }

  async function photoRows(profile: Profile) {
    return t.db.getRepository(ProfilePhoto).find({ where: { profileId: profile.id } });
  }

  it('stores a JPEG with GPS and camera EXIF as clean WebP in a full and a card size, each also narrower', async () => {
    const owner = await createAdvertiser(t);
    const original = await jpegWithGps(1200, 900);
    expect(hasGpsSection((await sharp(original).metadata()).exif)).toBe(true);

    const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', original, 'holiday.jpg').expect(201);

    expect(res.body.message).toBe('Photos uploaded successfully!');
    expect(res.body.photos).toEqual([
      // Held for review: signed links, as its addresses open for no one else until it is approved.
      {
        id: expect.any(String),
        url: expect.stringMatching(/^\/media\/profile-photos\/.+\.webp\?expires=\d+&signature=/),
        card_url: expect.stringMatching(/-card\.webp\?expires=\d+&signature=/),
        width: 1200,
        height: 900,
        sources: [
          { url: expect.stringMatching(/-480w\.webp\?expires=\d+&signature=/), width: 480 },
          { url: expect.stringMatching(/-800w\.webp\?expires=\d+&signature=/), width: 800 },
          { url: res.body.photos[0].url, width: 1200 },
        ],
        card_sources: [
          { url: expect.stringMatching(/-card-240w\.webp\?expires=\d+&signature=/), width: 240 },
          { url: res.body.photos[0].card_url, width: 400 },
        ],
        card_width: 400,
        card_height: 533,
        position: 0,
        is_primary: true,
        moderation_state: 'pending',
      },
    ]);
    // Every stored size is clean: no EXIF, GPS, camera serial or XMP survives in any of them.
    for (const { url } of [...res.body.photos[0].sources, ...res.body.photos[0].card_sources]) {
      const { res: file, body } = await download(url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(body.includes(CAMERA_SERIAL)).toBe(false);
      expect(body.includes(CAMERA_MAKE)).toBe(false);
    }
    const card = await sharp((await download(res.body.photos[0].card_url)).body).metadata();
    expect([card.width, card.height]).toEqual([400, 533]);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const owner = await createAdvertiser(t);
    const sideways = await jpegWithGps(200, 100, 6);
    const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', sideways, 'sideways.jpg').expect(201);
    expect([res.body.photos[0].width, res.body.photos[0].height]).toEqual([100, 200]);
  });

  it('scales large photos down to 1600 pixels on the long edge', async () => {
    const owner = await createAdvertiser(t);
    const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(3000, 2000), 'big.jpg').expect(201);
    expect([res.body.photos[0].width, res.body.photos[0].height]).toEqual([1600, 1067]);
  });

  it('decides the type from the bytes: a PNG named .jpg and declared as JPEG is accepted', async () => {
    const owner = await createAdvertiser(t);
    await t.http()
      .post('/api/profiles/me/photos')
      .set(owner.auth)
      .attach('photos', await png(), { filename: 'really-a-png.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(await photoRows(owner.profile)).toHaveLength(1);
  });

  it('accepts WebP and uploads several files in order, the first one primary', async () => {
    const owner = await createAdvertiser(t, { subscriptionTier: 'basic' });
    const res = await t.http()
      .post('/api/profiles/me/photos')
      .set(owner.auth)
      .attach('photos', await webp(), 'a.webp')
      .attach('photos', await jpeg(), 'b.jpg')
      .attach('photos', await png(), 'c.png')
      .expect(201);
    expect(res.body.photos.map((p: { position: number; is_primary: boolean }) => [p.position, p.is_primary])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
  });

  describe('refused files leave nothing stored', () => {
    const cases: Array<[string, () => Promise<Buffer> | Buffer, string, number, string]> = [
      ['a text file named .png', () => TEXT, 'notes.png', 415, 'File must be an image'],
      ['an SVG', () => SVG, 'vector.svg', 415, 'File must be an image'],
      ['an SVG named .png', () => SVG, 'vector.png', 415, 'File must be an image'],
      ['a 6 MB file', sixMegabytes, 'huge.jpg', 413, 'File size must be less than 5MB'],
      ['a 20000×20000 PNG bomb', () => pngBomb(20000), 'bomb.png', 400, 'Upload failed: the image is larger than 40 megapixels'],
      ['a truncated JPEG', async () => (await jpeg(400, 400)).subarray(0, 200), 'broken.jpg', 400, 'Upload failed: the file is not a readable image'],
    ];

    it.each(cases)('%s', async (_name, make, filename, status, message) => {
      const owner = await createAdvertiser(t, { subscriptionTier: 'premium' });
      const before = storedFiles(t, 'profile-photos').length;
      const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await make(), filename).expect(status);
      expect(res.body).toMatchObject({ statusCode: status, message });
      expect(await photoRows(owner.profile)).toHaveLength(0);
      expect(storedFiles(t, 'profile-photos')).toHaveLength(before);
    });

    it('a bad file after a good one stops the whole batch before anything is stored', async () => {
      const owner = await createAdvertiser(t, { subscriptionTier: 'premium' });
      const before = storedFiles(t, 'profile-photos').length;
      const res = await t.http()
        .post('/api/profiles/me/photos')
        .set(owner.auth)
        .attach('photos', await jpeg(), 'good.jpg')
        .attach('photos', pngBomb(20000), 'bomb.png')
        .expect(400);
      expect(res.body.message).toBe('Upload failed: the image is larger than 40 megapixels');
      expect(await photoRows(owner.profile)).toHaveLength(0);
      expect(storedFiles(t, 'profile-photos')).toHaveLength(before);
    });

    it('more files than any plan allows in one request', async () => {
      const owner = await createAdvertiser(t, { subscriptionTier: 'premium' });
      const image = await jpeg(20, 20);
      let req = t.http().post('/api/profiles/me/photos').set(owner.auth);
      for (let i = 0; i < 21; i++) req = req.attach('photos', image, `p${i}.jpg`);
      const res = await req.expect(400);
      expect(res.body.message).toBe('Too many files');
      expect(await photoRows(owner.profile)).toHaveLength(0);
    });

    it('a request without files', async () => {
      const owner = await createAdvertiser(t);
      const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).field('note', 'no files').expect(400);
      expect(res.body.message).toBe('Please select at least one photo to upload');
    });
  });

  describe('the plan caps the number of photos', () => {
    it.each([
      ['free', 3],
      ['basic', 8],
      ['premium', 20],
    ] as const)('%s: up to %i photos', async (tier, cap) => {
      const owner = await createAdvertiser(t, { subscriptionTier: tier });
      // Fill to one below the cap directly, then cross the boundary through the API.
      await t.db.getRepository(ProfilePhoto).save(
        Array.from({ length: cap - 1 }, (_, i) => ({
          profileId: owner.profile.id, url: `/media/profile-photos/x${i}.webp`, cardUrl: `/media/profile-photos/x${i}-card.webp`,
          storageKey: `x${i}.webp`, cardStorageKey: `x${i}-card.webp`, width: 10, height: 10, position: i, isPrimary: i === 0,
        })),
      );
      const image = await jpeg(40, 40);
      const message = `You can only upload a maximum of ${cap} photos with your current plan.`;

      const two = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', image, 'a.jpg').attach('photos', image, 'b.jpg').expect(400);
      expect(two.body.message).toBe(message);
      expect(await photoRows(owner.profile)).toHaveLength(cap - 1);

      const last = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', image, 'a.jpg').expect(201);
      expect(last.body.photos).toHaveLength(cap);
      expect(last.body.photos[cap - 1]).toMatchObject({ position: cap - 1, is_primary: false });

      const over = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', image, 'c.jpg').expect(400);
      expect(over.body.message).toBe(message);
      expect(await photoRows(owner.profile)).toHaveLength(cap);
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.http().post('/api/profiles/me/photos').attach('photos', await jpeg(), 'a.jpg').expect(401);
    expect(res.body.message).toBe('Not authenticated');
  });

  it('refuses an account without a profile', async () => {
    const admin = await createAdmin(t);
    const res = await t.http().post('/api/profiles/me/photos').set(admin.auth).attach('photos', await jpeg(), 'a.jpg').expect(403);
    expect(res.body.message).toBe('Not authorized to upload photos to this profile');
  });
});
