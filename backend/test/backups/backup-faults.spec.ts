import { cpSync, createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { FolderBackupLocation } from '../../src/backups/backup-location';
import { runBackup } from '../../src/backups/backup-runner';
import { BackupsService } from '../../src/backups/backups.service';
import { newKeyText } from '../../src/common/crypto/master-key';
import { databaseOptions } from '../../src/database/database-options';
import { StorageService } from '../../src/storage/storage.service';
import { jpeg } from '../fixtures/images';
import { createAdvertiser } from '../factories/users.factory';
import { createTestApp, dropTestDatabase, TEST_JWT_SECRET, TestApp } from '../test-app';
import { createEmptyDatabase, runCli } from './backup-helpers';

/** Bad input and faults: every one gets a clear message, and nothing half-written passes for a good backup or a whole site. */
describe('backups: bad input and faults', () => {
  const backupDir = mkdtempSync(join(tmpdir(), 'faults-backups-'));
  let t: TestApp;
  let backupFile: string;
  const targets: string[] = [];

  /** An empty restore target: a database from template0 and a DATA_DIR holding only the site's secrets. */
  async function target(): Promise<Record<string, string>> {
    const url = await createEmptyDatabase();
    targets.push(url);
    const dataDir = mkdtempSync(join(tmpdir(), 'faults-target-'));
    cpSync(join(t.config.dataDir, 'secrets'), join(dataDir, 'secrets'), { recursive: true });
    return { DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: TEST_JWT_SECRET, BACKUP_DIR: backupDir };
  }

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir });
    const advertiser = await createAdvertiser(t);
    await t.http().post('/api/verification').set(advertiser.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await jpeg(), 'selfie.jpg').expect(201);
    const backup = await t.app.get(BackupsService).backUp('command');
    backupFile = join(backupDir, backup.name);
  });

  afterAll(async () => {
    await t.close();
    for (const url of targets) await dropTestDatabase(url);
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('refuses a backup opened with another key, naming both keys', async () => {
    const env = await target();
    const result = await runCli('backups/restore.cli.js', [backupFile], { ...env, BACKUP_KEY: newKeyText() });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Restore failed: encrypted with backup key [0-9a-f]{16}, but the BACKUP_KEY given is [0-9a-f]{16}/);
  });

  it.each([
    ['a changed byte in its header', (bytes: Buffer) => (bytes[20] ^= 1, bytes)],
    ['a changed byte in its middle', (bytes: Buffer) => (bytes[Math.floor(bytes.length / 2)] ^= 1, bytes)],
    ['its last byte changed', (bytes: Buffer) => (bytes[bytes.length - 1] ^= 1, bytes)],
    ['its end cut off', (bytes: Buffer) => bytes.subarray(0, bytes.length - 100)],
    ['only its first half', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2))],
  ])('refuses a backup with %s, and leaves the target empty', async (_what, damage) => {
    const env = await target();
    const damaged = join(mkdtempSync(join(tmpdir(), 'damaged-')), 'damaged.kcbackup');
    writeFileSync(damaged, damage(Buffer.from(readFileSync(backupFile))));
    const result = await runCli('backups/restore.cli.js', [damaged], env);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Restore failed: (damaged|truncated)/);
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    await client.end();
    expect(rows[0].n).toBe(0);
    expect(readdirSync(env.DATA_DIR).filter((name) => name === 'storage').flatMap((name) => readdirSync(join(env.DATA_DIR, name), { recursive: true }) as string[]).filter((p) => p.includes('.'))).toEqual([]);
  });

  it('restores a backup made before a migration, and runs that migration on the restored data', async () => {
    // A real older schema: the newest migration undone for the backup, then applied again.
    const migrations = await new DataSource(databaseOptions(t.databaseUrl)).initialize();
    const [{ name: older }] = await migrations.query(`SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1`);
    await migrations.undoLastMigration({ transaction: 'each' });
    const backup = await t.app.get(BackupsService).backUp('command');
    await migrations.runMigrations({ transaction: 'each' });
    await migrations.destroy();
    const env = await target();
    const result = await runCli('backups/restore.cli.js', [join(backupDir, backup.name)], env);
    expect(result.output).toContain(`Brought its schema up to date: ${older}`);
    expect(result.code).toBe(0);
    const restored = await createTestApp({ DATA_DIR: env.DATA_DIR }, env.DATABASE_URL);
    try {
      expect(await restored.db.query(`SELECT count(*)::int AS n FROM migrations WHERE name = $1`, [older])).toEqual([{ n: 1 }]);
      // The read model matches the restored profiles.
      const listings = `SELECT count(*)::int AS n FROM directory_listings`;
      expect(await restored.db.query(listings)).toEqual(await t.db.query(listings));
      await restored.http().get('/api/profiles?page=1').expect(200);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a site that has data', async () => {
    const result = await runCli('backups/restore.cli.js', [backupFile], { DATA_DIR: t.config.dataDir, DATABASE_URL: t.databaseUrl, JWT_SECRET: TEST_JWT_SECRET });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Restore failed: The target database is not empty');
  });

  it('refuses a backup from a newer version of the schema', async () => {
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query(`INSERT INTO migrations (timestamp, name) VALUES (1899999999999, 'FromTheFuture1899999999999')`);
    const newer = await t.app.get(BackupsService).backUp('command');
    await client.query(`DELETE FROM migrations WHERE name = 'FromTheFuture1899999999999'`);
    await client.end();
    const result = await runCli('backups/restore.cli.js', [join(backupDir, newer.name)], await target());
    expect(result.code).toBe(1);
    expect(result.output).toContain('Restore failed: The backup was made by a newer version of the site (its schema has FromTheFuture1899999999999');
  });

  it('keeps no backup when the disk fills up, and records why', async () => {
    const full = new FolderBackupLocation(backupDir);
    // /dev/full answers every write with ENOSPC, as a full disk does.
    full.write = (_name: string, body: Readable) => pipeline(body, createWriteStream('/dev/full')).then(() => 0);
    const before = readdirSync(backupDir);
    const storage = t.app.get(StorageService);
    await expect(
      runBackup(
        {
          databaseUrl: t.databaseUrl,
          raw: storage.raw,
          buckets: [storage.photosBucket, storage.documentsBucket],
          location: full,
          backupKey: t.config.backupKey,
          jwtSecret: TEST_JWT_SECRET,
          retention: { daily: 7, weekly: 4 },
          log: () => undefined,
        },
        'command',
      ),
    ).rejects.toThrow('The disk holding the backups is full');
    expect(readdirSync(backupDir)).toEqual(before);
    const overview = await t.app.get(BackupsService).overview();
    expect(overview.last_failure?.error).toContain('The disk holding the backups is full');
    expect(overview.backups.every((backup) => backup.verified)).toBe(true);
  });

  it('never lists a backup whose process was killed mid-way, and the next run clears what it left', async () => {
    // What a kill -9 during a backup leaves: the run's record still running, and a .partial file.
    const killed = 'backup-20260101T000000Z-dead00.kcbackup';
    await t.db.query(`INSERT INTO backup_runs (name, trigger, status) VALUES ($1, 'command', 'running')`, [killed]);
    writeFileSync(join(backupDir, `${killed}.partial`), 'half a backup');
    expect((await t.app.get(BackupsService).overview()).backups.map((backup) => backup.name)).not.toContain(killed);
    await t.app.get(BackupsService).backUp('command');
    expect(readdirSync(backupDir).filter((name) => name.startsWith(killed))).toEqual([]);
    const [record] = await t.db.query(`SELECT status, error FROM backup_runs WHERE name = $1`, [killed]);
    expect(record).toEqual({ status: 'failed', error: 'Interrupted: the process stopped before the backup was written and checked' });
  });

  it('stops the app from starting on a database whose restore was interrupted, until a restore runs again', async () => {
    const env = await target();
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(`CREATE TABLE restore_in_progress (started_at timestamptz NOT NULL DEFAULT now())`);
    await client.end();
    await expect(createTestApp({ DATA_DIR: env.DATA_DIR }, env.DATABASE_URL)).rejects.toThrow('a restore into this database was interrupted');
    const again = await runCli('backups/restore.cli.js', [backupFile], env);
    expect(again.output).toContain('An earlier restore into this target was interrupted: starting over');
    expect(again.code).toBe(0);
    const restored = await createTestApp({ DATA_DIR: env.DATA_DIR }, env.DATABASE_URL);
    await restored.close();
  });
});
