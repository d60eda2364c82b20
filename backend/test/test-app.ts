import type { Type } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp, HTTP_APP_OPTIONS } from '../src/app.setup';
import { AppConfig, loadConfig } from '../src/config/app-config';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret';

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  db: DataSource;
  config: AppConfig;
  databaseUrl: string;
  close(): Promise<void>;
}

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_PG_SERVER_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database copied from the migrated template, so test files never see each other's rows. */
export async function createTestDatabase(): Promise<string> {
  const name = `directory_test_${process.env.TEST_RUN_ID}_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_PG_TEMPLATE}`);
  } finally {
    await client.end();
  }
  return serverUrl(name);
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Built-site stand-ins, so the backend tests do not depend on a frontend build. */
function fakeSites(dataDir: string): { frontendDist: string; adminDist: string } {
  const frontendDist = join(dataDir, 'frontend-dist');
  const adminDist = join(dataDir, 'admin-dist');
  mkdirSync(join(frontendDist, 'assets'), { recursive: true });
  mkdirSync(adminDist, { recursive: true });
  writeFileSync(
    join(frontendDist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="The directory." /><title>public site</title></head><body></body></html>',
  );
  writeFileSync(join(frontendDist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(join(adminDist, 'index.html'), '<!doctype html><title>admin</title>');
  return { frontendDist, adminDist };
}

/**
 * Boots the real app (same HTTP setup as main.ts) against its own database and data directory, or
 * against `sharedDatabaseUrl` (several instances on one database; its creator drops it); `extraModules`
 * add routes of a test's own.
 */
export async function createTestApp(env: Record<string, string> = {}, sharedDatabaseUrl?: string, extraModules: Type<unknown>[] = []): Promise<TestApp> {
  const databaseUrl = sharedDatabaseUrl ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-test-data-'));
  const sites = fakeSites(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    // argon2 at its smallest cost: hashing at the production cost was most of the suite's time.
    PASSWORD_HASH_PROFILE: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_ON_EMPTY_DATABASE: 'false',
    RUN_SCHEDULED_JOBS: 'false',
    // Specs read right after writing; the cache has its own spec that waits for its invalidation.
    PUBLIC_CACHE_SECONDS: '0',
    // A loaded CI machine can take seconds over a query; the outage tests keep the default timeout.
    DATABASE_TIMEOUT_MS: '20000',
    FRONTEND_DIST: sites.frontendDist,
    ADMIN_DIST: sites.adminDist,
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.register(config), ...extraModules] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ ...HTTP_APP_OPTIONS, logger: ['error'] });
  configureApp(app, config);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    db: app.get(DataSource),
    config,
    databaseUrl,
    async close() {
      await app.close();
      if (!sharedDatabaseUrl) await dropTestDatabase(databaseUrl);
    },
  };
}
