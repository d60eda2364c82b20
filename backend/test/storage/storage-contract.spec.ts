import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { StorageConflictError, StorageNotFoundError } from '../../src/storage/storage-keys';
import { jpeg, webp } from '../fixtures/images';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { localHarness, s3Harness, StorageHarness } from './storage-harness';

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
  /** The session a document link is signed for: a verifying admin's. */
  let holder: string;

  beforeAll(async () => {
    h = await start();
    const verifier = await createAdmin(h.t, { canVerifyProfiles: true });
    holder = `${verifier.user.id}.${verifier.sessionId}`;
    photos = h.storage.photosBucket;
    documents = h.storage.documentsBucket;
    body = await webp(50, 60);
  });

  afterAll(() => h.close());

  afterEach(() => jest.restoreAllMocks());

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
    expect(() => h.storage.signedUrl(photos, key, holder, 60)).toThrow(StorageNotFoundError);
  });

  it('opens a private object through a signed link to the app itself, never to the object store', async () => {
    const document = await jpeg(40, 40);
    const key = newKey('jpg');
    await h.storage.put(documents, key, document, 'image/jpeg');
    const link = h.storage.signedUrl(documents, key, holder, 120);
    expect(link).toMatch(/^\/api\/storage\/signed\/verification-docs\/[^?]+\.jpg\?expires=\d+&for=[\w.-]+&signature=[\w-]{43}$/);
    const opened = await h.open(link);
    expect(opened.status).toBe(200);
    expect(opened.contentType).toBe('image/jpeg');
    expect(opened.cacheControl).toBe('private, no-store');
    expect(opened.body.equals(document)).toBe(true);
  });

  it('refuses a link once the session it was signed for has ended, or its admin may no longer verify', async () => {
    const key = newKey('jpg');
    await h.storage.put(documents, key, await jpeg(40, 40), 'image/jpeg');
    const other = await createAdmin(h.t, { canVerifyProfiles: true });
    const link = h.storage.signedUrl(documents, key, `${other.user.id}.${other.sessionId}`, 120);
    expect((await h.open(link)).status).toBe(200);
    await h.t.db.query(`UPDATE admin_users SET can_verify_profiles = false WHERE user_id = $1`, [other.user.id]);
    expect((await h.open(link)).status).toBe(403);
    await h.t.db.query(`UPDATE admin_users SET can_verify_profiles = true WHERE user_id = $1`, [other.user.id]);
    await h.t.db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = 'signout' WHERE id = $1`, [other.sessionId]);
    expect((await h.open(link)).status).toBe(403);
  });

  it('refuses a signed link whose signature was altered', async () => {
    const key = newKey('jpg');
    await h.storage.put(documents, key, await jpeg(40, 40), 'image/jpeg');
    const url = new URL(h.storage.signedUrl(documents, key, holder, 120), 'http://app.invalid');
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', signature.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect((await h.open(url.pathname + url.search)).status).toBe(403);
  });

  it('refuses a signed link pointed at another object', async () => {
    const [mine, other] = [newKey('jpg'), newKey('jpg')];
    await h.storage.put(documents, mine, await jpeg(40, 40), 'image/jpeg');
    await h.storage.put(documents, other, await jpeg(40, 40), 'image/jpeg');
    const link = h.storage.signedUrl(documents, mine, holder, 120).replace(mine.split('/')[0], other.split('/')[0]).replace(mine.split('/')[1], other.split('/')[1]);
    expect((await h.open(link)).status).toBe(403);
  });

  it('refuses a signed link once it has expired', async () => {
    const key = newKey('jpg');
    await h.storage.put(documents, key, await jpeg(40, 40), 'image/jpeg');
    const url = h.storage.signedUrl(documents, key, holder, 120);
    expect((await h.open(url)).status).toBe(200);
    const realNow = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(realNow + 121_000);
    expect((await h.open(url)).status).toBe(403);
  });

  it('serves a photo through the app: stored by the upload pipeline, then loaded by its public URL', async () => {
    const owner = await createAdvertiser(h.t);
    const res = await h.t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(300, 200), 'a.jpg').expect(201);
    const opened = await h.open(res.body.photos[0].url);
    expect(opened.status).toBe(200);
    expect(opened.contentType).toBe('image/webp');
    expect(opened.cacheControl).toBe('public, max-age=3600');
    expect((await sharp(opened.body).metadata()).format).toBe('webp');
  });

  it('lets browsers and CDNs keep a photo for an hour, not for good', async () => {
    const key = newKey();
    await h.storage.put(photos, key, body, 'image/webp');
    // Local disk: served by the app. S3: read straight from the store, as S3_PUBLIC_URL or a CDN in front of it would.
    const opened = await h.open(h.objectStoreUrl ? `${h.objectStoreUrl}/${photos}/${key}` : `/media/${photos}/${key}`);
    expect(opened.status).toBe(200);
    expect(opened.cacheControl).toBe('public, max-age=3600');
  });
});
