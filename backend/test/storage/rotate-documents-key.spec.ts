import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newKeyText } from '../../src/common/crypto/master-key';
import { StorageService } from '../../src/storage/storage.service';
import { fileChecksums, runCli } from '../backups/backup-helpers';
import { createAdvertiser } from '../factories/users.factory';
import { jpeg } from '../fixtures/images';
import { createTestApp, TEST_JWT_SECRET, TestApp } from '../test-app';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** npm run documents:rotate-key: every data key re-wrapped under a new master key, no file read or written. */
describe('rotating the documents key', () => {
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.databaseUrl, JWT_SECRET: TEST_JWT_SECRET };
    const owner = await createAdvertiser(t);
    await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 'selfie.jpg').expect(201);
  });

  afterAll(() => t.close());

  const keyIds = async () => (await t.db.query(`SELECT DISTINCT key_id FROM sealed_files`)).map((row: { key_id: string }) => row.key_id);

  it('re-wraps every data key under a new key kept in DATA_DIR/secrets, drops the old key once unused, and the documents still open', async () => {
    const storage = t.app.get(StorageService);
    const filesBefore = await fileChecksums(storage.raw, [storage.documentsBucket]);
    const oldKey = readFileSync(join(t.config.dataDir, 'secrets', 'documents-key'), 'utf8');
    expect(await keyIds()).toEqual([t.config.documentsKeys.current.id]);

    const rotated = await runCli('storage/rotate-documents-key.cli.js', [], env);
    expect(rotated.code).toBe(0);
    const [, newId] = /Re-wrapped 2 data key\(s\) with documents key ([0-9a-f]{16}); no file was read or written/.exec(rotated.output) ?? [];
    expect(newId).toBeDefined();
    expect(newId).not.toBe(t.config.documentsKeys.current.id);
    expect(await keyIds()).toEqual([newId]);
    expect(readFileSync(join(t.config.dataDir, 'secrets', 'documents-key'), 'utf8')).not.toBe(oldKey);
    expect(existsSync(join(t.config.dataDir, 'secrets', 'documents-previous-keys'))).toBe(false);
    expect(await fileChecksums(storage.raw, [storage.documentsBucket])).toEqual(filesBefore);

    const restarted = await createTestApp({ DATA_DIR: t.config.dataDir }, t.databaseUrl);
    try {
      const opened = restarted.app.get(StorageService);
      for (const key of Object.keys(filesBefore)) {
        const bytes = await readAll((await opened.get(opened.documentsBucket, key.slice(opened.documentsBucket.length + 1))).stream);
        expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    } finally {
      await restarted.close();
    }
  });

  it('with DOCUMENTS_KEY set, re-wraps under it from the keys in DOCUMENTS_PREVIOUS_KEYS, and names a key it lacks', async () => {
    const current = readFileSync(join(t.config.dataDir, 'secrets', 'documents-key'), 'utf8').trim();
    const next = newKeyText();
    const lacking = await runCli('storage/rotate-documents-key.cli.js', [], { ...env, DOCUMENTS_KEY: next });
    expect(lacking.code).toBe(1);
    expect(lacking.output).toMatch(/Key rotation failed: .* is sealed with documents key [0-9a-f]{16}, which is not set: add it to DOCUMENTS_PREVIOUS_KEYS/);

    const rotated = await runCli('storage/rotate-documents-key.cli.js', [], { ...env, DOCUMENTS_KEY: next, DOCUMENTS_PREVIOUS_KEYS: current });
    expect(rotated.code).toBe(0);
    expect(rotated.output).toContain('Re-wrapped 2 data key(s)');
    expect(rotated.output).toContain('No file uses the previous keys any more: remove DOCUMENTS_PREVIOUS_KEYS');
    const restarted = await createTestApp({ DATA_DIR: t.config.dataDir, DOCUMENTS_KEY: next }, t.databaseUrl);
    try {
      const opened = restarted.app.get(StorageService);
      const [{ file_url: key }] = await restarted.db.query(`SELECT file_url FROM verification_documents LIMIT 1`);
      expect((await readAll((await opened.get(opened.documentsBucket, key)).stream)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      await restarted.close();
    }
  });
});
