import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { jpeg } from '../fixtures/images';
import { Advertiser, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { storedFiles } from './photo-files';

interface PhotoBody {
  id: string;
  url: string;
  card_url: string;
  position: number;
  is_primary: boolean;
}

describe('photo management', () => {
  let t: TestApp;
  let image: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    image = await jpeg(60, 80);
  });

  afterAll(() => t.close());

  /** Three photos uploaded one request each, so each has its own creation time. */
  async function ownerWithPhotos(): Promise<{ owner: Advertiser; photos: PhotoBody[] }> {
    const owner = await createAdvertiser(t);
    let photos: PhotoBody[] = [];
    for (let i = 0; i < 3; i++) {
      photos = (await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', image, `p${i}.jpg`).expect(201)).body.photos;
    }
    return { owner, photos };
  }

  const primaryOf = (photos: PhotoBody[]) => photos.filter((p) => p.is_primary).map((p) => p.id);

  it('lists the owner photos by position', async () => {
    const { owner, photos } = await ownerWithPhotos();
    const res = await t.http().get('/api/profiles/me/photos').set(owner.auth).expect(200);
    // Each list signs its own links to photos held for review, so the addresses are compared without their signatures.
    const unsigned = (list: PhotoBody[]) => list.map((p) => ({ ...p, url: p.url.split('?')[0], card_url: p.card_url.split('?')[0] }));
    expect(unsigned(res.body)).toEqual(unsigned(photos));
    expect(res.body.map((p: PhotoBody) => p.position)).toEqual([0, 1, 2]);
    expect(primaryOf(res.body)).toEqual([photos[0].id]);
  });

  it('sets the primary photo and clears the others', async () => {
    const { owner, photos } = await ownerWithPhotos();
    const res = await t.http().put(`/api/profiles/me/photos/${photos[2].id}/primary`).set(owner.auth).expect(200);
    expect(res.body.message).toBe('Profile photo updated successfully!');
    expect(primaryOf(res.body.photos)).toEqual([photos[2].id]);
  });

  it('deleting the primary makes the most recently created remaining photo primary and removes the files', async () => {
    const { owner, photos } = await ownerWithPhotos();
    const res = await t.http().delete(`/api/profiles/me/photos/${photos[0].id}`).set(owner.auth).expect(200);
    expect(res.body.message).toBe('Photo deleted successfully!');
    expect(res.body.photos.map((p: PhotoBody) => p.id)).toEqual([photos[1].id, photos[2].id]);
    expect(primaryOf(res.body.photos)).toEqual([photos[2].id]);
    const names = storedFiles(t, 'profile-photos');
    const key = (url: string) => decodeURIComponent(url.split('?')[0].replace('/media/profile-photos/', ''));
    expect(names).not.toContain(key(photos[0].url));
    expect(names).not.toContain(key(photos[0].card_url));
    expect(names).toContain(key(photos[1].url));
    await t.http().get(photos[0].url).expect(404);
  });

  it('deleting another photo keeps the primary', async () => {
    const { owner, photos } = await ownerWithPhotos();
    const res = await t.http().delete(`/api/profiles/me/photos/${photos[1].id}`).set(owner.auth).expect(200);
    expect(primaryOf(res.body.photos)).toEqual([photos[0].id]);
  });

  it('reorders by position', async () => {
    const { owner, photos } = await ownerWithPhotos();
    const ids = [photos[2].id, photos[0].id, photos[1].id];
    const res = await t.http().put('/api/profiles/me/photos/order').set(owner.auth).send({ ids }).expect(200);
    expect(res.body.photos.map((p: PhotoBody) => [p.id, p.position])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
      [ids[2], 2],
    ]);
    expect(primaryOf(res.body.photos)).toEqual([photos[0].id]);
  });

  it('refuses an order that leaves out or repeats a photo', async () => {
    const { owner, photos } = await ownerWithPhotos();
    for (const ids of [[photos[0].id, photos[1].id], [photos[0].id, photos[0].id, photos[1].id]]) {
      const res = await t.http().put('/api/profiles/me/photos/order').set(owner.auth).send({ ids }).expect(400);
      expect(res.body.message).toBe('The order must list each of your photos exactly once');
    }
    const res = await t.http().put('/api/profiles/me/photos/order').set(owner.auth).send({ ids: 'nope' }).expect(400);
    expect(res.body.message).toBe('ids must be a list of photo ids');
  });

  describe("someone else's photos", () => {
    let owner: Advertiser;
    let stranger: Advertiser;
    let photos: PhotoBody[];

    beforeAll(async () => {
      ({ owner, photos } = await ownerWithPhotos());
      stranger = await createAdvertiser(t);
    });

    it('cannot be deleted', async () => {
      const res = await t.http().delete(`/api/profiles/me/photos/${photos[0].id}`).set(stranger.auth).expect(403);
      expect(res.body.message).toBe('Not authorized to delete this photo');
    });

    it('cannot be made primary', async () => {
      const res = await t.http().put(`/api/profiles/me/photos/${photos[1].id}/primary`).set(stranger.auth).expect(403);
      expect(res.body.message).toBe('Not authorized to modify this photo');
    });

    it('cannot be put in an order', async () => {
      const res = await t.http().put('/api/profiles/me/photos/order').set(stranger.auth).send({ ids: [photos[0].id] }).expect(403);
      expect(res.body.message).toBe('Not authorized to modify this photo');
    });

    it('stay as they were', async () => {
      const rows = await t.db.getRepository(ProfilePhoto).find({ where: { profileId: owner.profile.id }, order: { position: 'ASC' } });
      expect(rows.map((row) => [row.id, row.isPrimary])).toEqual([
        [photos[0].id, true],
        [photos[1].id, false],
        [photos[2].id, false],
      ]);
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers Photo not found for %s', async (id) => {
    const owner = await createAdvertiser(t);
    expect((await t.http().delete(`/api/profiles/me/photos/${id}`).set(owner.auth).expect(404)).body.message).toBe('Photo not found');
    expect((await t.http().put(`/api/profiles/me/photos/${id}/primary`).set(owner.auth).expect(404)).body.message).toBe('Photo not found');
    const order = await t.http().put('/api/profiles/me/photos/order').set(owner.auth).send({ ids: [id] }).expect(404);
    expect(order.body.message).toBe('Photo not found');
  });

  it.each([
    ['GET', '/api/profiles/me/photos'],
    ['PUT', '/api/profiles/me/photos/00000000-0000-4000-8000-000000000000/primary'],
    ['PUT', '/api/profiles/me/photos/order'],
    ['DELETE', '/api/profiles/me/photos/00000000-0000-4000-8000-000000000000'],
  ])('%s %s needs a signed-in user', async (method, url) => {
    const http = t.http();
    const req = method === 'GET' ? http.get(url) : method === 'PUT' ? http.put(url) : http.delete(url);
    const res = await req.expect(401);
    expect(res.body.message).toBe('Not authenticated');
  });
});
