import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { link, lstat, mkdir, open, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidLocation, contentTypeOf, encodeKey, StorageConflictError, StorageNotFoundError } from './storage-keys';
import { ListedObject, StorageDriver, StoredObject } from './storage.driver';

export { StorageConflictError, StorageNotFoundError } from './storage-keys';

/** Files under `root/<bucket>/<key>`; public objects are served by the app under /media, private ones through signed links. */
export class LocalStorageDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  /** Resolves a key inside its bucket folder, refusing anything that would escape it. */
  pathOf(bucket: string, key: string): string {
    assertValidLocation(bucket, key);
    const base = resolve(this.root, bucket);
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new StorageNotFoundError('Invalid storage key');
    return full;
  }

  /** Written to a temporary file, then hard-linked into place: readers never see half a file, and nothing is overwritten. */
  put(bucket: string, key: string, body: Buffer): Promise<void> {
    return this.write(bucket, key, (temporary) => writeFile(temporary, body, { flag: 'wx' }));
  }

  putStream(bucket: string, key: string, body: Readable): Promise<void> {
    return this.write(bucket, key, (temporary) => pipeline(body, createWriteStream(temporary, { flags: 'wx' })));
  }

  /** Renamed over the old file: a reader that opened it keeps reading the old one whole. */
  async replace(bucket: string, key: string, body: Readable): Promise<void> {
    const path = this.pathOf(bucket, key);
    const temporary = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  private async write(bucket: string, key: string, writeTemporary: (path: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(bucket, key);
    await this.makeFolders(dirname(path));
    const temporary = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeTemporary(temporary);
      await link(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageConflictError(`${bucket}/${key} already exists`);
      throw error;
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  /**
   * One level at a time below the storage folder: a recursive mkdir on a read-only disk says ENOENT,
   * which would hide the disk's state (EROFS) from the error mapping that answers it with a 503.
   */
  private async makeFolders(folder: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    let current = this.root;
    for (const segment of relative(this.root, folder).split(sep)) {
      current = join(current, segment);
      await mkdir(current).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    }
  }

  /**
   * The file opened before it is answered, so that one deleted meanwhile (a data export's file once
   * downloaded) is either not found or read whole, never a stream that fails after the answer began.
   */
  async get(bucket: string, key: string): Promise<StoredObject> {
    // O_NOFOLLOW: a symbolic link planted in the storage folder is not followed.
    const file = await open(this.pathOf(bucket, key), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
    const info = await file?.stat().catch(() => undefined);
    if (!file || !info?.isFile()) {
      await file?.close();
      throw new StorageNotFoundError('Not found');
    }
    return { stream: file.createReadStream(), contentType: contentTypeOf(key), size: info.size };
  }

  async delete(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  /** Files only (a half-written `.partial` of a crashed write included), never links. */
  async *list(bucket: string): AsyncIterable<ListedObject> {
    const base = resolve(this.root, bucket);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await lstat(path).catch(() => undefined);
      if (info?.isFile()) yield { key: relative(base, path).split(sep).join('/'), modifiedAt: info.mtime };
    }
  }

  publicUrl(bucket: string, key: string): string {
    return `/media/${bucket}/${encodeKey(key)}`;
  }
}
