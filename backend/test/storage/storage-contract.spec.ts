import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { StorageConflictError, StorageNotFoundError } from '../../src/storage/storage-keys';
import { jpeg, webp } from '../fixtures/images';
import { createAdvertiser } from '../factories/users.factory';
import { localHarness, s3Harness, StorageHarness } from './storage-harness';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('never overwrites an object', async () => {
    const key = newKey();
    await h.storage.put(photos, key, body, 'image/webp');
    await expect(h.storage.put(photos, key, Buffer.from('other'), 'image/webp')).rejects.toBeInstanceOf(StorageConflictError);
    expect((await readAll((await h.storage.get(photos, key)).stream)).equals(body)).toBe(true);
  });

  it('reports a missing object as not found', async () => {
    await expect(h.storage.get(photos, newKey())).rejects.toBeInstanceOf(StorageNotFoundError);
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
    await expect(h.storage.signedUrl(photos, key, 60)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('opens a private object through a signed link', async () => {
    const document = await jpeg(40, 40);
    const key = newKey('jpg');
    await h.storage.put(documents, key, document, 'image/jpeg');
    const opened = await h.open(await h.storage.signedUrl(documents, key, 120));
    expect(opened.status).toBe(200);
    expect(opened.contentType).toBe('image/jpeg');
    expect(opened.body.equals(document)).toBe(true);
  });

  it('refuses a signed link whose signature was altered', async () => {
    const key = newKey('jpg');
    await h.storage.put(documents, key, await jpeg(40, 40), 'image/jpeg');
    const url = new URL(await h.storage.signedUrl(documents, key, 120), 'http://app.invalid');
    const name = url.searchParams.has('signature') ? 'signature' : 'X-Amz-Signature';
    const signature = url.searchParams.get(name)!;
    url.searchParams.set(name, signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    const link = url.origin === 'http://app.invalid' ? url.pathname + url.search : url.toString();
    expect((await h.open(link)).status).toBe(403);
  });

  it('refuses a signed link pointed at another object', async () => {
    const [mine, other] = [newKey('jpg'), newKey('jpg')];
    await h.storage.put(documents, mine, await jpeg(40, 40), 'image/jpeg');
    await h.storage.put(documents, other, await jpeg(40, 40), 'image/jpeg');
    const link = (await h.storage.signedUrl(documents, mine, 120)).replace(mine.split('/')[0], other.split('/')[0]).replace(mine.split('/')[1], other.split('/')[1]);
    expect((await h.open(link)).status).toBe(403);
  });

  it('refuses a signed link once it has expired', async () => {
    const key = newKey('jpg');
    await h.storage.put(documents, key, await jpeg(40, 40), 'image/jpeg');
    const url = await h.storage.signedUrl(documents, key, 1);
    await sleep(2200);
    expect((await h.open(url)).status).toBe(403);
  });

  it('serves a photo through the app: stored by the upload pipeline, then loaded by its public URL', async () => {
    const owner = await createAdvertiser(h.t);
    const res = await h.t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(300, 200), 'a.jpg').expect(201);
    const opened = await h.open(res.body.photos[0].url);
    expect(opened.status).toBe(200);
    expect(opened.contentType).toBe('image/webp');
    expect(opened.cacheControl).toContain('immutable');
    expect((await sharp(opened.body).metadata()).format).toBe('webp');
  });
});
