import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { freePort } from '../common/net/free-port';
import { loadConfig } from '../config/app-config';
import { databaseOptions } from '../database/database-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { seededRandom } from '../database/seed/seed-data';
import { parseDirectoryQuery } from '../profiles/directory/directory-query';
import { hasTextCondition } from '../profiles/directory/directory-sql';
import { DirectoryRepository } from '../profiles/directory/directory.repository';
import { walkHead } from '../profiles/directory/directory.service';
import { ListingTotalsCache } from '../public-cache/listing-totals-cache';
import { chooser, SHAPES } from './workload';

/**
 * npm run bench [-- --url http://host:port] [--connections 50] [--seconds 30] [--no-explain]
 * Without --url it starts the built app as its own process on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR), so the load generator does not share the
 * app's event loop, and runs the mix twice: with the public response cache and without it
 * (PUBLIC_CACHE_SECONDS=0), printing one table for each. Seed it first: npm run seed -- --profiles 100000.
 */
interface Options {
  url?: string;
  connections: number;
  seconds: number;
  explain: boolean;
}

function options(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const whole = (name: string, fallback: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
    return Number(raw);
  };
  return { url: value('url'), connections: whole('connections', 50, 1000), seconds: whole('seconds', 30, 3600), explain: !argv.includes('--no-explain') };
}

interface Result {
  status: number;
  body: string;
}

function get(agent: Agent, base: URL, path: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Usernames to look up, spread over the listing, like visitors clicking cards. */
async function sampleUsernames(agent: Agent, base: URL): Promise<string[]> {
  const names: string[] = [];
  for (const page of [1, 2, 3, 10, 50, 100, 400, 800, 1500, 2000]) {
    const res = await get(agent, base, `/api/profiles?pageSize=48&page=${page}`);
    if (res.status !== 200) throw new Error(`GET /api/profiles answered ${res.status}: ${res.body.slice(0, 200)}`);
    names.push(...(JSON.parse(res.body) as { items: { username: string }[] }).items.map((i) => i.username));
  }
  if (!names.length) throw new Error('The directory is empty: seed it first with npm run seed -- --profiles 100000');
  return names;
}

interface Measured {
  elapsed: number;
  /** Per endpoint, busiest first: latencies in ms (sorted) and failed requests. */
  rows: Array<{ endpoint: string; latencies: number[]; errors: number }>;
}

async function drive(agent: Agent, base: URL, opts: Options, usernames: string[]): Promise<Measured> {
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const deadline = Date.now() + opts.seconds * 1000;
  const started = process.hrtime.bigint();

  await Promise.all(
    Array.from({ length: opts.connections }, async (_, worker) => {
      const next = chooser(seededRandom(1000 + worker), usernames);
      while (Date.now() < deadline) {
        const { endpoint, path } = next();
        const t0 = process.hrtime.bigint();
        let ok = false;
        try {
          ok = (await get(agent, base, path)).status === 200;
        } catch {
          ok = false;
        }
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (!latencies.has(endpoint)) latencies.set(endpoint, []);
        latencies.get(endpoint)!.push(ms);
        if (!ok) failures.set(endpoint, (failures.get(endpoint) ?? 0) + 1);
      }
    }),
  );

  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const rows = [...latencies.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([endpoint, l]) => ({ endpoint, latencies: l.sort((a, b) => a - b), errors: failures.get(endpoint) ?? 0 }));
  return { elapsed, rows };
}

function printTable(title: string, base: URL, connections: number, { elapsed, rows }: Measured): void {
  const all = rows.flatMap((row) => row.latencies).sort((a, b) => a - b);
  const line = (name: string, l: number[], errors: number) =>
    `${name.padEnd(30)} ${String(l.length).padStart(7)} ${(l.length / elapsed).toFixed(1).padStart(9)} ${percentile(l, 50).toFixed(1).padStart(8)} ${percentile(l, 95).toFixed(1).padStart(8)} ${percentile(l, 99).toFixed(1).padStart(8)} ${String(errors).padStart(7)}`;
  console.log(`\n${title}\n${connections} connections for ${elapsed.toFixed(1)} s against ${base.origin}\n`);
  console.log(`${'endpoint'.padEnd(30)} ${'requests'.padStart(7)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const row of rows) console.log(line(row.endpoint, row.latencies, row.errors));
  console.log(line('ALL', all, rows.reduce((sum, row) => sum + row.errors, 0)));
}

/** A short warm-up (so the figures are not cold caches and JIT), then the measured run. */
async function measure(base: URL, opts: Options, usernames: string[]): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  try {
    await drive(agent, base, { ...opts, seconds: 3 }, usernames);
    return await drive(agent, base, opts, usernames);
  } finally {
    agent.destroy();
  }
}

/** EXPLAIN ANALYZE of the page and count query of every directory shape in the mix. */
async function explain(databaseUrl: string): Promise<void> {
  const db = new DataSource(databaseOptions(databaseUrl));
  await db.initialize();
  try {
    // A totals cache that never serves: each count is planned and run as a cold request would.
    const directory = new DirectoryRepository(db, new ListingTotalsCache());
    const seen = new Set<string>();
    let seqScans = 0;
    for (const shape of SHAPES.filter((s) => s.query)) {
      const deep = shape.endpoint.includes('deep');
      const key = JSON.stringify([shape.query, deep]);
      if (seen.has(key)) continue;
      seen.add(key);
      const { filter } = parseDirectoryQuery(shape.query!);
      const offset = deep ? 500 * 12 : 0;
      // The same choice the service makes for text searches.
      const head = hasTextCondition(filter)
        ? walkHead(await directory.countListed(filter), await directory.countListed(parseDirectoryQuery({}).filter), offset + 12)
        : undefined;
      const page = head === undefined ? directory.pageSql(filter, 12, offset) : directory.walkSql(filter, 12, offset, head);
      const count = directory.countSql(filter);
      console.log(`\n=== ${shape.endpoint} ${new URLSearchParams(shape.query).toString() || '(none)'}${deep ? ' page 501' : ''}`);
      for (const [label, query] of [['page', page], ['count', count]] as const) {
        const plan: { 'QUERY PLAN': string }[] = await db.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON) ${query.sql}`, query.params);
        const text = plan.map((r) => r['QUERY PLAN']).join('\n');
        if (/Seq Scan on profiles/.test(text)) seqScans += 1;
        console.log(`--- ${label}\n${text}`);
      }
    }
    console.log(`\n${seqScans === 0 ? 'No' : seqScans} sequential scan(s) of profiles across ${seen.size} directory query shapes.`);
  } finally {
    await db.destroy();
  }
}

/** The built app (dist/main.js) on a free port against the given database, once it is healthy. */
async function startApp(databaseUrl: string, settings: Record<string, string>): Promise<{ base: URL; child: ChildProcess }> {
  const port = await freePort();
  const env = { ...process.env, ...settings, DATABASE_URL: databaseUrl, PORT: String(port), RUN_SCHEDULED_JOBS: 'false', SEED_ON_EMPTY_DATABASE: 'false' };
  const child = spawn(process.execPath, [join(__dirname, '..', 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = new URL(`http://127.0.0.1:${port}`);
  const agent = new Agent();
  try {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
      if ((await get(agent, base, '/api/health').catch(() => undefined))?.status === 200) return { base, child };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    agent.destroy();
  }
  child.kill();
  throw new Error('the app did not become healthy within 2 minutes');
}

function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One measured run of the mix: against an app the bench starts with these settings. */
interface Pass {
  title: string;
  settings: Record<string, string>;
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const config = loadConfig({ ...process.env, RUN_SCHEDULED_JOBS: 'false', SEED_ON_EMPTY_DATABASE: 'false' });
  if (opts.url) {
    // Another server: its cache setting is its own, so there is one pass.
    const base = new URL(opts.url);
    const agent = new Agent();
    const usernames = await sampleUsernames(agent, base).finally(() => agent.destroy());
    printTable(`Against ${base.origin} (with whatever PUBLIC_CACHE_SECONDS it runs with)`, base, opts.connections, await measure(base, opts, usernames));
    if (opts.explain && config.databaseUrl) await explain(config.databaseUrl);
    else if (opts.explain) console.log('\nSet DATABASE_URL to the server’s database to print the query plans.');
    return;
  }
  const cacheSeconds = String(config.publicCacheSeconds || 30);
  // Both figures, so the cached one never stands alone: repeated anonymous reads are cheap in the first pass only.
  const passes: Pass[] = [
    { title: `With the public response cache (PUBLIC_CACHE_SECONDS=${cacheSeconds})`, settings: { PUBLIC_CACHE_SECONDS: cacheSeconds } },
    { title: 'Without the public response cache (PUBLIC_CACHE_SECONDS=0): every request reaches PostgreSQL', settings: { PUBLIC_CACHE_SECONDS: '0' } },
  ];
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort, () => undefined);
      databaseUrl = embedded.url;
    }
    let usernames: string[] | undefined;
    const results: Array<{ title: string; base: URL; measured: Measured }> = [];
    for (const pass of passes) {
      // One app at a time: two would share the cores and skew both figures.
      const { base, child } = await startApp(databaseUrl, pass.settings);
      try {
        if (!usernames) {
          const agent = new Agent();
          usernames = await sampleUsernames(agent, base).finally(() => agent.destroy());
        }
        console.log(`\nMeasuring: ${pass.title}...`);
        results.push({ title: pass.title, base, measured: await measure(base, opts, usernames) });
      } finally {
        await stopApp(child);
      }
    }
    for (const { title, base, measured } of results) printTable(title, base, opts.connections, measured);
    if (opts.explain) await explain(databaseUrl);
  } finally {
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(`Bench failed: ${(error as Error).message}`);
  process.exit(1);
});
