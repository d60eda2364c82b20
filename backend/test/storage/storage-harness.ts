import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StorageService } from '../../src/storage/storage.service';
import { createTestApp, TestApp } from '../test-app';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// s3rver ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export interface Fetched {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  body: Buffer;
}

export interface StorageHarness {
  t: TestApp;
  storage: StorageService;
  /** Opens a URL the way a browser would: app-relative paths through the app, absolute ones over the network. */
  open(url: string, headers?: Record<string, string>): Promise<Fetched>;
  /** The S3 server's own address, to read what the driver stored there (S3 only). */
  objectStoreUrl?: string;
  close(): Promise<void>;
}

/** The app on local disk (the default). */
export async function localHarness(): Promise<StorageHarness> {
  const t = await createTestApp();
  return { t, storage: t.app.get(StorageService), open: (url, headers) => openUrl(t, url, headers), close: () => t.close() };
}

/** The app against a real S3-protocol server (s3rver) started on a free port, with the buckets created by the app. */
export async function s3Harness(): Promise<StorageHarness> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true });
  const { port } = await server.run();
  const t = await createTestApp({ S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
  return {
    t,
    storage: t.app.get(StorageService),
    open: (url, headers) => openUrl(t, url, headers),
    objectStoreUrl: `http://127.0.0.1:${port}`,
    async close() {
      await t.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function openUrl(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  if (url.startsWith('/')) {
    const res = await t.http().get(url).set(headers).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return { status: res.status, contentType: res.headers['content-type'], cacheControl: res.headers['cache-control'], body: res.body as Buffer };
  }
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? undefined,
    cacheControl: res.headers.get('cache-control') ?? undefined,
    body: Buffer.from(await res.arrayBuffer()),
  };
}
