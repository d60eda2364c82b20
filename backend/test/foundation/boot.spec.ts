import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';

const main = join(__dirname, '..', '..', 'dist', 'main.js');

function boot(env: Record<string, string>) {
  return spawnSync(process.execPath, [main], { env: { PATH: process.env.PATH!, ...env }, encoding: 'utf8', timeout: 20000 });
}

describe('configuration', () => {
  it('stops boot with one line naming a malformed PORT', () => {
    const result = boot({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Cannot start: invalid setting: PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  it('stops boot naming a DATABASE_URL that is not a PostgreSQL URL', () => {
    const result = boot({ DATABASE_URL: 'mysql://localhost/x', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL must start with postgres:// or postgresql://');
  });

  it('says plainly when the data directory cannot be written', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cfg-')), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(`DATA_DIR ${join(file, 'data')} cannot be written (ENOTDIR)`);
  });

  it('requires a JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
      'JWT_SECRET is required when NODE_ENV is production',
    );
  });

  it('requires the S3 keys when S3_ENDPOINT is set', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://localhost:9000', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
      'S3_ACCESS_KEY is required when S3_ENDPOINT is set',
    );
  });
});
