import { Readable } from 'node:stream';

/**
 * A photo's address changes whenever its bytes do, so a browser keeps it a year without asking again;
 * shared caches keep it the spec's hour, so a photo deleted or taken down leaves CDNs soon after.
 */
export const PUBLIC_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable, s-maxage=3600';

export interface StoredObject {
  stream: Readable;
  contentType: string;
  size: number;
}

/** A stored object as a listing shows it. */
export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

/** One interface over local disk and S3-compatible object storage. */
export interface StorageDriver {
  put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void>;
  /** Like put, for a body too large to hold in memory (a data export): written as it is read. */
  putStream(bucket: string, key: string, body: Readable, contentType: string): Promise<void>;
  /** Writes an object over an existing one, whole or not at all: only the one-off sealing of older files uses it. */
  replace(bucket: string, key: string, body: Readable, contentType: string): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject>;
  delete(bucket: string, key: string): Promise<void>;
  /** Every object of a bucket, in no particular order (the orphan file sweep reads it). */
  list(bucket: string): AsyncIterable<ListedObject>;
  /** The permanent address of an object in a public bucket. */
  publicUrl(bucket: string, key: string): string;
}
