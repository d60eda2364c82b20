import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';

const main = join(__dirname, '..', '..', 'dist', 'main.js');

/** The timeout only stops a boot that hangs; a loaded machine has taken over 20 s to start node and fail. */
function boot(env: Record<string, string>) {
  return spawnSync(process.execPath, [main], { env: { PATH: process.env.PATH!, ...env }, encoding: 'utf8', timeout: 80_000 });
}

describe('configuration', () => {
  it('stops boot with one line naming a malformed PORT', () => {
    const result = boot({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Cannot start: invalid setting: PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  it('says in one line that the port is taken, before starting a database or running migrations', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const { port } = taken.address() as { port: number };
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
      const result = boot({ PORT: String(port), DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`Cannot start: port ${port} is already in use; stop the other program or set PORT to a free port\n`);
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    } finally {
      taken.close();
    }
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

  it('requires BACKUP_KEY and DOCUMENTS_KEY in production, where instances share them, and refuses keys that are not 32 bytes', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) };
    expect(() => loadConfig(base)).toThrow('BACKUP_KEY is required when NODE_ENV is production');
    expect(() => loadConfig({ ...base, BACKUP_KEY: 'k'.repeat(43) })).toThrow('DOCUMENTS_KEY is required when NODE_ENV is production');
    expect(() => loadConfig({ ...base, BACKUP_KEY: 'too-short', DOCUMENTS_KEY: 'd'.repeat(43) })).toThrow('BACKUP_KEY must be 32 random bytes');
    const config = loadConfig({ ...base, BACKUP_KEY: 'a'.repeat(64), DOCUMENTS_KEY: 'd'.repeat(43), DOCUMENTS_PREVIOUS_KEYS: `${'e'.repeat(43)}, ${'f'.repeat(64)}` });
    expect(config.documentsKeys.previous).toHaveLength(2);
    expect(config.keyFiles).toEqual({});
  });

  it('generates the backup and documents keys once into DATA_DIR/secrets by default, and says so', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.generatedSecrets).toEqual([join(dataDir, 'secrets', 'backup-key'), join(dataDir, 'secrets', 'documents-key')]);
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(again.generatedSecrets).toEqual([]);
    expect(again.backupKey.id).toBe(first.backupKey.id);
    expect(again.documentsKeys.current.id).toBe(first.documentsKeys.current.id);
  });

  it('requires a JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
      'JWT_SECRET is required when NODE_ENV is production',
    );
  });

  it('refuses placeholder secrets copied from an example (the old docker-compose values among them)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'change-me-to-a-long-random-secret-of-64-characters' })).toThrow(
      'JWT_SECRET is a placeholder: set a real secret (e.g. openssl rand -hex 32)',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'change-me-to-a-long-random-metrics-token' })).toThrow('METRICS_TOKEN is a placeholder');
    const keys = { BACKUP_KEY: 'k'.repeat(43), DOCUMENTS_KEY: 'd'.repeat(43) };
    const s3 = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'directory', ...keys };
    expect(() => loadConfig({ ...s3, NODE_ENV: 'production', S3_SECRET_KEY: 'directory-secret' })).toThrow('S3_SECRET_KEY is a placeholder');
    expect(() => loadConfig({ ...s3, NODE_ENV: 'production', S3_SECRET_KEY: 'minioadmin' })).toThrow('S3_SECRET_KEY is a placeholder');
    expect(loadConfig({ ...s3, NODE_ENV: 'production', S3_SECRET_KEY: '9f2c1e7a4b3d8e6f0a1b2c3d4e5f6a7b' }).s3?.secretKey).toBe('9f2c1e7a4b3d8e6f0a1b2c3d4e5f6a7b');
  });

  it('refuses the test password-hash cost outside the test suite, in one line', () => {
    const result = boot({ PASSWORD_HASH_PROFILE: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Cannot start: invalid setting: PASSWORD_HASH_PROFILE=test is only allowed when NODE_ENV is test');
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_PROFILE: 'test', DATA_DIR: dataDir })).toThrow(
      'PASSWORD_HASH_PROFILE=test is only allowed when NODE_ENV is test',
    );
    expect(() => loadConfig({ PASSWORD_HASH_PROFILE: 'fast', DATA_DIR: dataDir })).toThrow('PASSWORD_HASH_PROFILE must be standard or test (got "fast")');
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashProfile).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'test', DATA_DIR: dataDir }).passwordHashProfile).toBe('test');
  });

  it('requires the S3 keys when S3_ENDPOINT is set', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://localhost:9000', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
      'S3_ACCESS_KEY is required when S3_ENDPOINT is set',
    );
  });

  it('gives scheduled jobs a statement limit of their own (JOB_STATEMENT_TIMEOUT_SECONDS), longer than a request’s', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).jobStatementTimeoutMs).toBe(120_000);
    expect(loadConfig({ DATA_DIR: dataDir, JOB_STATEMENT_TIMEOUT_SECONDS: '30' }).jobStatementTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_TIMEOUT_MS: '5000', JOB_STATEMENT_TIMEOUT_SECONDS: '5' })).toThrow(
      'JOB_STATEMENT_TIMEOUT_SECONDS must be longer than DATABASE_TIMEOUT_MS (5000 ms)',
    );
  });

  it('reads RATE_LIMIT_STORE as memory (the default) or postgres, and nothing else', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_STORE: 'postgres' }).rateLimitStore).toBe('postgres');
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_STORE: 'redis' })).toThrow('RATE_LIMIT_STORE must be memory or postgres (got "redis")');
  });

  it('reads TRUST_PROXY as a number of proxies or a list of addresses, subnets and names, never as "trust everyone"', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.0.2.7' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example', '11']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: bad })).toThrow(`TRUST_PROXY must be a number of proxies from 0 to 10`);
    }
  });
});
