import 'reflect-metadata';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../common/net/free-port';
import { loadConfig } from '../../config/app-config';
import { ensureDatabase, startEmbeddedPostgres } from '../embedded-postgres';
import { generateQuerySnapshots, QUERIES_DIR } from './query-snapshots';

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * npm run queries: rewrites docs/queries/*.sql from the code. The statements are recorded on a scratch
 * database (created and dropped here) on DATABASE_URL's server, or on a throwaway embedded PostgreSQL.
 */
async function main(): Promise<void> {
  const { databaseUrl } = loadConfig();
  const scratchDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'query-snapshots-pg-'));
  const embedded = scratchDir ? await startEmbeddedPostgres(join(scratchDir, 'data'), await freePort(), () => undefined) : undefined;
  const serverUrl = databaseUrl ?? embedded!.url;
  const scratch = `query_snapshots_${process.pid}`;
  try {
    await dropDatabase(serverUrl, scratch);
    await ensureDatabase(serverUrl, scratch);
    const { files, problems } = await generateQuerySnapshots(withDatabase(serverUrl, scratch));
    mkdirSync(QUERIES_DIR, { recursive: true });
    for (const stale of readdirSync(QUERIES_DIR).filter((file) => file.endsWith('.sql') && !files.has(file))) rmSync(join(QUERIES_DIR, stale));
    for (const [file, text] of files) writeFileSync(join(QUERIES_DIR, file), text);
    console.log(`Wrote ${files.size} files to ${relative(process.cwd(), QUERIES_DIR) || '.'}`);
    if (problems.length) {
      console.error(`Not covered or not working (the backend test suite fails on these):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await dropDatabase(serverUrl, scratch).catch(() => undefined);
    await embedded?.stop();
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`Writing the query snapshots failed: ${error.message}`);
  process.exit(1);
});
