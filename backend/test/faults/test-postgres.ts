import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/common/net/free-port';
import { programsFolder } from '../../src/database/embedded-postgres';
import { openProjectFolders, postgresSystemUser, projectRootOf } from '../../src/database/postgres-user-access';

/** The pids of a server's children (its backends and workers), read from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** As root, PostgreSQL runs as the `postgres` system user (created as embedded-postgres does when missing). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (postgresSystemUser().uid < 0) {
    spawnSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  const user = postgresSystemUser();
  const programs = programsFolder();
  const project = programs && projectRootOf(programs);
  if (project) openProjectFolders(programs, project, user);
  return { uid: user.uid, gid: user.gids[0] };
}

/**
 * A PostgreSQL of the test's own (not the suite's shared one), run from the programs the
 * embedded-postgres package ships, which the test may stop, start, freeze and thaw.
 */
export class TestPostgres {
  private server?: ChildProcess;

  private constructor(
    private readonly dataDir: string,
    private readonly port: number,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<TestPostgres> {
    const user = runAs();
    const root = mkdtempSync(join(tmpdir(), 'faults-pg-'));
    chmodSync(root, 0o755);
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    if (user) chownSync(dataDir, user.uid, user.gid);
    const initdb = spawnSync(join(programsFolder()!, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8'], { ...user, encoding: 'utf8' });
    if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`);
    const pg = new TestPostgres(dataDir, await freePort(), user);
    await pg.start();
    return pg;
  }

  async start(): Promise<void> {
    const server = spawn(
      join(programsFolder()!, 'postgres'),
      ['-D', this.dataDir, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      { ...this.user, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.server = server;
    let log = '';
    await new Promise<void>((resolve, reject) => {
      server.stderr!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('ready to accept connections')) resolve();
      });
      server.once('exit', () => reject(new Error(`PostgreSQL did not start: ${log}`)));
    });
  }

  /** Fast shutdown, as an operator's `pg_ctl stop` or a restart does. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGINT');
    await exited;
  }

  /** SIGSTOP (freeze) or SIGCONT (thaw) the server and every process it started: a database that no longer answers at all. */
  signalAll(signal: 'SIGSTOP' | 'SIGCONT'): void {
    const postmaster = this.server?.pid;
    if (!postmaster || this.server!.exitCode !== null) return;
    for (const pid of [postmaster, ...childrenOf(postmaster)]) process.kill(pid, signal);
  }
}
