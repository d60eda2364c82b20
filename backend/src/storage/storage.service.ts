import { Inject, Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LocalStorageDriver } from './local-storage.driver';
import { StorageDriver, StoredObject } from './storage.driver';

export function createStorageDriver(config: AppConfig): StorageDriver {
  return new LocalStorageDriver(join(config.dataDir, 'storage'), config.jwtSecret);
}

/** The app's only way to files: public photos and private verification documents. */
@Injectable()
export class StorageService {
  readonly driver: StorageDriver;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.driver = createStorageDriver(config);
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

  get(bucket: string, key: string): Promise<StoredObject> {
    return this.driver.get(bucket, key);
  }

  delete(bucket: string, key: string): Promise<void> {
    return this.driver.delete(bucket, key);
  }

  signedUrl(bucket: string, key: string, expiresInSeconds: number): Promise<string> {
    return this.driver.signedUrl(bucket, key, expiresInSeconds);
  }

  publicUrl(bucket: string, key: string): string {
    return this.driver.publicUrl(bucket, key);
  }
}
