import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import { SignedLinks } from './signed-links';
import { ListedObject, StorageDriver, StoredObject } from './storage.driver';

/** Signed links to identity documents work for this long only. */
export const SIGNED_URL_TTL_SECONDS = 300;

/** S3 when `S3_ENDPOINT` is set, local disk under `DATA_DIR/storage` otherwise. */
export function createStorageDriver(config: AppConfig): StorageDriver {
  if (config.s3) return new S3StorageDriver(config.s3, { publicBucket: config.photosBucket, privateBucket: config.documentsBucket });
  return new LocalStorageDriver(join(config.dataDir, 'storage'));
}

/** The app's only way to files: public photos and private verification documents. */
@Injectable()
export class StorageService implements OnModuleInit {
  readonly driver: StorageDriver;
  private readonly links: SignedLinks;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.driver = createStorageDriver(config);
    this.links = new SignedLinks(config.jwtSecret);
  }

  /** Creates the S3 buckets at start-up, so a misconfigured store stops the start instead of the first upload. */
  async onModuleInit(): Promise<void> {
    if (this.driver instanceof S3StorageDriver) await this.driver.ready();
  }

  get photosBucket(): string {
    return this.config.photosBucket;
  }

  get documentsBucket(): string {
    return this.config.documentsBucket;
  }

  put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void> {
    return this.driver.put(bucket, key, body, contentType);
  }

  /** Writes `body` as it is read, so a large file is never held in memory. */
  putStream(bucket: string, key: string, body: Readable, contentType: string): Promise<void> {
    return this.driver.putStream(bucket, key, body, contentType);
  }

  get(bucket: string, key: string): Promise<StoredObject> {
    return this.driver.get(bucket, key);
  }

  /** The whole object in memory: for photos being reworked, never for large files. */
  async read(bucket: string, key: string): Promise<Buffer> {
    const object = await this.driver.get(bucket, key);
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  delete(bucket: string, key: string): Promise<void> {
    return this.driver.delete(bucket, key);
  }

  /** Deletes every key, trying all of them even when one fails; used to undo a failed multi-file write. */
  async deleteAll(bucket: string, keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.driver.delete(bucket, key)));
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  list(bucket: string): AsyncIterable<ListedObject> {
    return this.driver.list(bucket);
  }

  /** An app-relative link that opens the object for a few minutes, with either driver (see SignedLinks). */
  signedUrl(bucket: string, key: string, holder: string, expiresInSeconds: number = SIGNED_URL_TTL_SECONDS): string {
    return this.links.create(bucket, key, expiresInSeconds, holder);
  }

  publicUrl(bucket: string, key: string): string {
    return this.driver.publicUrl(bucket, key);
  }

  verifySignature(bucket: string, key: string, expires: number, holder: string, signature: string): boolean {
    return this.links.verify(bucket, key, expires, holder, signature);
  }
}
