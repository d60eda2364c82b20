import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CHUNK_SIZE, decryptStream, encryptStream, SealedDataError, through } from '../common/crypto/aead-stream';
import { MasterKey, unwrapKey, wrapKey } from '../common/crypto/master-key';

/**
 * A backup file: MAGIC, the length and JSON of a plain header (format, time, the backup key's id and
 * the wrapped data key), then the body encrypted with that data key in authenticated chunks whose
 * associated data is everything before them, so no byte anywhere can change unnoticed. The body is a
 * sequence of records: meta, tables, sequences, files, the manifest, and an end mark.
 */
export const BACKUP_MAGIC = Buffer.from('KCBACKUP');
export const BACKUP_FORMAT = 1;

export class BackupFormatError extends Error {}

export interface BackupHeader {
  format: number;
  created_at: string;
  key_id: string;
  wrapped_key: string;
  chunk_size: number;
}

export type RecordType = 'meta' | 'table' | 'sequences' | 'file' | 'manifest' | 'end';
const TYPE_BYTES: Record<RecordType, number> = { meta: 0x4d, table: 0x54, sequences: 0x53, file: 0x46, manifest: 0x58, end: 0x45 };
const BYTE_TYPES = new Map(Object.entries(TYPE_BYTES).map(([type, byte]) => [byte, type as RecordType]));
/** Largest JSON part or data block a reader accepts: a damaged length must not make it allocate gigabytes. */
const MAX_PART = 64 * 1024 * 1024;

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** A record with a JSON part only. */
export function jsonRecord(type: RecordType, value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value));
  return Buffer.concat([Buffer.from([TYPE_BYTES[type]]), u32(json.length), json]);
}

/** A record with a JSON descriptor and a body of any length, written as blocks and a zero-length end. */
export async function* streamRecord(type: 'table' | 'file', descriptor: unknown, body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield jsonRecord(type, descriptor);
  for await (const block of body) if (block.length) yield Buffer.concat([u32(block.length), block]);
  yield u32(0);
}

export function endRecord(): Buffer {
  return Buffer.from([TYPE_BYTES.end]);
}

/** The file's opening bytes and the body encrypted under a fresh data key wrapped by `key`. */
export function encryptBackup(records: AsyncIterable<Buffer>, key: MasterKey, createdAt: Date): Readable {
  const dataKey = randomBytes(32);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    created_at: createdAt.toISOString(),
    key_id: key.id,
    wrapped_key: wrapKey(key, dataKey, 'backup').toString('base64'),
    chunk_size: CHUNK_SIZE,
  };
  const headerJson = Buffer.from(JSON.stringify(header));
  const opening = Buffer.concat([BACKUP_MAGIC, u32(headerJson.length), headerJson]);
  const body = through(Readable.from(records), encryptStream(dataKey, opening));
  return Readable.from(
    (async function* () {
      yield opening;
      yield* body;
    })(),
  );
}

/** Reads exact byte counts off a stream of chunks. */
export class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Undefined when the source ends first (with `allowEnd` and nothing read), else an error. */
  async exactly(size: number, allowEnd = false): Promise<Buffer | undefined> {
    while (this.length < size) {
      const next = await this.iterator.next();
      if (next.done) {
        if (allowEnd && this.length === 0) return undefined;
        throw new BackupFormatError('truncated: the backup ends in the middle of a record');
      }
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered, this.length);
    this.buffered = all.length > size ? [all.subarray(size)] : [];
    this.length = all.length - size;
    return all.subarray(0, size);
  }

  async u32(): Promise<number> {
    return (await this.exactly(4))!.readUInt32BE();
  }

  /** Whatever is left, as it comes. */
  async *remaining(): AsyncGenerator<Buffer> {
    if (this.length) yield* this.buffered;
    this.buffered = [];
    this.length = 0;
    for (let next = await this.iterator.next(); !next.done; next = await this.iterator.next()) yield next.value;
  }

  /** True when nothing at all follows. */
  async atEnd(): Promise<boolean> {
    return (await this.exactly(1, true)) === undefined;
  }
}

/** Opens a backup file's header with `key`, and gives its decrypted body. */
export async function openBackup(source: Readable, key: MasterKey): Promise<{ header: BackupHeader; body: ByteReader }> {
  const reader = new ByteReader(source);
  const magic = await reader.exactly(BACKUP_MAGIC.length, true).catch(() => undefined);
  if (!magic?.equals(BACKUP_MAGIC)) throw new BackupFormatError('not a backup of this site (its first bytes are not a backup header)');
  const headerLength = await reader.u32();
  if (headerLength > 4096) throw new BackupFormatError('damaged: the backup header is malformed');
  const headerJson = (await reader.exactly(headerLength))!;
  let header: BackupHeader;
  try {
    header = JSON.parse(headerJson.toString('utf8')) as BackupHeader;
  } catch {
    throw new BackupFormatError('damaged: the backup header is malformed');
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupFormatError(`made in backup format ${header.format}, which this version does not read`);
  if (header.key_id !== key.id) {
    throw new BackupFormatError(`encrypted with backup key ${header.key_id}, but the BACKUP_KEY given is ${key.id}: set BACKUP_KEY to the key the backup was made with`);
  }
  let dataKey: Buffer;
  try {
    dataKey = unwrapKey(key, Buffer.from(header.wrapped_key, 'base64'), 'backup');
  } catch (error) {
    throw new BackupFormatError(`damaged: ${(error as SealedDataError).message}`);
  }
  const opening = Buffer.concat([BACKUP_MAGIC, u32(headerLength), headerJson]);
  const rest = Readable.from(reader.remaining());
  const decrypted = through(rest, decryptStream(dataKey, opening));
  return { header, body: new ByteReader(decrypted) };
}

export interface ReadRecord {
  type: RecordType;
  value: unknown;
}

/** The next record's type and JSON part; for a table or file, its body follows through `blocks`. */
export async function readRecord(body: ByteReader): Promise<ReadRecord> {
  const typeByte = await body.exactly(1);
  const type = BYTE_TYPES.get(typeByte![0]);
  if (!type) throw new BackupFormatError('damaged: an unknown record in the backup');
  if (type === 'end') return { type, value: undefined };
  const length = await body.u32();
  if (length > MAX_PART) throw new BackupFormatError('damaged: a record is too large');
  const json = (await body.exactly(length))!;
  try {
    return { type, value: JSON.parse(json.toString('utf8')) };
  } catch {
    throw new BackupFormatError('damaged: a record is malformed');
  }
}

/** A table's or file's body, block by block; it must be read to its end before the next record. */
export async function* blocks(body: ByteReader): AsyncGenerator<Buffer> {
  for (let length = await body.u32(); length > 0; length = await body.u32()) {
    if (length > MAX_PART) throw new BackupFormatError('damaged: a block is too large');
    yield (await body.exactly(length))!;
  }
}
