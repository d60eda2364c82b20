import sharp from 'sharp';
import type { PhotoView } from 'contract';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { allKeysOf } from '../../src/photos/photo-variants';
import { watermarkBox } from '../../src/photos/watermark';
import { signup, wizard } from '../auth/auth-fixtures';
import { createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { downloaded, storedFiles } from './photo-files';
import { type Box, fractionBox, greyStats, inside, meanDifference, outsideAll, portrait, rgb, RgbImage } from './pixel-stats';

const WIDTH = 800;
const HEIGHT = 600;
const FACE = { x: 0.4, y: 0.2, width: 0.2, height: 0.3 };
const TATTOO = { x: 0.05, y: 0.6, width: 0.2, height: 0.2 };
const AREAS = [
  { ...FACE, style: 'blur' },
  { ...TATTOO, style: 'cover' },
];
/** Pixels this close to an area's edge may be touched by WebP's blocks; they are left out of "outside". */
const EDGE = 8;

/** The card is the full image scaled to cover 400×533 and cut at the centre: 800×600 becomes 711×533, 155 px cut each side. */
function cardBox(area: typeof FACE): Box {
  const scaled = fractionBox(area, 711, 533);
  return { ...scaled, left: scaled.left - 155 };
}

describe('blur before publishing', () => {
  let t: TestApp;
  let original: Buffer;
  let originalFull: RgbImage;
  let originalCard: RgbImage;
  const faceBox = fractionBox(FACE, WIDTH, HEIGHT);
  const tattooBox = fractionBox(TATTOO, WIDTH, HEIGHT);

  beforeAll(async () => {
    t = await createTestApp();
    original = await portrait(WIDTH, HEIGHT, faceBox);
    originalFull = await rgb(original);
    originalCard = await rgb(sharp(original).resize(400, 533, { fit: 'cover' }));
  });

  afterAll(() => t.close());

  function upload(auth: Record<string, string>, areas: unknown) {
    return t.http().post('/api/profiles/me/photos').set(auth).field('areas', typeof areas === 'string' ? areas : JSON.stringify(areas)).attach('photos', original, 'portrait.png');
  }

  async function expectHidden(full: RgbImage, card: RgbImage) {
    const mark = watermarkBox(WIDTH, HEIGHT, t.config.productName);
    // Full size: the checkerboard face (grey deviation about 127) is smoothed away; the cover is flat and dark.
    expect(greyStats(originalFull, faceBox).deviation).toBeGreaterThan(120);
    expect(greyStats(full, faceBox).deviation).toBeLessThan(25);
    expect(meanDifference(full, originalFull, inside(faceBox))).toBeGreaterThan(60);
    expect(greyStats(full, tattooBox).mean).toBeLessThan(40);
    expect(greyStats(full, tattooBox).deviation).toBeLessThan(4);
    expect(meanDifference(full, originalFull, inside(tattooBox))).toBeGreaterThan(60);
    // Everywhere else (but the watermark corner) it is the original, up to WebP's small losses.
    expect(meanDifference(full, originalFull, outsideAll([faceBox, tattooBox, mark], EDGE))).toBeLessThan(3);
    // The card: the same areas where the crop keeps them, and the original elsewhere, with no watermark.
    const cardFace = cardBox(FACE);
    const cardTattoo = { ...cardBox(TATTOO), left: 0, width: cardBox(TATTOO).left + cardBox(TATTOO).width };
    expect(greyStats(originalCard, cardFace).deviation).toBeGreaterThan(100);
    expect(greyStats(card, cardFace).deviation).toBeLessThan(25);
    expect(greyStats(card, cardTattoo).mean).toBeLessThan(40);
    expect(meanDifference(card, originalCard, outsideAll([cardFace, cardTattoo], EDGE))).toBeLessThan(3);
  }

  /** Every narrower copy (480 px of the 800-px full size, 240 px of the card) hides the areas as its own size does. */
  async function expectCopiesHidden(photo: PhotoView) {
    expect(photo.sources.map((source) => source.width)).toEqual([480, WIDTH]);
    expect(photo.card_sources.map((source) => source.width)).toEqual([240, 400]);
    const scaled = (box: Box, by: number): Box => ({ left: Math.ceil(box.left * by), top: Math.ceil(box.top * by), width: Math.floor(box.width * by) - 1, height: Math.floor(box.height * by) - 1 });
    const full = await rgb(await downloaded(t, photo.sources[0].url));
    expect([full.width, full.height]).toEqual([480, 360]);
    const originalCopy = await rgb(sharp(original).resize(480, 360));
    expect(greyStats(originalCopy, scaled(faceBox, 0.6)).deviation).toBeGreaterThan(60);
    expect(greyStats(full, scaled(faceBox, 0.6)).deviation).toBeLessThan(25);
    expect(greyStats(full, scaled(tattooBox, 0.6)).mean).toBeLessThan(40);
    const card = await rgb(await downloaded(t, photo.card_sources[0].url));
    expect([card.width, card.height]).toEqual([240, 320]);
    expect(greyStats(card, scaled(cardBox(FACE), 0.6)).deviation).toBeLessThan(25);
  }

  it('blurs and covers the painted areas in every stored size, keeps the rest, and stores nothing else', async () => {
    const owner = await createAdvertiser(t);
    const before = storedFiles(t, 'profile-photos');

    const res = await upload(owner.auth, [AREAS]).expect(201);

    const [photo] = res.body.photos;
    expect([photo.width, photo.height]).toEqual([WIDTH, HEIGHT]);
    const full = await rgb(await downloaded(t, photo.url));
    const card = await rgb(await downloaded(t, photo.card_url));
    await expectHidden(full, card);
    await expectCopiesHidden(photo);
    const row = await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: photo.id });
    const added = storedFiles(t, 'profile-photos').filter((file) => !before.includes(file));
    expect(added.sort()).toEqual(allKeysOf(row).sort());
    expect(added).toHaveLength(4);
  });

  it('puts the site name, semi-transparent, in the bottom-right corner of the full size only', async () => {
    const owner = await createAdvertiser(t);
    const res = await upload(owner.auth, [[]]).expect(201);
    const full = await rgb(await downloaded(t, res.body.photos[0].url));
    const card = await rgb(await downloaded(t, res.body.photos[0].card_url));
    const mark = watermarkBox(WIDTH, HEIGHT, t.config.productName);

    expect(mark.left + mark.width).toBe(WIDTH);
    expect(mark.top).toBeGreaterThan(HEIGHT * 0.8);
    const changed = meanDifference(full, originalFull, inside(mark));
    expect(changed).toBeGreaterThan(4);
    // Semi-transparent: the photo still shows through (the gradient under the text is not flattened).
    expect(greyStats(full, mark).deviation).toBeGreaterThan(5);
    expect(meanDifference(full, originalFull, outsideAll([mark], EDGE))).toBeLessThan(3);
    expect(meanDifference(card, originalCard, () => true)).toBeLessThan(3);
  });

  it('blurs the sign-up photos the same way', async () => {
    const before = storedFiles(t, 'profile-photos');
    const res = await signup(t, wizard(), [{ name: 'portrait.png', body: original, contentType: 'image/png' }]).field('areas', JSON.stringify([AREAS])).expect(201);
    const photos = await t.db.getRepository(ProfilePhoto).findBy({ profileId: res.body.profile.id });
    expect(photos).toHaveLength(1);
    // The new profile is held for review, so its photos open through the owner's signed links.
    const [owned] = res.body.profile.photos;
    await expectHidden(await rgb(await downloaded(t, owned.url)), await rgb(await downloaded(t, owned.card_url)));
    await expectCopiesHidden(owned);
    expect(storedFiles(t, 'profile-photos').filter((file) => !before.includes(file))).toHaveLength(4);
  });

  it('hiding more of a published photo makes a new photo in its place, every width made again, and removes the old files', async () => {
    const owner = await createAdvertiser(t, { subscriptionTier: 'basic' });
    const first = (await upload(owner.auth, [[]]).expect(201)).body.photos[0];
    await upload(owner.auth, [[]]).expect(201);
    const oldFiles = storedFiles(t, 'profile-photos').filter((file) => file.startsWith(owner.profile.id));

    const res = await t.http().post(`/api/profiles/me/photos/${first.id}/areas`).set(owner.auth).send({ areas: AREAS }).expect(200);

    expect(res.body.message).toBe('Photo updated successfully!');
    const replaced = res.body.photos[0];
    expect(replaced.id).not.toBe(first.id);
    expect([replaced.position, replaced.is_primary]).toEqual([0, true]);
    expect(res.body.photos).toHaveLength(2);
    await expectHidden(await rgb(await downloaded(t, replaced.url)), await rgb(await downloaded(t, replaced.card_url)));
    await expectCopiesHidden(replaced);
    for (const { url } of [...first.sources, ...first.card_sources]) await t.http().get(url).expect(404);
    const nowFiles = storedFiles(t, 'profile-photos').filter((file) => file.startsWith(owner.profile.id));
    expect(nowFiles).toHaveLength(oldFiles.length);
  });

  describe('bad areas are refused and nothing is stored', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ x: i * 0.04, y: 0, width: 0.03, height: 0.03, style: 'blur' }));
    const cases: Array<[string, unknown, string]> = [
      ['an area past the right edge', [[{ x: 0.9, y: 0.1, width: 0.2, height: 0.1, style: 'blur' }]], 'A blur area lies outside the photo'],
      ['an area with a negative corner', [[{ x: -0.1, y: 0.1, width: 0.2, height: 0.1, style: 'cover' }]], 'A blur area lies outside the photo'],
      ['an area of zero width', [[{ x: 0.1, y: 0.1, width: 0, height: 0.1, style: 'blur' }]], 'A blur area has no size'],
      ['21 areas', [many], 'A photo can have at most 20 blur areas'],
      ['an unknown style', [[{ x: 0.1, y: 0.1, width: 0.1, height: 0.1, style: 'pixelate' }]], 'Each blur area needs x, y, width and height between 0 and 1, and a style of blur or cover'],
      ['a list for a second photo that was not sent', [[], []], 'Blur areas must give one list for each photo'],
      ['text that is not JSON', 'face please', 'Blur areas must be a JSON list'],
    ];

    it.each(cases)('%s', async (_name, areas, message) => {
      const owner = await createAdvertiser(t);
      const before = storedFiles(t, 'profile-photos').length;
      const res = await upload(owner.auth, areas).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
      expect(await t.db.getRepository(ProfilePhoto).countBy({ profileId: owner.profile.id })).toBe(0);
      expect(storedFiles(t, 'profile-photos')).toHaveLength(before);
    });

    it('the same on sign-up: no account, no file', async () => {
      const data = wizard();
      const before = storedFiles(t, 'profile-photos').length;
      await signup(t, data, [{ name: 'portrait.png', body: original, contentType: 'image/png' }]).field('areas', JSON.stringify([[{ x: 0.5, y: 0.5, width: 0.6, height: 0.1, style: 'blur' }]])).expect(400);
      expect(await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [data.email])).toHaveLength(0);
      expect(storedFiles(t, 'profile-photos')).toHaveLength(before);
    });

    it('hiding more with an area outside the photo leaves the photo as it was', async () => {
      const owner = await createAdvertiser(t);
      const photo = (await upload(owner.auth, [[]]).expect(201)).body.photos[0];
      const before = storedFiles(t, 'profile-photos').length;
      const res = await t.http().post(`/api/profiles/me/photos/${photo.id}/areas`).set(owner.auth).send({ areas: [{ x: 0.5, y: 0.95, width: 0.1, height: 0.1, style: 'blur' }] }).expect(400);
      expect(res.body.message).toBe('A blur area lies outside the photo');
      expect((await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: photo.id })).url).toBe(photo.url.split('?')[0]);
      expect(storedFiles(t, 'profile-photos')).toHaveLength(before);
    });
  });
});
