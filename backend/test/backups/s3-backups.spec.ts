import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { backupLocation, BucketBackupLocation } from '../../src/backups/backup-location';
import { restoreBackup } from '../../src/backups/backup-restore';
import { secretFingerprint } from '../../src/backups/backup-runner';
import { BackupsService } from '../../src/backups/backups.service';
import { loadConfig } from '../../src/config/app-config';
import { createRawStorageDriver, StorageService } from '../../src/storage/storage.service';
import { createAdvertiser } from '../factories/users.factory';
import { jpeg } from '../fixtures/images';
import { dropTestDatabase, TEST_JWT_SECRET } from '../test-app';
import { s3Harness, StorageHarness } from '../storage/storage-harness';
import { createEmptyDatabase, fileChecksums, tableChecksums } from './backup-helpers';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

/** With S3 configured, backups go to their own bucket, and restore into another (empty) object store and database. */
describe('backups with S3', () => {
  let h: StorageHarness;
  let second: S3rverInstance;
  let secondRunning = false;
  const folder = mkdtempSync(join(tmpdir(), 's3rver-target-'));
  let restoredUrl: string | undefined;

  beforeAll(async () => {
    h = await s3Harness();
    second = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, resetOnClose: true });
  });

  afterAll(async () => {
    await h.close();
    if (secondRunning) await second.close();
    rmSync(folder, { recursive: true, force: true });
    if (restoredUrl) await dropTestDatabase(restoredUrl);
  });

  it('writes the backup to S3_BACKUPS_BUCKET, and restores every row and file into an empty store', async () => {
    const owner = await createAdvertiser(h.t, { subscriptionTier: 'premium' });
    await h.t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(), 'one.jpg').expect(201);
    await h.t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 'selfie.jpg').expect(201);
    const backup = await h.t.app.get(BackupsService).backUp('command');
    const location = backupLocation(h.t.config);
    expect(location.description).toBe('s3 bucket site-backups');
    expect((await location.list()).map((stored) => stored.name)).toEqual([backup.name]);

    const storage = h.t.app.get(StorageService);
    const buckets = [storage.photosBucket, storage.documentsBucket];
    const { backup_runs: _runs, ...tablesBefore } = await tableChecksums(h.t.db);
    const filesBefore = await fileChecksums(storage.raw, buckets);

    const { port } = await second.run();
    secondRunning = true;
    const target = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 's3-target-')), JWT_SECRET: TEST_JWT_SECRET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
    restoredUrl = await createEmptyDatabase();
    const raw = createRawStorageDriver(target);
    const report = await restoreBackup(await location.read(backup.name), h.t.config.backupKey, {
      databaseUrl: restoredUrl,
      raw,
      buckets,
      documentsKeys: h.t.config.documentsKeys,
      secretFingerprint: secretFingerprint(TEST_JWT_SECRET),
      log: () => undefined,
    });
    expect(report.warnings).toEqual([]);
    const { Client } = await import('pg');
    const client = new Client({ connectionString: restoredUrl });
    await client.connect();
    const { backup_runs: _none, ...tablesAfter } = await tableChecksums(client);
    await client.end();
    expect(tablesAfter).toEqual(tablesBefore);
    expect(await fileChecksums(raw, buckets)).toEqual(filesBefore);
  });

  it('uploads a large backup in parts, completed only at the end', async () => {
    const location = new BucketBackupLocation(h.t.config.s3!, 'site-backups', 64 * 1024);
    const body = Buffer.alloc(300 * 1024 + 17, 7);
    const name = 'backup-20260101T000000Z-a1b2c3.kcbackup';
    expect(await location.write(name, Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]))).toBe(body.length);
    const chunks: Buffer[] = [];
    for await (const chunk of await location.read(name)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
    await location.discard(name);
  });
});
