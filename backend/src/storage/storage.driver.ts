import { Readable } from 'node:stream';

/**
 * Spec §9: an hour. Not immutable and not a year: a photo the advertiser deletes must leave
 * browsers and CDNs soon after, even though its key is never reused.
 */
export const PUBLIC_PHOTO_CACHE_CONTROL = 'public, max-age=3600';

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
  get(bucket: string, key: string): Promise<StoredObject>;
  delete(bucket: string, key: string): Promise<void>;
  /** Every object of a bucket, in no particular order (the orphan file sweep reads it). */
  list(bucket: string): AsyncIterable<ListedObject>;
  /** The permanent address of an object in a public bucket. */
  publicUrl(bucket: string, key: string): string;
}
