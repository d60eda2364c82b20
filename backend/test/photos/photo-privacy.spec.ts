import { MediaLinks } from '../../src/storage/media-links';
import { jpeg } from '../fixtures/images';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { pendingItems } from '../moderation/moderation-helpers';
import { createTestApp, TestApp } from '../test-app';
import { PUBLIC_PHOTO_CACHE_CONTROL } from '../../src/storage/storage.driver';

describe('photos the public may not see', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const publicAddress = (url: string) => url.split('?')[0];

  async function heldPhoto() {
    const owner = await createAdvertiser(t);
    const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(800, 1000), 'me.jpg').expect(201);
    const [photo] = res.body.photos;
    expect(photo.moderation_state).toBe('pending');
    return { owner, photo };
  }

  it('serves a photo held for review to no one at its address, and to its owner through a signed link kept in the browser alone', async () => {
    const { owner, photo } = await heldPhoto();

    for (const url of [photo.url, photo.card_url]) {
      expect(url).toMatch(/^\/media\/profile-photos\/.+\.webp\?expires=\d+&signature=[\w-]+$/);
      await t.http().get(publicAddress(url)).expect(404);
      await t.http().head(publicAddress(url)).expect(404);
      const signed = await t.http().get(url).expect(200);
      expect(signed.headers['content-type']).toBe('image/webp');
      expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
    // The editor's list gives the same kind of link.
    const listed = await t.http().get('/api/profiles/me/photos').set(owner.auth).expect(200);
    await t.http().get(listed.body[0].card_url).expect(200);
  });

  it('refuses a link whose signature, file or expiry was changed, or that has run out', async () => {
    const { photo } = await heldPhoto();
    const [path, query] = photo.url.split('?');
    const params = new URLSearchParams(query);
    const expires = Number(params.get('expires'));
    const signature = params.get('signature')!;

    await t.http().get(`${path}?expires=${expires}&signature=${signature.slice(1)}x`).expect(404);
    await t.http().get(`${path}?expires=${expires + 300}&signature=${signature}`).expect(404);
    await t.http().get(`${publicAddress(photo.card_url)}?expires=${expires}&signature=${signature}`).expect(404);
    const expired = new MediaLinks(t.config.jwtSecret, () => Date.now() - 2 * 3600_000).create('profile-photos', decodeURIComponent(path.replace('/media/profile-photos/', '')));
    await t.http().get(expired).expect(404);
  });

  it('opens to the public once approved, with the public cache life, and closes again when rejected', async () => {
    const { owner, photo } = await heldPhoto();
    const admin = await createAdmin(t);
    const [item] = await pendingItems(t, admin.auth, owner.profile.id);

    // The review screen shows the photo through a signed link too.
    await t.http().get(item.details.photo_url as string).expect(200);
    await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);

    const [approved] = (await t.http().get('/api/profiles/me/photos').set(owner.auth).expect(200)).body;
    expect(publicAddress(approved.url)).toBe(publicAddress(photo.url));
    const served = await t.http().get(publicAddress(approved.url)).expect(200);
    expect(served.headers['cache-control']).toBe(PUBLIC_PHOTO_CACHE_CONTROL);

    const second = await heldPhoto();
    const [secondItem] = await pendingItems(t, admin.auth, second.owner.profile.id);
    await t.http().post(`/api/admin/moderation/${secondItem.id}/reject`).set(admin.auth).send({ reason: 'misleading' }).expect(200);
    const [rejected] = (await t.http().get('/api/profiles/me/photos').set(second.owner.auth).expect(200)).body;
    expect(rejected.moderation_state).toBe('rejected');
    await t.http().get(publicAddress(rejected.url)).expect(404);
    await t.http().get(rejected.url).expect(200);
    const decided = await t.http().get(`/api/admin/moderation/${secondItem.id}`).set(admin.auth).expect(200);
    await t.http().get(decided.body.details.photo_url).expect(200);
  });

  it.each(['review', 'takedown'])('keeps every photo of a profile withheld for %s from the public, while its owner still sees them', async (reason) => {
    const { owner } = await heldPhoto();
    const admin = await createAdmin(t);
    const [item] = await pendingItems(t, admin.auth, owner.profile.id);
    await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);
    const [photo] = (await t.http().get('/api/profiles/me/photos').set(owner.auth).expect(200)).body;
    await t.http().get(publicAddress(photo.url)).expect(200);

    await t.db.query(`UPDATE profiles SET withheld_for = array_append(withheld_for, $2) WHERE id = $1`, [owner.profile.id, reason]);
    await t.http().get(publicAddress(photo.url)).expect(404);
    await t.http().get(publicAddress(photo.card_url)).expect(404);
    await t.http().get(photo.url).expect(200);

    await t.db.query(`UPDATE profiles SET withheld_for = array_remove(withheld_for, $2) WHERE id = $1`, [owner.profile.id, reason]);
    await t.http().get(publicAddress(photo.url)).expect(200);
  });
});
