import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { StorageConflictError, StorageNotFoundError } from '../../src/storage/storage-keys';
import { jpeg, webp } from '../fixtures/images';
import { createAdvertiser } from '../factories/users.factory';
import { localHarness, s3Harness, StorageHarness } from './storage-harness';
import { PUBLIC_PHOTO_CACHE_CONTROL } from '../../src/storage/storage.driver';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The same contract for both drivers: what the rest of the app relies on. */
describe.each([
  ['local disk', localHarness],
  ['S3 (s3rver)', s3Harness],
])('storage contract: %s', (_name, start) => {
  let h: StorageHarness;
  let photos: string;
  let documents: string;
  let body: Buffer;

  beforeAll(async () => {
    h = await start();
    photos = h.storage.photosBucket;
    documents = h.storage.documentsBucket;
    body = await webp(50, 60);
  });

  afterAll(() => h.close());

  const newKey = (ext = 'webp') => `${randomUUID()}/${Date.now()}.${ext}`;

  it('stores and reads back an object with its type and size', async () => {
    const key = newKey();
    await h.storage.put(photos, key, body, 'image/webp');
    const object = await h.storage.get(photos, key);
    expect(object.contentType).toBe('image/webp');
    expect(object.size).toBe(body.length);
    expect((await readAll(object.stream)).equals(body)).toBe(true);
  });

  it('stores a stream of unknown length as it is read (data exports), write-once like the rest', async () => {
    const key = newKey('zip');
    const parts = [Buffer.alloc(300_000, 1), Buffer.alloc(200_000, 2), Buffer.from('end')];
    await h.storage.putStream(documents, key, Readable.from(parts), 'application/zip');
    const object = await h.storage.get(documents, key);
    expect(object.size).toBe(500_003);
    expect((await readAll(object.stream)).equals(Buffer.concat(parts))).toBe(true);
    await expect(h.storage.putStream(documents, key, Readable.from([Buffer.from('other')]), 'application/zip')).rejects.toBeInstanceOf(StorageConflictError);
  });

  it('never overwrites an object', async () => {
    const key = newKey();
    await h.storage.put(photos, key, body, 'image/webp');
    await expect(h.storage.put(photos, key, Buffer.from('other'), 'image/webp')).rejects.toBeInstanceOf(StorageConflictError);
    expect((await readAll((await h.storage.get(photos, key)).stream)).equals(body)).toBe(true);
  });

  it('reports a missing object as not found', async () => {
    await expect(h.storage.get(photos, newKey())).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('reads an object whole when it is deleted after being opened (a data export is deleted as it is downloaded)', async () => {
    const key = newKey('zip');
    const content = Buffer.alloc(500_000, 7);
    await h.storage.put(documents, key, content, 'application/zip');
    const object = await h.storage.get(documents, key);
    await h.storage.delete(documents, key);
    expect((await readAll(object.stream)).equals(content)).toBe(true);
  });

  it('deletes, and deleting again is fine', async () => {
    const key = newKey();
    await h.storage.put(documents, key, body, 'image/webp');
    await h.storage.delete(documents, key);
    await h.storage.delete(documents, key);
    await expect(h.storage.get(documents, key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each(['../escape.webp', 'a/../../b.webp', '/absolute.webp', 'a//b.webp', '.hidden', 'a\\b.webp', '', 'a/./b.webp'])('refuses the key %p', async (key) => {
    await expect(h.storage.put(photos, key, body, 'image/webp')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(h.storage.get(photos, key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('serves a photo waiting for review to its owner only, through a signed link the browser keeps privately', async () => {
    const owner = await createAdvertiser(h.t);
    const res = await h.t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(300, 200), 'a.jpg').expect(201);
    const opened = await h.open(res.body.photos[0].url);
    expect(opened.status).toBe(200);
    expect(opened.contentType).toBe('image/webp');
    expect(opened.cacheControl).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(opened.body).metadata()).format).toBe('webp');
  });

  it('lets browsers and CDNs keep an approved photo: browsers for a year, shared caches for an hour', async () => {
    const owner = await createAdvertiser(h.t);
    await h.t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(300, 200), 'a.jpg').expect(201);
    await h.t.db.query(`UPDATE profile_photos SET moderation_state = 'approved' WHERE profile_id = $1`, [owner.profile.id]);
    const listed = await h.t.http().get('/api/profiles/me/photos').set(owner.auth).expect(200);
    const opened = await h.open(listed.body[0].url.split('?')[0]);
    expect(opened.status).toBe(200);
    expect(opened.cacheControl).toBe(PUBLIC_PHOTO_CACHE_CONTROL);
  });
});
