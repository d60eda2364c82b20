import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataExportWorker } from '../../src/data-export/data-export.worker';
import { SealingStorageDriver } from '../../src/storage/sealing-storage.driver';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { jpeg } from '../fixtures/images';
import { localHarness, s3Harness, StorageHarness } from './storage-harness';

const SIGNATURES: [string, Buffer][] = [
  ['JPEG', Buffer.from([0xff, 0xd8, 0xff])],
  ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ['ZIP', Buffer.from('PK\x03\x04', 'latin1')],
];

/** Which image or ZIP signatures appear anywhere in the bytes (a sealed file has none but by chance of a few bytes). */
function signaturesIn(bytes: Buffer): string[] {
  return SIGNATURES.filter(([, signature]) => bytes.subarray(0, 64).includes(signature) || bytes.indexOf(signature) === 0).map(([name]) => name);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([
  ['local disk', localHarness],
  ['S3 (s3rver)', s3Harness],
])('identity documents and data exports sealed at rest: %s', (_name, start) => {
  let h: StorageHarness;

  beforeAll(async () => {
    h = await start();
  });

  afterAll(() => h.close());

  /** Every object of the private bucket as stored: from the files on disk, or from the S3 server over its own API. */
  async function storedObjects(): Promise<Map<string, Buffer>> {
    const bucket = h.storage.documentsBucket;
    const stored = new Map<string, Buffer>();
    if (!h.objectStoreUrl) {
      const root = join(h.t.config.dataDir, 'storage', bucket);
      for (const path of readdirSync(root, { recursive: true }) as string[]) {
        if (/\.(jpg|png|zip)$/.test(path)) stored.set(path, readFileSync(join(root, path)));
      }
      return stored;
    }
    for await (const object of h.storage.raw.list(bucket)) stored.set(object.key, await readAll((await h.storage.raw.get(bucket, object.key)).stream));
    return stored;
  }

  it('stores only ciphertext, which the back office and the owner open as before', async () => {
    const owner = await createAdvertiser(h.t);
    const id = await jpeg(320, 200);
    await h.t.http().post('/api/verification').set(owner.auth).attach('id', id, 'id.jpg').attach('selfie', await jpeg(), 'selfie.jpg').expect(201);
    await h.t.http().post('/api/data-export').set(owner.auth).expect(202);
    expect(await h.t.app.get(DataExportWorker).processPending()).toEqual({ ready: 1, retrying: 0, failed: 0 });

    const stored = await storedObjects();
    expect([...stored.keys()].filter((key) => key.endsWith('.jpg')).length).toBe(2);
    expect([...stored.keys()].filter((key) => key.endsWith('.zip')).length).toBe(1);
    for (const [key, bytes] of stored) {
      expect([key, signaturesIn(bytes)]).toEqual([key, []]);
      expect([key, bytes.subarray(0, 8).toString('latin1')]).toEqual([key, 'KCSEAL01']);
    }

    const verifier = await createAdmin(h.t, { canVerifyProfiles: true });
    const [request] = (await h.t.http().get('/api/admin/verifications').set(verifier.auth).expect(200)).body as { documents: { file_type: string; url: string }[] }[];
    for (const document of request.documents) {
      const opened = await h.open(document.url, verifier.auth);
      expect(opened.status).toBe(200);
      expect(opened.contentType).toBe('image/jpeg');
      expect(opened.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const [{ storage_key: exportKey }] = await h.t.db.query(`SELECT storage_key FROM data_exports WHERE user_id = $1`, [owner.user.id]);
    const opened = await h.storage.get(h.storage.documentsBucket, exportKey);
    const zip = await readAll(opened.stream);
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(zip.length).toBe(opened.size);
  });

  it('seals documents stored before sealing existed, in place, and they still open', async () => {
    const bucket = h.storage.documentsBucket;
    const plain = await jpeg(100, 100);
    await h.storage.raw.put(bucket, 'older-user/older-submission/id.jpg', plain, 'image/jpeg');
    const report = await (h.storage.driver as SealingStorageDriver).sealExisting();
    expect(report.sealed).toBe(1);
    expect(signaturesIn(await readAll((await h.storage.raw.get(bucket, 'older-user/older-submission/id.jpg')).stream))).toEqual([]);
    expect((await readAll((await h.storage.get(bucket, 'older-user/older-submission/id.jpg')).stream)).equals(plain)).toBe(true);
    expect((await (h.storage.driver as SealingStorageDriver).sealExisting()).sealed).toBe(0);
  });

  it('refuses a sealed file whose ciphertext was changed', async () => {
    const bucket = h.storage.documentsBucket;
    await h.storage.put(bucket, 'tamper/one/id.jpg', await jpeg(), 'image/jpeg');
    const sealed = await readAll((await h.storage.raw.get(bucket, 'tamper/one/id.jpg')).stream);
    sealed[sealed.length - 5] ^= 1;
    await h.storage.raw.replace(bucket, 'tamper/one/id.jpg', (await import('node:stream')).Readable.from([sealed]), 'image/jpeg');
    await expect(readAll((await h.storage.get(bucket, 'tamper/one/id.jpg')).stream)).rejects.toThrow(/damaged/);
  });
});
