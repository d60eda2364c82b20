import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LocalStorageDriver } from './local-storage.driver';
import { MediaLinks } from './media-links';
import { S3StorageDriver } from './s3-storage.driver';
import { SealedFilesRepository } from './sealed-files.repository';
import { SealingStorageDriver } from './sealing-storage.driver';
import { ListedObject, StorageDriver, StoredObject } from './storage.driver';

/** The bytes as stored: S3 when `S3_ENDPOINT` is set, local disk under `DATA_DIR/storage` otherwise. */
export function createRawStorageDriver(config: AppConfig): StorageDriver {
  if (config.s3) return new S3StorageDriver(config.s3, { publicBucket: config.photosBucket, privateBucket: config.documentsBucket });
  return new LocalStorageDriver(join(config.dataDir, 'storage'));
}

/** What the app writes through: the private bucket sealed with the documents key (sealing-storage.driver.ts). */
export function createStorageDriver(config: AppConfig, sealedFiles: SealedFilesRepository): SealingStorageDriver {
  return new SealingStorageDriver(createRawStorageDriver(config), config.documentsBucket, config.documentsKeys, sealedFiles);
}

/** The app's only way to files: public photos and private verification documents. */
@Injectable()
export class StorageService implements OnModuleInit {
  readonly driver: SealingStorageDriver;
  readonly links: MediaLinks;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    sealedFiles: SealedFilesRepository,
  ) {
    this.driver = createStorageDriver(config, sealedFiles);
    this.links = new MediaLinks(config.jwtSecret);
  }

  /** Creates the S3 buckets at start-up, so a misconfigured store stops the start instead of the first upload. */
  async onModuleInit(): Promise<void> {
    if (this.driver.raw instanceof S3StorageDriver) await this.driver.raw.ready();
  }

  /** The objects as stored (sealed ones as ciphertext): what backups copy and restores write back. */
  get raw(): StorageDriver {
    return this.driver.raw;
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

  publicUrl(bucket: string, key: string): string {
    return this.driver.publicUrl(bucket, key);
  }

  /** A short-lived signed link to a photo the public may not see (media-links.ts). */
  privatePhotoUrl(key: string): string {
    return this.links.create(this.photosBucket, key);
  }

  /**
   * The same photo as a fresh signed link, from an address stored earlier (its public address, or an older
   * signed link); any other address is answered as it is.
   */
  privatePhotoUrlOf(url: string): string {
    const path = url.split('?')[0];
    for (const base of [this.publicUrl(this.photosBucket, ''), `/media/${this.photosBucket}/`]) {
      if (!path.startsWith(base) || path.length === base.length) continue;
      try {
        return this.privatePhotoUrl(path.slice(base.length).split('/').map(decodeURIComponent).join('/'));
      } catch {
        return url;
      }
    }
    return url;
  }
}
