import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { masterKey } from '../common/crypto/master-key';
import { BackupManifest, BackupMeta, verifyBackup } from './backup-archive';
import { encryptBackup, endRecord, jsonRecord, streamRecord } from './backup-format';

const key = masterKey(randomBytes(32));
const meta: BackupMeta = {
  created_at: '2026-11-28T00:00:00.000Z',
  snapshot_at: '2026-11-28T00:00:00.000Z',
  migrations: ['InitialSchema1795300000000'],
  tables: [{ name: 'things', columns: ['id', 'name'] }],
  documents_key_ids: [],
  secret_fingerprint: 'x',
  buckets: ['profile-photos'],
  server_version: '15',
};
const rows = Buffer.from('1\tone\n2\ttwo\n');
const file = Buffer.from('a photo');
const honest: BackupManifest = {
  tables: { things: { rows: 2, sha256: createHash('sha256').update(rows).digest('hex') } },
  sequences: 0,
  files: [{ bucket: 'profile-photos', key: 'p/1.webp', size: file.length, sha256: createHash('sha256').update(file).digest('hex') }],
  missing_files: [],
};

/** A backup written from these records, encrypted as the runner writes one. */
function backupOf(manifest: BackupManifest, options: { end?: boolean } = {}): Readable {
  async function* records() {
    yield jsonRecord('meta', meta);
    yield* streamRecord('table', meta.tables[0], (async function* () {
      yield gzipSync(rows);
    })());
    yield jsonRecord('sequences', []);
    yield* streamRecord('file', { bucket: 'profile-photos', key: 'p/1.webp', content_type: 'image/webp' }, (async function* () {
      yield file;
    })());
    yield jsonRecord('manifest', manifest);
    if (options.end !== false) yield endRecord();
  }
  return encryptBackup(records(), key, new Date());
}

describe('reading a backup back', () => {
  it('accepts a backup whose tables and files match its manifest', async () => {
    const read = await verifyBackup(backupOf(honest), key);
    expect(read.manifest).toEqual(honest);
    expect(read.meta.migrations).toEqual(meta.migrations);
  });

  it('refuses one whose rows, table digest or file digest differ from the manifest (a source changed while it was read), or that has no end mark', async () => {
    await expect(verifyBackup(backupOf({ ...honest, tables: { things: { ...honest.tables.things, rows: 3 } } }), key)).rejects.toThrow('damaged: table things does not match');
    await expect(verifyBackup(backupOf({ ...honest, tables: { things: { ...honest.tables.things, sha256: '0'.repeat(64) } } }), key)).rejects.toThrow('damaged: table things does not match');
    await expect(verifyBackup(backupOf({ ...honest, files: [{ ...honest.files[0], sha256: '0'.repeat(64) }] }), key)).rejects.toThrow('damaged: file profile-photos/p/1.webp does not match');
    await expect(verifyBackup(backupOf({ ...honest, files: [] }), key)).rejects.toThrow('damaged: the list of files does not match');
    await expect(verifyBackup(backupOf(honest, { end: false }), key)).rejects.toThrow('truncated: the backup ends in the middle of a record');
  });

  it('refuses a file that is not a backup, and a backup made with another key', async () => {
    await expect(verifyBackup(Readable.from([Buffer.from('PK\x03\x04 a zip')]), key)).rejects.toThrow('not a backup of this site');
    await expect(verifyBackup(backupOf(honest), masterKey(randomBytes(32)))).rejects.toThrow(/^encrypted with backup key [0-9a-f]{16}, but the BACKUP_KEY given is [0-9a-f]{16}/);
  });
});
