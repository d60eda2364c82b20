import type { BackupTrigger } from 'contract';
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MasterKey } from '../common/crypto/master-key';
import { StorageDriver } from '../storage/storage.driver';
import { BackupManifest, backupRecords, verifyBackup } from './backup-archive';
import { encryptBackup } from './backup-format';
import { BackupLocation } from './backup-location';
import { backupName, backupsToDelete, RetentionPolicy } from './backup-retention';
import { BACKUP_LOCK, BackupRunResult, BackupsRepository } from './backups.repository';

export class BackupBusyError extends Error {}

export interface BackupJobSetup {
  databaseUrl: string;
  raw: StorageDriver;
  buckets: string[];
  location: BackupLocation;
  backupKey: MasterKey;
  jwtSecret: string;
  retention: RetentionPolicy;
  log: (line: string) => void;
}

export interface FinishedBackup extends BackupRunResult {
  name: string;
  deleted: string[];
}

/** Tells whether a restoring site has the same JWT_SECRET, without saying anything about it. */
export function secretFingerprint(jwtSecret: string): string {
  return createHash('sha256').update('kiwi-companions secret fingerprint').update(jwtSecret).digest('hex').slice(0, 16);
}

/** A failure in words an operator can act on. */
export function describeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = (error as Error)?.message ?? String(error);
  if (code === 'ENOSPC') return `The disk holding the backups is full (${message})`;
  if (code === 'EACCES' || code === 'EPERM') return `The backup location cannot be written (${message})`;
  return message;
}

/**
 * One backup: the lock, the clean-up of what interrupted runs left, the records written through
 * encryption to the location, read back and checked against the manifest, then kept (committed) and
 * retention applied. A failure at any step discards the written bytes and records why.
 */
export async function runBackup(setup: BackupJobSetup, trigger: BackupTrigger, now: Date = new Date()): Promise<FinishedBackup> {
  // The lock and the run's record on one connection, the snapshot on another: a failed write leaves a
  // COPY half read on the snapshot's, which is then closed, while the failure is still recorded.
  const client = new Client({ connectionString: setup.databaseUrl });
  const snapshot = new Client({ connectionString: setup.databaseUrl });
  client.on('error', () => undefined);
  snapshot.on('error', () => undefined);
  await client.connect();
  const runs = new BackupsRepository((sql, parameters) => client.query(sql, parameters).then((result) => result.rows));
  try {
    const [{ locked }] = (await client.query(`SELECT pg_try_advisory_lock($1, 0) AS locked`, [BACKUP_LOCK])).rows;
    if (!locked) throw new BackupBusyError('A backup is already running');
    for (const name of await runs.failInterrupted()) await setup.location.discard(name).catch(() => undefined);
    await setup.location.removeLeftovers();
    const name = backupName(now, randomBytes(3).toString('hex'));
    await runs.start(name, trigger, now);
    setup.log(`Backing up to ${setup.location.description} as ${name}`);
    try {
      await snapshot.connect();
      let manifest: BackupManifest | undefined;
      const records = backupRecords({ client: snapshot, raw: setup.raw, buckets: setup.buckets, secretFingerprint: secretFingerprint(setup.jwtSecret) }, now, (made) => (manifest = made));
      const sizeBytes = await setup.location.write(name, encryptBackup(records, setup.backupKey, now));
      const read = await verifyBackup(await setup.location.readWritten(name), setup.backupKey);
      if (JSON.stringify(read.manifest) !== JSON.stringify(manifest)) throw new Error('The backup read back differs from what was written');
      await setup.location.commit(name);
      const result: BackupRunResult = {
        sizeBytes,
        tables: Object.keys(read.manifest.tables).length,
        rows: Object.values(read.manifest.tables).reduce((sum, table) => sum + table.rows, 0),
        files: read.manifest.files.length,
        fileBytes: read.manifest.files.reduce((sum, file) => sum + file.size, 0),
        missingFiles: read.manifest.missing_files.length,
      };
      await runs.verified(name, result);
      const deleted = backupsToDelete((await setup.location.list()).map((backup) => backup.name), setup.retention, now);
      for (const old of deleted) await setup.location.discard(old);
      await runs.forgetOlderThan(new Date(now.getTime() - 365 * 24 * 60 * 60_000));
      return { name, ...result, deleted };
    } catch (error) {
      await setup.location.discard(name).catch(() => undefined);
      await runs.failed(name, describeFailure(error)).catch(() => undefined);
      throw new Error(describeFailure(error));
    }
  } finally {
    await snapshot.end().catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
