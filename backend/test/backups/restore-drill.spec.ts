import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { AnalyticsService } from '../../src/analytics/analytics.service';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { BackupsService } from '../../src/backups/backups.service';
import { DataExportWorker } from '../../src/data-export/data-export.worker';
import { seed } from '../../src/database/seed/seed';
import { StorageService } from '../../src/storage/storage.service';
import { createAdvertiser } from '../factories/users.factory';
import { createTestApp, dropTestDatabase, TEST_JWT_SECRET, TestApp } from '../test-app';
import { createEmptyDatabase, fileChecksums, runCli, tableChecksums } from './backup-helpers';

/**
 * The restore drill: a site with profiles, photos, identity documents, invoices, payments, messages,
 * analytics and a data export is backed up; its database and data directory are destroyed; the
 * backup is restored by `npm run restore` into an empty DATA_DIR and database; every table's rows and
 * every stored file are the same, and the restored site serves the same pages.
 */
describe('restore drill', () => {
  const backupDir = mkdtempSync(join(tmpdir(), 'drill-backups-'));
  let restoredUrl: string;
  let site: TestApp | undefined;
  let restored: TestApp | undefined;

  afterAll(async () => {
    await site?.close();
    await restored?.close();
    if (restoredUrl) await dropTestDatabase(restoredUrl);
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('restores every row and every file, and the restored site serves the same pages', async () => {
    const app = await createTestApp({ BACKUP_DIR: backupDir });
    site = app;
    const storage = app.app.get(StorageService);
    await seed(app.db, {
      profiles: 16,
      storage: storage.driver,
      photosBucket: storage.photosBucket,
      documentsBucket: storage.documentsBucket,
      siteName: app.config.productName,
      log: () => undefined,
      hashPassword: (password) => app.app.get(PasswordHasher).hash(password),
    });
    const owner = await createAdvertiser(app);
    await app.http().post('/api/data-export').set(owner.auth).expect(202);
    await app.app.get(DataExportWorker).processPending();
    const [listed] = (await app.http().get('/api/profiles?page=1&pageSize=12').expect(200)).body.items as { username: string }[];
    for (const type of ['view', 'view', 'call']) {
      await app.http().post(`/api/profiles/${listed.username}/events`).set('X-Forwarded-For', '192.0.2.7').set('User-Agent', 'Mozilla/5.0 Chrome/130').send({ type });
    }
    await app.app.get(AnalyticsService).flush();
    const counts: Record<string, number> = Object.fromEntries(
      await Promise.all(['profiles', 'profile_photos', 'verification_documents', 'invoices', 'payments', 'contact_messages', 'profile_daily_stats', 'data_exports', 'sealed_files'].map(async (table) => [table, (await app.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n])),
    );
    for (const [table, n] of Object.entries(counts)) expect([table, n > 0]).toEqual([table, true]);

    const backup = await app.app.get(BackupsService).backUp('command');
    expect(readdirSync(backupDir)).toEqual([backup.name]);
    const { backup_runs: _runs, ...tablesBefore } = await tableChecksums(app.db);
    const filesBefore = await fileChecksums(storage.raw, [storage.photosBucket, storage.documentsBucket]);
    const pages = async (t: TestApp) => {
      const listing = (await t.http().get('/api/profiles?page=1&pageSize=12').expect(200)).body;
      const profile = (await t.http().get(`/api/profiles/${listed.username}`).expect(200)).body;
      const photo = await t.http().get(new URL(profile.photos[0].url, 'http://x').pathname).buffer(true).expect(200);
      return { listing, profile, photo: (photo.body as Buffer).toString('base64') };
    };
    const pagesBefore = await pages(app);

    // The disk is lost: the database and the data directory go; the backup and the kept secrets remain.
    const secrets = mkdtempSync(join(tmpdir(), 'drill-secrets-'));
    cpSync(join(app.config.dataDir, 'secrets'), secrets, { recursive: true });
    const lostDataDir = app.config.dataDir;
    site = undefined;
    await app.close();
    rmSync(lostDataDir, { recursive: true, force: true });

    const dataDir = mkdtempSync(join(tmpdir(), 'drill-restored-'));
    cpSync(secrets, join(dataDir, 'secrets'), { recursive: true });
    restoredUrl = await createEmptyDatabase();
    const env = { DATA_DIR: dataDir, DATABASE_URL: restoredUrl, JWT_SECRET: TEST_JWT_SECRET, BACKUP_DIR: backupDir };
    const restore = await runCli('backups/restore.cli.js', [join(backupDir, backup.name)], env);
    expect(restore.output).toContain('every digest checked');
    expect(restore.code).toBe(0);

    const client = new Client({ connectionString: restoredUrl });
    await client.connect();
    const { backup_runs: runsAfter, ...tablesAfter } = await tableChecksums(client);
    await client.end();
    expect(runsAfter).toBe('0:');
    expect(tablesAfter).toEqual(tablesBefore);

    restored = await createTestApp({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, restoredUrl);
    const restoredStorage = restored.app.get(StorageService);
    expect(await fileChecksums(restoredStorage.raw, [restoredStorage.photosBucket, restoredStorage.documentsBucket])).toEqual(filesBefore);
    expect(await pages(restored)).toEqual(pagesBefore);
    // About 30 s on the development machine; a loaded CI machine gets room for two boots, a seed and a restore.
  }, 240_000);
});
