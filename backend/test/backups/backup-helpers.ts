import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { StorageDriver } from '../../src/storage/storage.driver';

const dist = join(__dirname, '..', '..', 'dist');

/** A database made from template0: no tables at all, as a restore target must be. */
export async function createEmptyDatabase(): Promise<string> {
  const name = `directory_test_${process.env.TEST_RUN_ID}_empty_${Math.random().toString(16).slice(2, 10)}`;
  const client = new Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  } finally {
    await client.end();
  }
  const url = new URL(process.env.TEST_PG_SERVER_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table's rows, as an md5 over their text in a fixed order. */
export async function tableChecksums(db: DataSource | Client): Promise<Record<string, string>> {
  const query = async (sql: string) => (db instanceof DataSource ? db.query(sql) : (await db.query(sql)).rows);
  const tables: { name: string }[] = await query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query(`SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS sum FROM "${name}" t`);
    sums[name] = `${row.n}:${row.sum}`;
  }
  return sums;
}

/** Every stored object's SHA-256, as stored (sealed files as their ciphertext). */
export async function fileChecksums(raw: StorageDriver, buckets: string[]): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const bucket of buckets) {
    for await (const object of raw.list(bucket)) {
      const hash = createHash('sha256');
      for await (const chunk of (await raw.get(bucket, object.key)).stream) hash.update(chunk as Buffer);
      sums[`${bucket}/${object.key}`] = hash.digest('hex');
    }
  }
  return sums;
}

/** Runs one of the built CLIs (`backups/restore.cli.js`...) with only the given environment; its exit code and output. */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dist, script), ...args], { env: { PATH: process.env.PATH!, NODE_ENV: 'test', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
