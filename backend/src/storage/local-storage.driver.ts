import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { StorageDriver, StoredObject } from './storage.driver';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

export class StorageNotFoundError extends Error {}

/** Files under `root/<bucket>/<key>`; public objects are served by the app under /media. */
export class LocalStorageDriver implements StorageDriver {
  constructor(
    private readonly root: string,
    private readonly secret: string,
  ) {}

  /** Resolves a key inside its bucket folder, refusing anything that would escape it. */
  pathOf(bucket: string, key: string): string {
    const base = resolve(this.root, bucket);
    const full = resolve(base, key);
    if (!key || key.includes('\0') || !full.startsWith(base + sep)) throw new StorageNotFoundError('Invalid storage key');
    return full;
  }

  async put(bucket: string, key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body, { flag: 'wx' });
  }

  async get(bucket: string, key: string): Promise<StoredObject> {
    const path = this.pathOf(bucket, key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new StorageNotFoundError('Not found');
    return {
      stream: createReadStream(path),
      contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      size: info.size,
    };
  }

  async delete(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  async signedUrl(bucket: string, key: string, expiresInSeconds: number): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const signature = this.sign(bucket, key, expires);
    return `/api/storage/signed/${bucket}/${key}?expires=${expires}&signature=${signature}`;
  }

  verifySignature(bucket: string, key: string, expires: number, signature: string): boolean {
    if (!Number.isInteger(expires) || expires < Date.now() / 1000) return false;
    const expected = Buffer.from(this.sign(bucket, key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  publicUrl(bucket: string, key: string): string {
    return `/media/${bucket}/${key}`;
  }

  private sign(bucket: string, key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${bucket}/${key}:${expires}`).digest('base64url');
  }
}
