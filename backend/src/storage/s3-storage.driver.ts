import { Logger } from '@nestjs/common';
import { Client } from 'minio';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3Config } from '../config/app-config';
import { assertValidLocation, contentTypeOf, encodeKey, StorageConflictError, StorageNotFoundError } from './storage-keys';
import { ListedObject, PUBLIC_PHOTO_CACHE_CONTROL, StorageDriver, StoredObject } from './storage.driver';

export interface S3Buckets {
  /** Readable by anyone (profile photos). */
  publicBucket: string;
  /** Never readable from outside: the app streams these objects through its own signed links (identity documents). */
  privateBucket: string;
}

const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as { code?: string }).code ?? '');
}

function publicReadPolicy(bucket: string): string {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Principal: { AWS: ['*'] }, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
  });
}

/**
 * MinIO or any S3-compatible store through the `minio` client. The buckets are created on first
 * use (and at start-up through `ready()`), so the seed CLI and the app both work on an empty server.
 */
export class S3StorageDriver implements StorageDriver {
  private readonly client: Client;
  private readonly logger = new Logger('S3Storage');
  private bucketsReady?: Promise<void>;

  constructor(
    private readonly config: S3Config,
    private readonly buckets: S3Buckets,
  ) {
    this.client = new Client({
      endPoint: config.endPoint,
      port: config.port,
      useSSL: config.useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      pathStyle: true,
    });
  }

  /** Creates missing buckets once; a failure is retried by the next call rather than remembered. */
  ready(): Promise<void> {
    this.bucketsReady ??= this.createBuckets().catch((error) => {
      this.bucketsReady = undefined;
      throw error;
    });
    return this.bucketsReady;
  }

  async put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void> {
    await this.assertNew(bucket, key);
    await this.client.putObject(bucket, key, body, body.length, this.metadata(bucket, contentType));
  }

  /**
   * S3 wants an object's length before its bytes, and with none the client sizes multipart parts for
   * a 5 TiB object (550 MB each, held in memory): the body is spooled to a temporary file first, so
   * the upload knows its length and memory holds at most one part (the client's 64 MiB minimum).
   */
  async putStream(bucket: string, key: string, body: Readable, contentType: string): Promise<void> {
    await this.assertNew(bucket, key);
    await this.upload(bucket, key, body, contentType);
  }

  /** An S3 PUT replaces an object atomically: readers get the old object or the new one. */
  async replace(bucket: string, key: string, body: Readable, contentType: string): Promise<void> {
    assertValidLocation(bucket, key);
    await this.ready();
    await this.upload(bucket, key, body, contentType);
  }

  private async upload(bucket: string, key: string, body: Readable, contentType: string): Promise<void> {
    const folder = await mkdtemp(join(tmpdir(), 's3-upload-'));
    try {
      const path = join(folder, 'body');
      await pipeline(body, createWriteStream(path));
      const { size } = await stat(path);
      await this.client.putObject(bucket, key, createReadStream(path), size, this.metadata(bucket, contentType));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Objects are write-once, as on local disk (a unique key per photo, verification submission and data export attempt). */
  private async assertNew(bucket: string, key: string): Promise<void> {
    assertValidLocation(bucket, key);
    await this.ready();
    const existing = await this.client.statObject(bucket, key).catch((error) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (existing) throw new StorageConflictError(`${bucket}/${key} already exists`);
  }

  private metadata(bucket: string, contentType: string): Record<string, string> {
    const cacheControl = bucket === this.buckets.publicBucket ? PUBLIC_PHOTO_CACHE_CONTROL : 'private, no-store';
    return { 'Content-Type': contentType, 'Cache-Control': cacheControl };
  }

  async get(bucket: string, key: string): Promise<StoredObject> {
    assertValidLocation(bucket, key);
    await this.ready();
    try {
      const info = await this.client.statObject(bucket, key);
      const stream = await this.client.getObject(bucket, key);
      const contentType = (info.metaData?.['content-type'] as string | undefined) ?? contentTypeOf(key);
      return { stream, contentType, size: info.size };
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError('Not found');
      throw error;
    }
  }

  async delete(bucket: string, key: string): Promise<void> {
    assertValidLocation(bucket, key);
    await this.ready();
    await this.client.removeObject(bucket, key);
  }

  async *list(bucket: string): AsyncIterable<ListedObject> {
    await this.ready();
    for await (const item of this.client.listObjectsV2(bucket, '', true) as AsyncIterable<{ name?: string; lastModified?: Date }>) {
      if (item.name && item.lastModified) yield { key: item.name, modifiedAt: item.lastModified };
    }
  }

  /** With S3_PUBLIC_URL the browser loads photos from the store (or its CDN); without it the app proxies them. */
  publicUrl(bucket: string, key: string): string {
    const base = this.config.publicUrl ?? '/media';
    return `${base}/${bucket}/${encodeKey(key)}`;
  }

  private async createBuckets(): Promise<void> {
    for (const bucket of [this.buckets.publicBucket, this.buckets.privateBucket]) {
      if (!(await this.client.bucketExists(bucket))) {
        await this.client.makeBucket(bucket, this.config.region);
        this.logger.log(`Created bucket ${bucket}`);
      }
    }
    try {
      await this.client.setBucketPolicy(this.buckets.publicBucket, publicReadPolicy(this.buckets.publicBucket));
    } catch (error) {
      // Some S3-compatible servers (and test doubles) have no bucket policies; photos then need S3_PUBLIC_URL unset (app proxy) or a policy set by hand.
      if ((error as { code?: string }).code !== 'NotImplemented') throw error;
      this.logger.warn(`Bucket policies are not supported here; set ${this.buckets.publicBucket} public-read by hand`);
    }
  }
}
