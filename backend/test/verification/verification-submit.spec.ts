import { Profile } from '../../src/profiles/entities/profile.entity';
import { VerificationDocument } from '../../src/verification/entities/verification-document.entity';
import sharp from 'sharp';
import { CAMERA_MAKE, hasGpsSection, jpeg, jpegWithGps, png, pngBomb, sixMegabytes, SVG, TEXT, webp } from '../fixtures/images';
import { createAdvertiser } from '../factories/users.factory';
import { storedFiles } from '../photos/photo-files';
import { resetRateLimits } from '../auth/auth-fixtures';
import { StorageService } from '../../src/storage/storage.service';
import { createTestApp, TestApp } from '../test-app';

describe('verification submission', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());


  // Every case uploads from the same address; the per-address limit has its own test.

  beforeEach(() => resetRateLimits(t));

  const documents = (userId: string) => t.db.getRepository(VerificationDocument).find({ where: { userId }, order: { fileType: 'ASC' } });
  const profileOf = (id: string) => t.db.getRepository(Profile).findOneByOrFail({ id });
  const filesOf = (userId: string) => storedFiles(t, 'verification-docs').filter((file) => file.startsWith(`${userId}/`)).sort();
  /** `{userId}/{submission}/{name}`: each submission has a folder of its own. */
  const storedAs = (userId: string, ...names: string[]) =>
    names.map((name) => expect.stringMatching(new RegExp(`^${userId}/[0-9a-f-]{36}/${name.replace('.', '\\.')}$`)));
  const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));

  it('stores the ID and selfie privately and marks the profile pending', async () => {
    const owner = await createAdvertiser(t);
    const res = await t.http()
      .post('/api/verification')
      .set(owner.auth)
      .attach('id', await jpeg(), 'passport.jpg')
      .attach('selfie', await png(), 'me.png')
      .expect(201);

    expect(res.body).toEqual({ message: 'Verification documents submitted successfully!' });
    const files = filesOf(owner.user.id);
    expect(files).toEqual(storedAs(owner.user.id, 'id.jpg', 'selfie.png'));
    expect(folderOf(files[0])).toBe(folderOf(files[1]));
    expect((await documents(owner.user.id)).map((d) => [d.fileType, d.fileUrl])).toEqual([
      ['id', files[0]],
      ['selfie', files[1]],
    ]);
    const profile = await profileOf(owner.profile.id);
    expect(profile.verificationRequested).toBe(true);
    expect(profile.verificationSubmittedAt).toBeInstanceOf(Date);
  });

  it('stores the documents re-encoded, without the EXIF and GPS data of the camera', async () => {
    const owner = await createAdvertiser(t);
    const original = await jpegWithGps(800, 600);
    expect(hasGpsSection((await sharp(original).metadata()).exif)).toBe(true);
    await t.http().post('/api/verification').set(owner.auth).attach('id', original, 'id.jpg').attach('selfie', original, 'selfie.jpg').expect(201);
    for (const key of filesOf(owner.user.id)) {
      // Opened as the back office opens it: on disk it is sealed (test/storage/sealed-at-rest.spec.ts).
      const stored = await t.app.get(StorageService).read('verification-docs', key);
      const meta = await sharp(stored).metadata();
      expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({ format: 'jpeg', width: 800, exif: undefined });
      expect(stored.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
    }
  });

  it('names the stored file after its real type: a PNG called .jpg is stored as .png', async () => {
    const owner = await createAdvertiser(t);
    await t.http()
      .post('/api/verification')
      .set(owner.auth)
      .attach('id', await png(), { filename: 'licence.jpg', contentType: 'image/jpeg' })
      .attach('selfie', await jpeg(), 'me.jpeg')
      .expect(201);
    expect(filesOf(owner.user.id)).toEqual(storedAs(owner.user.id, 'id.png', 'selfie.jpg'));
  });

  it('never serves documents as public media', async () => {
    const owner = await createAdvertiser(t);
    await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 's.jpg').expect(201);
    const [id] = filesOf(owner.user.id);
    await t.http().get(`/media/verification-docs/${id}`).expect(404);
    await t.http().get(`/media/profile-photos/../verification-docs/${id}`).expect(404);
    await t.http().get(`/media/profile-photos/%2e%2e/verification-docs/${id}`).expect(404);
    await t.http().get(`/media/profile-photos/..%2fverification-docs%2f${id.replaceAll('/', '%2f')}`).expect(404);
  });

  /** A file whose header is intact, so only decoding every pixel finds it broken. */
  const halfOf = async (image: Promise<Buffer>) => {
    const bytes = await image;
    return bytes.subarray(0, Math.floor(bytes.length / 2));
  };

  describe('refused submissions change nothing', () => {
    const cases: Array<[string, () => Promise<Array<[string, Buffer, string]>>, number, string]> = [
      ['the selfie missing', async () => [['id', await jpeg(), 'id.jpg']], 400, 'Both ID and selfie photos are required'],
      ['the ID missing', async () => [['selfie', await jpeg(), 's.jpg']], 400, 'Both ID and selfie photos are required'],
      ['a WebP ID', async () => [['id', await webp(), 'id.webp'], ['selfie', await jpeg(), 's.jpg']], 415, 'File type must be JPEG or PNG'],
      ['a text file named .png', async () => [['id', await jpeg(), 'id.jpg'], ['selfie', TEXT, 's.png']], 415, 'File type must be JPEG or PNG'],
      ['an SVG', async () => [['id', SVG, 'id.svg'], ['selfie', await jpeg(), 's.jpg']], 415, 'File type must be JPEG or PNG'],
      ['a 6 MB ID', async () => [['id', sixMegabytes(), 'id.jpg'], ['selfie', await jpeg(), 's.jpg']], 413, 'File is larger than 5242880 bytes'],
      ['two ID files', async () => [['id', await jpeg(), 'a.jpg'], ['id', await jpeg(), 'b.jpg'], ['selfie', await jpeg(), 's.jpg']], 400, 'Too many files'],
      ['a 20000×20000 PNG bomb as the ID', async () => [['id', pngBomb(20000), 'id.png'], ['selfie', await jpeg(), 's.jpg']], 400, 'File is larger than 40 megapixels'],
      ['a JPEG selfie cut off halfway', async () => [['id', await jpeg(), 'id.jpg'], ['selfie', await halfOf(jpeg(600, 600)), 's.jpg']], 400, 'File is not a readable image'],
      ['a PNG ID cut off halfway', async () => [['id', await halfOf(png(600, 600)), 'id.png'], ['selfie', await jpeg(), 's.jpg']], 400, 'File is not a readable image'],
    ];

    it.each(cases)('%s', async (_name, parts, status, message) => {
      const owner = await createAdvertiser(t);
      let req = t.http().post('/api/verification').set(owner.auth);
      for (const [field, body, filename] of await parts()) req = req.attach(field, body, filename);
      const res = await req.expect(status);
      expect(res.body).toMatchObject({ statusCode: status, message });
      expect(filesOf(owner.user.id)).toEqual([]);
      expect(await documents(owner.user.id)).toEqual([]);
      expect((await profileOf(owner.profile.id)).verificationRequested).toBe(false);
    });
  });

  it('refuses a second submission while the first is under review, keeping the first', async () => {
    const owner = await createAdvertiser(t);
    await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 's.jpg').expect(201);
    const res = await t.http().post('/api/verification').set(owner.auth).attach('id', await png(), 'id.png').attach('selfie', await png(), 's.png').expect(409);
    expect(res.body.message).toBe("Your documents are under review. You'll be notified once your profile is verified.");
    expect(filesOf(owner.user.id)).toEqual(storedAs(owner.user.id, 'id.jpg', 'selfie.jpg'));
  });

  it('refuses a verified profile', async () => {
    const owner = await createAdvertiser(t, { isVerified: true });
    const res = await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 's.jpg').expect(409);
    expect(res.body.message).toBe('Profile is already verified!');
    expect(filesOf(owner.user.id)).toEqual([]);
  });

  it('refuses a verified profile before decoding anything: even unreadable files get the state answer', async () => {
    const owner = await createAdvertiser(t, { isVerified: true });
    const res = await t.http().post('/api/verification').set(owner.auth).attach('id', TEXT, 'id.jpg').attach('selfie', TEXT, 's.jpg').expect(409);
    expect(res.body.message).toBe('Profile is already verified!');
  });

  it('limits uploads to 10 an hour from one address, before decoding', async () => {
    const verified = await createAdvertiser(t, { isVerified: true });
    const upload = () => t.http().post('/api/verification').set(verified.auth).set('X-Forwarded-For', '203.0.113.77').attach('id', TEXT, 'id.jpg').attach('selfie', TEXT, 's.jpg');
    for (let i = 0; i < 10; i += 1) await upload().expect(409);
    const res = await upload().expect(429);
    expect(res.body.message).toBe('Too many verification uploads. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('replaces documents left from an earlier request, rows and files', async () => {
    const owner = await createAdvertiser(t);
    await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 's.jpg').expect(201);
    const earlier = filesOf(owner.user.id);
    await t.db.getRepository(Profile).update({ id: owner.profile.id }, { verificationRequested: false });
    await t.http().post('/api/verification').set(owner.auth).attach('id', await png(), 'id.png').attach('selfie', await jpeg(), 's.jpg').expect(201);
    const files = filesOf(owner.user.id);
    expect(files).toEqual(storedAs(owner.user.id, 'id.png', 'selfie.jpg'));
    expect(folderOf(files[0])).not.toBe(folderOf(earlier[0]));
    expect((await documents(owner.user.id)).map((d) => d.fileUrl)).toEqual(files);
  });

  it('needs a signed-in user', async () => {
    const res = await t.http().post('/api/verification').attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 's.jpg').expect(401);
    expect(res.body.message).toBe('Not authenticated');
  });
});
