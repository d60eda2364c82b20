import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TestApp } from '../test-app';

/** Every file under the local storage folder of a bucket (relative paths), for "nothing was stored" checks. */
export function storedFiles(t: TestApp, bucket: string): string[] {
  const root = join(t.config.dataDir, 'storage', bucket);
  try {
    return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}

/** The bytes at `url`, which must answer 200. */
export async function downloaded(t: TestApp, url: string): Promise<Buffer> {
  const res = await t.http().get(url).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect({ url, status: res.status }).toEqual({ url, status: 200 });
  return res.body as Buffer;
}
