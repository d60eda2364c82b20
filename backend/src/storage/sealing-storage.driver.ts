import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { decryptStream, encryptStream, plainSize, SealedDataError, through } from '../common/crypto/aead-stream';
import { Keyring, unwrapKey, wrapKey } from '../common/crypto/master-key';
import { SealedFilesRepository } from './sealed-files.repository';
import { StorageConflictError } from './storage-keys';
import { ListedObject, StorageDriver, StoredObject } from './storage.driver';

/** The first bytes of every sealed object: what tells it from an older plain file. */
export const SEALED_MAGIC = Buffer.from('KCSEAL01');

/** Binds a data key and its chunks to the object's location, so a sealed file copied to another key opens nowhere. */
function contextOf(bucket: string, key: string): string {
  return `${bucket}/${key}`;
}

/** Reads at least `size` bytes off the front of a stream; the rest of it follows in `rest`. */
async function peek(stream: Readable, size: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const parts: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  async function* remaining(): AsyncGenerator<Buffer> {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const rest = Readable.from(remaining());
  rest.once('close', () => stream.destroy());
  return { head, rest };
}

/**
 * Re-wraps every data key not wrapped by the keyring's current master key with it, without reading or
 * writing a file; returns how many. Each row is updated only if it still has the key it was read with.
 */
export async function rewrapDataKeys(files: SealedFilesRepository, keys: Keyring): Promise<number> {
  let rewrapped = 0;
  for (let batch = await files.wrappedWithOtherThan(keys.current.id, 500); batch.length; batch = await files.wrappedWithOtherThan(keys.current.id, 500)) {
    for (const file of batch) {
      const master = keys.find(file.keyId);
      if (!master) throw new SealedDataError(`${file.bucket}/${file.key} is sealed with documents key ${file.keyId}, which is not set: add it to DOCUMENTS_PREVIOUS_KEYS`);
      const dataKey = unwrapKey(master, file.wrappedKey, contextOf(file.bucket, file.key));
      await files.rewrap({ ...file, keyId: keys.current.id, wrappedKey: wrapKey(keys.current, dataKey, contextOf(file.bucket, file.key)) }, file.keyId);
      rewrapped += 1;
    }
  }
  return rewrapped;
}

/** `head` and then the rest of the stream it was read from. */
function prepended(head: Buffer, rest: Readable): Readable {
  return Readable.from(
    (async function* () {
      if (head.length) yield head;
      yield* rest;
    })(),
  );
}

export interface SealingReport {
  sealed: number;
  alreadySealed: number;
  /** Sealed objects whose key row is gone: unreadable, left for an operator to look at. */
  withoutKey: string[];
}

/**
 * Envelope encryption at rest for one bucket (identity documents and data exports): each object gets
 * a random data key and is written as AES-256-GCM chunks after SEALED_MAGIC; the data key, wrapped by
 * the documents master key, is kept in sealed_files with that master key's id, so a rotation re-wraps
 * keys without touching the files. Objects of other buckets pass through unchanged. A copy of the
 * bucket, or of a backup, holds ciphertext only.
 */
export class SealingStorageDriver implements StorageDriver {
  private readonly logger = new Logger('SealedStorage');

  constructor(
    /** The bytes as stored: backups copy them as they are. */
    readonly raw: StorageDriver,
    readonly sealedBucket: string,
    private readonly keys: Keyring,
    private readonly files: SealedFilesRepository,
  ) {}

  put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void> {
    if (bucket !== this.sealedBucket) return this.raw.put(bucket, key, body, contentType);
    return this.putStream(bucket, key, Readable.from([body]), contentType);
  }

  /** The key row first: a sealed file on disk always has its key, and a write that fails removes it again. */
  async putStream(bucket: string, key: string, body: Readable, contentType: string): Promise<void> {
    if (bucket !== this.sealedBucket) return this.raw.putStream(bucket, key, body, contentType);
    const dataKey = randomBytes(32);
    const master = this.keys.current;
    if (!(await this.files.insert({ bucket, key, keyId: master.id, wrappedKey: wrapKey(master, dataKey, contextOf(bucket, key)) }))) {
      body.destroy();
      throw new StorageConflictError(`${bucket}/${key} already exists`);
    }
    try {
      await this.raw.putStream(bucket, key, this.sealed(body, dataKey, bucket, key), contentType);
    } catch (error) {
      await this.files.remove(bucket, key).catch((cleanup) => this.logger.error(`Cannot remove the key of ${bucket}/${key}: ${cleanup.message}`));
      throw error;
    }
  }

  async get(bucket: string, key: string): Promise<StoredObject> {
    const object = await this.raw.get(bucket, key);
    if (bucket !== this.sealedBucket) return object;
    const { head, rest } = await peek(object.stream, SEALED_MAGIC.length);
    // Written before sealing existed (the one-off sealing job has not reached it yet).
    if (!head.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) return { ...object, stream: prepended(head, rest) };
    try {
      const dataKey = await this.dataKeyOf(bucket, key);
      const size = plainSize(object.size - SEALED_MAGIC.length);
      if (size === undefined) throw new SealedDataError(`${bucket}/${key} is cut short`);
      const body = prepended(head.subarray(SEALED_MAGIC.length), rest);
      const decrypted = through(body, decryptStream(dataKey, Buffer.from(contextOf(bucket, key))));
      return { stream: decrypted, contentType: object.contentType, size };
    } catch (error) {
      rest.destroy();
      throw error;
    }
  }

  /** Under the object's lock, so the one-off sealing never writes back a file deleted meanwhile. */
  async delete(bucket: string, key: string): Promise<void> {
    if (bucket !== this.sealedBucket) return this.raw.delete(bucket, key);
    await this.files.exclusively(bucket, key, async () => {
      await this.raw.delete(bucket, key);
      await this.files.remove(bucket, key);
    });
  }

  list(bucket: string): AsyncIterable<ListedObject> {
    return this.raw.list(bucket);
  }

  publicUrl(bucket: string, key: string): string {
    return this.raw.publicUrl(bucket, key);
  }

  replace(bucket: string, key: string, body: Readable, contentType: string): Promise<void> {
    return this.raw.replace(bucket, key, body, contentType);
  }

  /**
   * Seals the objects of the sealed bucket stored before sealing existed, each in place under its
   * lock (a reader sees the plain file or the sealed one, never half of either). Idempotent: an
   * interrupted run leaves plain files plain, and the next run seals them.
   */
  async sealExisting(): Promise<SealingReport> {
    const bucket = this.sealedBucket;
    const report: SealingReport = { sealed: 0, alreadySealed: 0, withoutKey: [] };
    const batch: string[] = [];
    const flush = async () => {
      const keyed = await this.files.existing(bucket, batch);
      for (const key of batch) {
        if (keyed.has(key)) report.alreadySealed += 1;
        else await this.sealOne(bucket, key, report);
      }
      batch.length = 0;
    };
    for await (const object of this.raw.list(bucket)) {
      if (object.key.endsWith('.partial')) continue;
      batch.push(object.key);
      if (batch.length >= 500) await flush();
    }
    await flush();
    return report;
  }

  private async sealOne(bucket: string, key: string, report: SealingReport): Promise<void> {
    await this.files.exclusively(bucket, key, async () => {
      const object = await this.raw.get(bucket, key).catch(() => undefined);
      if (!object) return;
      const { head, rest } = await peek(object.stream, SEALED_MAGIC.length);
      if (head.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) {
        rest.destroy();
        if (await this.files.find(bucket, key)) report.alreadySealed += 1;
        else report.withoutKey.push(key);
        return;
      }
      const dataKey = randomBytes(32);
      const master = this.keys.current;
      await this.files.replace({ bucket, key, keyId: master.id, wrappedKey: wrapKey(master, dataKey, contextOf(bucket, key)) });
      await this.raw.replace(bucket, key, this.sealed(prepended(head, rest), dataKey, bucket, key), object.contentType);
      report.sealed += 1;
    });
  }

  private sealed(body: Readable, dataKey: Buffer, bucket: string, key: string): Readable {
    const output = through(body, encryptStream(dataKey, Buffer.from(contextOf(bucket, key))));
    return Readable.from((async function* () {
      yield SEALED_MAGIC;
      yield* output;
    })());
  }

  private async dataKeyOf(bucket: string, key: string): Promise<Buffer> {
    const row = await this.files.find(bucket, key);
    if (!row) throw new SealedDataError(`${bucket}/${key} is sealed but its key is missing`);
    const master = this.keys.find(row.keyId);
    if (!master) throw new SealedDataError(`${bucket}/${key} is sealed with documents key ${row.keyId}, which is not set (DOCUMENTS_KEY or DOCUMENTS_PREVIOUS_KEYS)`);
    return unwrapKey(master, row.wrappedKey, contextOf(bucket, key));
  }
}
