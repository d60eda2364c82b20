import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { ClientBase } from 'pg';
import { through } from '../common/crypto/aead-stream';
import { MasterKey } from '../common/crypto/master-key';
import { sealedFilesIn } from '../storage/sealed-files-snapshot';
import { StorageNotFoundError } from '../storage/storage-keys';
import { StorageDriver } from '../storage/storage.driver';
import { blocks, BackupFormatError, BackupHeader, endRecord, jsonRecord, openBackup, readRecord, streamRecord } from './backup-format';
import { copyOut, digesting, sequencesOf, SequenceValue, TableDigest, TableShape, tablesOf } from './database-snapshot';

/** Tables whose rows describe the backups themselves: a restored site starts with none (its backups are in the location). */
const NOT_BACKED_UP = new Set(['backup_runs']);

/** The first record: what a restore checks before it touches anything. */
export interface BackupMeta {
  created_at: string;
  /** The database's clock when the snapshot was taken. */
  snapshot_at: string;
  /** Applied migrations, in order: a restore builds this schema, loads the rows, then runs any newer ones. */
  migrations: string[];
  tables: TableShape[];
  /** The documents master keys that wrap the sealed files' data keys. */
  documents_key_ids: string[];
  /** Tells whether the restoring site has the same JWT_SECRET (which also encrypts admins' two-factor secrets). */
  secret_fingerprint: string;
  buckets: string[];
  server_version: string;
}

export interface StoredFileDigest {
  bucket: string;
  key: string;
  size: number;
  sha256: string;
}

/** The last record: every table's rows and digest, every file's size and digest. */
export interface BackupManifest {
  tables: Record<string, TableDigest>;
  sequences: number;
  files: StoredFileDigest[];
  /** Sealed files the snapshot references that were deleted before they could be copied (a deletion under way). */
  missing_files: { bucket: string; key: string }[];
}

export interface BackupSources {
  /** A connection of its own, with no statement timeout. */
  client: ClientBase;
  /** The stored bytes (sealed files stay ciphertext). */
  raw: StorageDriver;
  buckets: string[];
  secretFingerprint: string;
}

/** Hashes and counts what passes. */
function fileDigesting(done: (digest: { size: number; sha256: string }) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk);
      size += chunk.length;
      next(null, chunk);
    },
    flush(next) {
      done({ size, sha256: hash.digest('hex') });
      next();
    },
  });
}

/**
 * The backup's records: every table read by COPY inside one repeatable-read snapshot, the sequences,
 * then the stored files, the manifest and the end mark. The snapshot's transaction ends before the
 * files are read: they are write-once, so every file a snapshot row references was written before
 * the snapshot and is still there unless it is being deleted (those are listed as missing).
 */
export async function* backupRecords(sources: BackupSources, createdAt: Date, onManifest: (manifest: BackupManifest) => void): AsyncGenerator<Buffer> {
  const { client } = sources;
  const manifest: BackupManifest = { tables: {}, sequences: 0, files: [], missing_files: [] };
  let sealed: { bucket: string; key: string; key_id: string }[];
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const { rows: [clock] } = await client.query<{ now: Date; version: string }>(`SELECT now() AS now, current_setting('server_version') AS version`);
    const tables = (await tablesOf(client)).filter((table) => !NOT_BACKED_UP.has(table.name));
    const { rows: migrations } = await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY timestamp, id`);
    sealed = await sealedFilesIn(client);
    const meta: BackupMeta = {
      created_at: createdAt.toISOString(),
      snapshot_at: clock.now.toISOString(),
      migrations: migrations.map((migration) => migration.name),
      tables,
      documents_key_ids: [...new Set(sealed.map((file) => file.key_id))],
      secret_fingerprint: sources.secretFingerprint,
      buckets: sources.buckets,
      server_version: clock.version,
    };
    yield jsonRecord('meta', meta);
    for (const table of tables) {
      yield* streamRecord('table', table, copyOut(client, table, (digest) => (manifest.tables[table.name] = digest)));
    }
    const sequences: SequenceValue[] = await sequencesOf(client);
    manifest.sequences = sequences.length;
    yield jsonRecord('sequences', sequences);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  const copied = new Set<string>();
  for (const bucket of sources.buckets) {
    for await (const listed of sources.raw.list(bucket)) {
      if (listed.key.endsWith('.partial')) continue;
      const object = await sources.raw.get(bucket, listed.key).catch((error) => (error instanceof StorageNotFoundError ? undefined : Promise.reject(error)));
      if (!object) continue;
      const descriptor = { bucket, key: listed.key, content_type: object.contentType };
      const counted = through(object.stream, fileDigesting((digest) => manifest.files.push({ bucket, key: listed.key, ...digest })));
      yield* streamRecord('file', descriptor, counted);
      copied.add(`${bucket}/${listed.key}`);
    }
  }
  manifest.missing_files = sealed.filter((file) => !copied.has(`${file.bucket}/${file.key}`)).map(({ bucket, key }) => ({ bucket, key }));
  onManifest(manifest);
  yield jsonRecord('manifest', manifest);
  yield endRecord();
}

/** What a reader does with each part of a backup; the parts come in the order they were written. */
export interface BackupVisitor {
  meta(meta: BackupMeta): Promise<void>;
  /** Returns what was loaded (rows and digest of the COPY text). */
  table(table: TableShape, gzipped: AsyncIterable<Buffer>): Promise<TableDigest>;
  sequences(values: SequenceValue[]): Promise<void>;
  file(file: { bucket: string; key: string; content_type: string }, body: Readable): Promise<void>;
}

export interface ReadBackup {
  header: BackupHeader;
  meta: BackupMeta;
  manifest: BackupManifest;
}

function mismatch(what: string): BackupFormatError {
  return new BackupFormatError(`damaged: ${what} does not match the backup's manifest`);
}

/**
 * Reads a backup from its first byte to its last, handing each part to `visitor`, and checks every
 * table's rows and digest and every file's size and digest against the manifest, the end mark, and
 * that nothing follows it. Any failure is a BackupFormatError (or the visitor's own error).
 */
export async function readBackup(source: Readable, key: MasterKey, visitor: BackupVisitor): Promise<ReadBackup> {
  const { header, body } = await openBackup(source, key);
  const first = await readRecord(body);
  if (first.type !== 'meta') throw new BackupFormatError('damaged: the backup does not start with its description');
  const meta = first.value as BackupMeta;
  await visitor.meta(meta);
  const tables: Record<string, TableDigest> = {};
  const files: StoredFileDigest[] = [];
  for (;;) {
    const record = await readRecord(body);
    if (record.type === 'table') {
      const table = record.value as TableShape;
      tables[table.name] = await visitor.table(table, blocks(body));
    } else if (record.type === 'sequences') {
      await visitor.sequences(record.value as SequenceValue[]);
    } else if (record.type === 'file') {
      const file = record.value as { bucket: string; key: string; content_type: string };
      let digest: { size: number; sha256: string } | undefined;
      const counted = through(Readable.from(blocks(body)), fileDigesting((result) => (digest = result)));
      await visitor.file(file, counted);
      files.push({ bucket: file.bucket, key: file.key, ...digest! });
    } else if (record.type === 'manifest') {
      const manifest = record.value as BackupManifest;
      for (const [name, expected] of Object.entries(manifest.tables)) {
        const got = tables[name];
        if (!got || got.rows !== expected.rows || got.sha256 !== expected.sha256) throw mismatch(`table ${name}`);
      }
      if (Object.keys(tables).length !== Object.keys(manifest.tables).length) throw mismatch('the list of tables');
      if (files.length !== manifest.files.length) throw mismatch('the list of files');
      manifest.files.forEach((expected, index) => {
        const got = files[index];
        if (got.bucket !== expected.bucket || got.key !== expected.key || got.size !== expected.size || got.sha256 !== expected.sha256) {
          throw mismatch(`file ${expected.bucket}/${expected.key}`);
        }
      });
      if ((await readRecord(body)).type !== 'end') throw new BackupFormatError('damaged: the backup has no end mark after its manifest');
      if (!(await body.atEnd())) throw new BackupFormatError('damaged: bytes follow the end of the backup');
      return { header, meta, manifest };
    } else {
      throw new BackupFormatError(`damaged: an unexpected ${record.type} record`);
    }
  }
}

/** Reads a backup through, storing nothing: what "verified" means. */
export function verifyBackup(source: Readable, key: MasterKey): Promise<ReadBackup> {
  return readBackup(source, key, {
    meta: async () => undefined,
    table: async (_table, gzipped) => {
      let digest: TableDigest | undefined;
      await pipeline(Readable.from(gzipped), createGunzip(), digesting((result) => (digest = result)), async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) void chunk;
      });
      return digest!;
    },
    sequences: async () => undefined,
    file: async (_file, body) => {
      for await (const chunk of body) void chunk;
    },
  });
}

