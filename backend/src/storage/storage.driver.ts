import { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  contentType: string;
  size: number;
}

/** One interface over local disk and S3-compatible object storage. */
export interface StorageDriver {
  put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject>;
  delete(bucket: string, key: string): Promise<void>;
  /** A link that works for `expiresInSeconds` only; the way private documents are opened. */
  signedUrl(bucket: string, key: string, expiresInSeconds: number): Promise<string>;
  /** The permanent address of an object in a public bucket. */
  publicUrl(bucket: string, key: string): string;
}
