import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../common/net/free-port';
import { CpuProbe } from './cpu';
import { get, measure, Measured, MixOptions } from './mix';
import { appCpuPerRequest, printTable } from './mix-report';

/** The configuration operators are given (docs/), measured as shipped, with only its addresses and cache folder moved. */
const SHIPPED_CONFIG = join(__dirname, '..', '..', '..', 'docs', 'nginx', 'kiwi-companions.conf');
const TAKEDOWN_POLL_MS = 100;
const TAKEDOWN_GIVE_UP_MS = 120_000;

export interface EdgeResult {
  base: URL;
  connections: number;
  measured: Measured;
  /** Requests the app answered while the mix went through nginx (from its own metrics). */
  appRequests: number;
  takedown?: { username: string; seconds: number; boundSeconds: number };
}

export async function nginxInstalled(): Promise<boolean> {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** nginx as the shipped configuration sets it up, in front of `app`, in a scratch folder of its own; stopped with `stop()`. */
async function startNginx(app: URL): Promise<{ base: URL; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  // nginx started as root runs its workers as an unprivileged user, who must reach the cache.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'cache'), { mode: 0o777 });
  chmodSync(join(dir, 'cache'), 0o777);
  const port = await freePort();
  const site = readFileSync(SHIPPED_CONFIG, 'utf8')
    .replace('server app:3000;', `server ${app.host};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/kiwi-companions', join(dir, 'cache'));
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 4096; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/site.conf;\n}\n`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = new URL(`http://127.0.0.1:${port}`);
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGQUIT');
    });
  const agent = new Agent();
  try {
    for (const deadline = Date.now() + 10_000; ; ) {
      if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
      if ((await get(agent, base, '/api/health').catch(() => undefined))?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s: ${readFileSync(join(dir, 'error.log'), 'utf8').slice(-500)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    agent.destroy();
  }
  return { base, stop };
}

/** Every request the app has answered, from its /metrics. */
async function appRequestsSoFar(app: URL, token: string): Promise<number> {
  const res = await fetch(new URL('/metrics', app), { headers: { Authorization: `Bearer ${token}` } });
  const text = await res.text();
  let total = 0;
  for (const [, value] of text.matchAll(/^http_requests_total\{[^}]*\} (\d+)$/gm)) total += Number(value);
  return total;
}

/**
 * The mix through nginx in front of the app (its cache on): what nginx answers alone never reaches
 * the app (its own request count says how many did). Then a profile page nginx holds is taken down
 * (withheld, as a takedown does) and asked for through nginx every 100 ms until it answers 404.
 */
export async function edgePass(input: { app: URL; metricsToken: string; probe: CpuProbe; databaseUrl: string; usernames: string[]; opts: MixOptions }): Promise<EdgeResult> {
  const nginx = await startNginx(input.app);
  try {
    const before = await appRequestsSoFar(input.app, input.metricsToken);
    // No warm-up: every request nginx passes on is counted against the app's own count.
    const measured = await measure(nginx.base, input.opts, input.usernames, input.probe, { warmUp: false });
    // The first count's own request is counted after it was answered.
    const appRequests = (await appRequestsSoFar(input.app, input.metricsToken)) - before - 1;
    const takedown = await timeTakedown(nginx.base, input.app, input.databaseUrl, input.usernames[0]);
    return { base: nginx.base, connections: input.opts.connections, measured, appRequests, takedown };
  } finally {
    await nginx.stop();
  }
}

async function timeTakedown(edge: URL, app: URL, databaseUrl: string, username: string): Promise<EdgeResult['takedown']> {
  const agent = new Agent({ keepAlive: true });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const path = `/api/profiles/${username}`;
    await get(agent, edge, path);
    const held = await get(agent, edge, path);
    if (held.status !== 200) throw new Error(`${path} answered ${held.status} through nginx`);
    const edgeSeconds = Number(/s-maxage=(\d+)/.exec((await fetch(new URL(path, app))).headers.get('cache-control') ?? '')?.[1] ?? 0);
    await db.query(`UPDATE profiles SET withheld_for = array_append(withheld_for, 'takedown') WHERE username = $1`, [username]);
    const started = Date.now();
    try {
      while ((await get(agent, edge, path)).status !== 404) {
        if (Date.now() - started > TAKEDOWN_GIVE_UP_MS) throw new Error(`${path} still answered after ${TAKEDOWN_GIVE_UP_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, TAKEDOWN_POLL_MS));
      }
      return { username, seconds: (Date.now() - started) / 1000, boundSeconds: 2 * edgeSeconds };
    } finally {
      await db.query(`UPDATE profiles SET withheld_for = array_remove(withheld_for, 'takedown') WHERE username = $1`, [username]);
    }
  } finally {
    agent.destroy();
    await db.end();
  }
}

export function printEdge({ base, connections, measured, appRequests, takedown }: EdgeResult): void {
  printTable('Through nginx in front of the app (docs/nginx/kiwi-companions.conf; the app with its cache on)', base, connections, measured);
  const requests = measured.rows.reduce((sum, row) => sum + row.latencies.length, 0);
  const edgeHits = measured.edgeHits ?? 0;
  const cpu = appCpuPerRequest(measured);
  const passedOn = requests - edgeHits;
  console.log(`nginx answered ${edgeHits} of ${requests} requests from its cache (HIT); the app answered ${appRequests}, ${appRequests <= passedOn ? 'no more than the' : 'MORE than the'} ${passedOn} nginx did not (${appRequests <= passedOn ? 'no hit reached the app' : 'hits reached the app'})`);
  if (cpu !== undefined) console.log(`App CPU per request through nginx: ${cpu.toFixed(3)} ms`);
  if (takedown) {
    const within = takedown.seconds <= takedown.boundSeconds ? 'within' : 'NOT within';
    console.log(`A profile taken down left nginx after ${takedown.seconds.toFixed(1)} s (${within} twice EDGE_CACHE_SECONDS, ${takedown.boundSeconds} s)`);
  }
}
