import { Client } from 'minio';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../config/app-config';

export const BACKUP_EXTENSION = '.kcbackup';
const PARTIAL = '.partial';

export interface StoredBackup {
  name: string;
  size: number;
}

/**
 * Where backups are kept: a folder (BACKUP_DIR, default DATA_DIR/backups) or an S3 bucket. A backup
 * being written is never listed as one: on disk it is a `.partial` file until it has been read back
 * and verified; in S3 an upload is an object only once complete, and the run's record says whether
 * it was verified.
 */
export interface BackupLocation {
  readonly description: string;
  list(): Promise<StoredBackup[]>;
  /** Writes a new backup's bytes; returns their count. */
  write(name: string, body: Readable): Promise<number>;
  /** The written bytes, before and after `commit`. */
  readWritten(name: string): Promise<Readable>;
  commit(name: string): Promise<void>;
  /** Removes a backup, committed or not. */
  discard(name: string): Promise<void>;
  /** Removes what interrupted runs left (only while no backup runs). */
  removeLeftovers(): Promise<string[]>;
  read(name: string): Promise<Readable>;
}

export function isBackupName(name: string): boolean {
  return /^backup-\d{8}T\d{6}Z-[0-9a-f]{6}\.kcbackup$/.test(name);
}

export class FolderBackupLocation implements BackupLocation {
  constructor(private readonly dir: string) {}

  get description(): string {
    return this.dir;
  }

  async list(): Promise<StoredBackup[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
    const found: StoredBackup[] = [];
    for (const name of names.filter(isBackupName)) {
      const info = await stat(join(this.dir, name)).catch(() => undefined);
      if (info?.isFile()) found.push({ name, size: info.size });
    }
    return found.sort((a, b) => b.name.localeCompare(a.name));
  }

  async write(name: string, body: Readable): Promise<number> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const path = join(this.dir, name + PARTIAL);
    await pipeline(body, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return (await stat(path)).size;
  }

  async readWritten(name: string): Promise<Readable> {
    const partial = join(this.dir, name + PARTIAL);
    return createReadStream((await stat(partial).catch(() => undefined)) ? partial : join(this.dir, name));
  }

  async commit(name: string): Promise<void> {
    await rename(join(this.dir, name + PARTIAL), join(this.dir, name));
  }

  async discard(name: string): Promise<void> {
    await rm(join(this.dir, name + PARTIAL), { force: true });
    await rm(join(this.dir, name), { force: true });
  }

  async removeLeftovers(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const partials = names.filter((name) => name.endsWith(PARTIAL) && isBackupName(name.slice(0, -PARTIAL.length)));
    for (const name of partials) await rm(join(this.dir, name), { force: true });
    return partials;
  }

  async read(name: string): Promise<Readable> {
    if (!isBackupName(name)) throw new Error(`${name} is not a backup's name`);
    const path = join(this.dir, name);
    await stat(path);
    return createReadStream(path);
  }
}

/** Backup objects are uploaded in parts of this size as they are made: no spooling to disk, and memory holds one part. */
const PART_SIZE = 64 * 1024 * 1024;

export class BucketBackupLocation implements BackupLocation {
  private readonly client: Client;
  private bucketReady?: Promise<void>;

  constructor(
    s3: NonNullable<AppConfig['s3']>,
    private readonly bucket: string,
    private readonly partSize: number = PART_SIZE,
  ) {
    this.client = new Client({ endPoint: s3.endPoint, port: s3.port, useSSL: s3.useSSL, accessKey: s3.accessKey, secretKey: s3.secretKey, region: s3.region, pathStyle: true });
    this.region = s3.region;
  }

  private readonly region: string;

  get description(): string {
    return `s3 bucket ${this.bucket}`;
  }

  private ready(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket, this.region);
    })().catch((error) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async list(): Promise<StoredBackup[]> {
    await this.ready();
    const found: StoredBackup[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, 'backup-', true) as AsyncIterable<{ name?: string; size?: number }>) {
      if (item.name && isBackupName(item.name)) found.push({ name: item.name, size: item.size ?? 0 });
    }
    return found.sort((a, b) => b.name.localeCompare(a.name));
  }

  /**
   * Parts of PART_SIZE uploaded as they fill, completed only at the end: a run that dies leaves an
   * unfinished upload (which the bucket's lifecycle rule for incomplete uploads removes), never an object.
   */
  async write(name: string, body: Readable): Promise<number> {
    await this.ready();
    const headers = { 'Content-Type': 'application/octet-stream' };
    let size = 0;
    let uploadId: string | undefined;
    const parts: { part: number; etag: string }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async () => {
      uploadId ??= await this.client.initiateNewMultipartUpload(this.bucket, name, headers);
      const { etag } = await this.client.uploadPart({ bucketName: this.bucket, objectName: name, uploadID: uploadId, partNumber: parts.length + 1, headers: {} }, Buffer.concat(pending, pendingBytes));
      parts.push({ part: parts.length + 1, etag });
      pending = [];
      pendingBytes = 0;
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes >= this.partSize) await sendPart();
      }
      if (!uploadId) {
        await this.client.putObject(this.bucket, name, Buffer.concat(pending, pendingBytes), pendingBytes, headers);
        return size;
      }
      if (pendingBytes) await sendPart();
      await this.client.completeMultipartUpload(this.bucket, name, uploadId, parts);
      return size;
    } catch (error) {
      if (uploadId) await this.client.abortMultipartUpload(this.bucket, name, uploadId).catch(() => undefined);
      throw error;
    }
  }

  readWritten(name: string): Promise<Readable> {
    return this.read(name);
  }

  async commit(): Promise<void> {}

  async discard(name: string): Promise<void> {
    await this.ready();
    await this.client.removeObject(this.bucket, name);
  }

  async removeLeftovers(): Promise<string[]> {
    return [];
  }

  async read(name: string): Promise<Readable> {
    if (!isBackupName(name)) throw new Error(`${name} is not a backup's name`);
    await this.ready();
    return this.client.getObject(this.bucket, name);
  }
}

/** S3 when it is configured (the files are there too), else the backup folder. */
export function backupLocation(config: AppConfig): BackupLocation {
  return config.s3 ? new BucketBackupLocation(config.s3, config.backupsBucket) : new FolderBackupLocation(config.backupDir);
}
