import { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import { DataSource, MigrationExecutor, MigrationInterface, QueryRunner } from 'typeorm';
import { Keyring, MasterKey } from '../common/crypto/master-key';
import { databaseOptions } from '../database/database-options';
import { RESTORE_MARKER } from '../database/restore-marker';
import { StorageDriver } from '../storage/storage.driver';
import { BackupFormatError } from './backup-format';
import { BackupMeta, readBackup, ReadBackup } from './backup-archive';
import { copyIn, foreignKeysOf, quoted, SequenceValue, tablesOf } from './database-snapshot';

/** A restore refused before anything was changed, with the reason for the operator. */
export class RestoreRefusedError extends Error {}

export interface RestoreTarget {
  databaseUrl: string;
  raw: StorageDriver;
  buckets: string[];
  documentsKeys: Keyring;
  secretFingerprint: string;
  log: (line: string) => void;
}

export interface RestoreReport extends ReadBackup {
  newerMigrations: string[];
  warnings: string[];
}

/** TypeORM's own migrations table, made inside the restore's transaction like every other table. */
class RestoreMigrations extends MigrationExecutor {
  prepareTable(runner: QueryRunner): Promise<void> {
    return this.createMigrationsTableIfNotExist(runner);
  }
}

function migrationName(migration: MigrationInterface): string {
  return migration.name ?? migration.constructor.name;
}

function timestampOf(name: string): number {
  return Number(name.slice(-13));
}

async function objectsIn(raw: StorageDriver, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of raw.list(bucket)) keys.push(object.key);
  return keys;
}

/**
 * Restores a backup into an empty database and empty storage. The key, the format and the schema
 * version are checked before anything is written; the database is then rebuilt in one transaction
 * (the backup's migrations, its rows with foreign keys and triggers set aside, its sequences, any
 * newer migrations), which commits only once the whole backup has been read and matched its manifest.
 * A marker table, dropped by that same commit, tells the app and the next restore that a restore was
 * interrupted: the app refuses to start on it, and the next restore starts over.
 */
export async function restoreBackup(source: Readable, backupKey: MasterKey, target: RestoreTarget): Promise<RestoreReport> {
  const db = new DataSource(databaseOptions(target.databaseUrl));
  await db.initialize();
  const runner = db.createQueryRunner();
  const written: { bucket: string; key: string }[] = [];
  let began = false;
  try {
    const client = (await runner.connect()) as PoolClient;
    const resuming = await assertEmpty(client, target);
    const known = [...db.migrations].sort((a, b) => timestampOf(migrationName(a)) - timestampOf(migrationName(b)));
    let newer: MigrationInterface[] = [];
    const warnings: string[] = [];
    const result = await readBackup(source, backupKey, {
      meta: async (meta) => {
        newer = checkMeta(meta, known, target, warnings);
        if (resuming) await clearStorage(target, resuming);
        await client.query(`CREATE TABLE IF NOT EXISTS ${RESTORE_MARKER} (started_at timestamptz NOT NULL DEFAULT now())`);
        await runner.startTransaction();
        began = true;
        await client.query(`DROP TABLE ${RESTORE_MARKER}`);
        await new RestoreMigrations(db, runner).prepareTable(runner);
        const names = new Set(meta.migrations);
        for (const migration of known.filter((m) => names.has(migrationName(m)))) await migration.up(runner);
        await setAside(client);
      },
      table: (table, gzipped) => copyIn(client, table, gzipped),
      sequences: (values) => setSequences(client, values),
      file: async (file, body) => {
        if (!target.buckets.includes(file.bucket)) throw new BackupFormatError(`the backup holds files of bucket ${file.bucket}, which this site does not use`);
        await target.raw.putStream(file.bucket, file.key, body, file.content_type);
        written.push({ bucket: file.bucket, key: file.key });
      },
    });
    await putBack(client);
    // The restored migrations table says which ones ran; TypeORM runs the rest inside this transaction.
    if (newer.length) await new MigrationExecutor(db, runner).executePendingMigrations();
    await runner.commitTransaction();
    return { ...result, newerMigrations: newer.map(migrationName), warnings };
  } catch (error) {
    if (began) {
      await runner.rollbackTransaction().catch(() => undefined);
      // A clean failure leaves the target as it was, so another backup can be restored at once.
      for (const file of written) await target.raw.delete(file.bucket, file.key).catch(() => undefined);
      await runner.query(`DROP TABLE IF EXISTS ${RESTORE_MARKER}`).catch(() => undefined);
    }
    throw error;
  } finally {
    await runner.release();
    await db.destroy();
  }
}

/** Refuses a target that holds anything but the leftovers of an interrupted restore; true when there are such leftovers. */
async function assertEmpty(client: PoolClient, target: RestoreTarget): Promise<boolean> {
  const tables = (await tablesOf(client)).map((table) => table.name);
  const resuming = tables.includes(RESTORE_MARKER);
  const others = tables.filter((name) => name !== RESTORE_MARKER);
  if (others.length) {
    throw new RestoreRefusedError(
      `The target database is not empty (it has ${others.length} table(s), e.g. ${others.slice(0, 3).join(', ')}): restore into an empty DATA_DIR, or an empty database and buckets`,
    );
  }
  if (!resuming) {
    for (const bucket of target.buckets) {
      const [first] = await objectsIn(target.raw, bucket);
      if (first) throw new RestoreRefusedError(`The target storage is not empty (bucket ${bucket} holds ${first}): restore into an empty DATA_DIR, or an empty database and buckets`);
    }
  }
  return resuming;
}

/** Files written by the interrupted restore this one replaces. */
async function clearStorage(target: RestoreTarget, resuming: boolean): Promise<void> {
  if (!resuming) return;
  target.log('An earlier restore into this target was interrupted: starting over');
  for (const bucket of target.buckets) for (const key of await objectsIn(target.raw, bucket)) await target.raw.delete(bucket, key);
}

function checkMeta(meta: BackupMeta, known: MigrationInterface[], target: RestoreTarget, warnings: string[]): MigrationInterface[] {
  const names = new Set(known.map(migrationName));
  const unknown = meta.migrations.filter((name) => !names.has(name));
  if (unknown.length) {
    throw new RestoreRefusedError(
      `The backup was made by a newer version of the site (its schema has ${unknown.join(', ')}, which this version does not know): restore it with that version or a later one`,
    );
  }
  const missingKeys = meta.documents_key_ids.filter((id) => !target.documentsKeys.find(id));
  if (missingKeys.length) {
    throw new RestoreRefusedError(
      `The backup's identity documents and data exports are sealed with documents key ${missingKeys.join(', ')}, which is not set here: set DOCUMENTS_KEY (or DOCUMENTS_PREVIOUS_KEYS) to it, or put the old DATA_DIR/secrets/documents-key in place`,
    );
  }
  if (meta.secret_fingerprint !== target.secretFingerprint) {
    warnings.push("JWT_SECRET differs from the backed-up site's: everyone signs in again, and admins' two-factor sign-in must be reset (npm run admin:create -- --reset-two-factor)");
  }
  const inBackup = new Set(meta.migrations);
  return known.filter((migration) => !inBackup.has(migrationName(migration)));
}

/** Foreign keys dropped (added back, and so checked, at the end) and user triggers off, so tables load in any order and nothing is derived twice. */
async function setAside(client: PoolClient): Promise<void> {
  const keys = await foreignKeysOf(client);
  await client.query(`CREATE TEMP TABLE restore_foreign_keys (statement text NOT NULL) ON COMMIT DROP`);
  for (const statement of keys.add) await client.query(`INSERT INTO restore_foreign_keys VALUES ($1)`, [statement]);
  for (const statement of keys.drop) await client.query(statement);
  const tables = await tablesOf(client);
  for (const table of tables) await client.query(`ALTER TABLE ${quoted(table.name)} DISABLE TRIGGER USER`);
  // Migrations may have written rows of their own (settings, defaults): the backup's replace them.
  if (tables.length) await client.query(`TRUNCATE ${tables.map((table) => quoted(table.name)).join(', ')}`);
}

async function putBack(client: PoolClient): Promise<void> {
  for (const table of await tablesOf(client)) await client.query(`ALTER TABLE ${quoted(table.name)} ENABLE TRIGGER USER`);
  const { rows } = await client.query<{ statement: string }>(`SELECT statement FROM restore_foreign_keys`);
  for (const { statement } of rows) await client.query(statement);
}

async function setSequences(client: PoolClient, values: SequenceValue[]): Promise<void> {
  for (const value of values) await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [quoted(value.name), value.last_value, value.is_called]);
}
