import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { freePort } from '../common/net/free-port';
import { loadConfig } from '../config/app-config';
import { databaseOptions } from '../database/database-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { DEMO_ADVERTISER } from '../database/seed/seed';
import { parseDirectoryQuery } from '../directory/directory-query';
import { sortKeyOf } from '../directory/directory-cards';
import { hasTextCondition } from '../directory/directory-sql';
import { DirectoryTotals, EXACT_TOTAL_UP_TO, facetsOf, sampleBuckets, surelyAboveExactRange } from '../directory/directory-totals';
import { ListingChangeListener } from '../public-cache/listing-change-listener';
import { ListingTotalsCache } from '../public-cache/listing-totals-cache';
import { COUNT_TIMEOUT_MS, DirectoryRepository, Statement } from '../directory/directory.repository';
import { filterWalkHead, rowsPassed, searchWalkHead } from '../directory/directory.service';
import { flood, FloodResult, printFlood } from './flood';
import { photoHashBench, PhotoHashResult, printPhotoHashes } from './photo-hashes';
import { CpuProbe, postmasterPidOf } from './cpu';
import { alternating, get, measure, measureWithAndWithoutEvents, Measured, LIKES_PER_SECOND } from './mix';
import { appCpuPerRequest, printAgainstReference, printEventAgainstHit, printEventCost, printTable } from './mix-report';
import { edgePass, nginxInstalled, printEdge } from './nginx-pass';
import { apiBesidePages, KEPT_PAGES, measureKeptPages, measurePages, PagesResult } from './pages';
import { printPages } from './pages-report';
import { printSpike, spike, SpikeResult } from './spike';
import { SHAPES } from './workload';

/**
 * npm run bench [-- --url http://host:port [--app-pid N] [--signed-in]] [--connections 50] [--seconds 30] [--no-explain]
 * Without --url it starts the built app as its own process on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR), so the load generator does not share the
 * app's event loop, and runs the mix: with the public response cache and without it
 * (PUBLIC_CACHE_SECONDS=0), each without and with one analytics event per five reads and 5 likes a
 * second in alternating slices (bench/mix.ts), compared; and signed in (every read with an
 * advertiser's token, which the cache never answers), each of these last two also side by side
 * with the framework-free reference (bench/reference-server.ts), then through nginx when it is
 * installed (bench/nginx-pass.ts), printing a table for each (--directory-only stops there, before
 * the query plans; --serving-only after the pages); then a 200-connection
 * spike without the cache (bench/spike.ts; --spike-seconds, default 20; --spike-only runs it alone), then the
 * server-rendered pages without the cache and with it, and the mix's reads alone and beside uncached renders
 * (bench/pages.ts; --page-connections, default 10; --pages-only runs it alone), then a sign-in flood (bench/flood.ts;
 * --flood-seconds, default 15; --flood-only runs it alone), then the stolen-photo look-up over 500,000 fingerprints
 * in a scratch database (bench/photo-hashes.ts; --photo-hashes N and --photo-lookups N change the sizes;
 * --photo-hashes-only runs it alone, with no seed needed). Seed it first: npm run seed -- --profiles 100000.
 * Each pass also prints the CPU milliseconds per request of the app's process and of the PostgreSQL
 * server (from /proc), which stay steady on a shared machine where requests/s do not. With --url, pass
 * the server's process id as --app-pid (and DATABASE_URL) to get them, and --signed-in to send every read with the
 * demo advertiser's token, as the signed-in pass does.
 */
interface Options {
  url?: string;
  appPid?: number;
  connections: number;
  /** Connections rendering pages, alone and beside the mix's. */
  pageConnections: number;
  seconds: number;
  explain: boolean;
  signedIn: boolean;
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
  const appPid = value('app-pid');
  return { url: value('url'), appPid: appPid === undefined ? undefined : whole('app-pid', 0, 2 ** 22), connections: whole('connections', 50, 1000), pageConnections: whole('page-connections', 10, 1000), seconds: whole('seconds', 30, 3600), explain: !argv.includes('--no-explain'), signedIn: argv.includes('--signed-in') };
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

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each directory shape in the mix as the app runs it: the page (a deep
 * page as the keyset seek past the row before it, as served once its anchor is known; a text search
 * by the ordered walk when the service would walk) and the total (a maintained count, or the capped
 * count and, past its cap, the sample).
 */
async function explain(databaseUrl: string): Promise<void> {
  const db = new DataSource(databaseOptions(databaseUrl));
  await db.initialize();
  try {
    const directory = new DirectoryRepository(db);
    // A totals cache that never serves (nothing listens for changes): each total computed as a cold request would.
    const totals = new DirectoryTotals(directory, new ListingTotalsCache(), { caughtUp: async () => false } as unknown as ListingChangeListener, {
      databaseTimeoutMs: COUNT_TIMEOUT_MS,
    });
    const listed = await directory.countFacets(['all']);
    const errors: number[] = [];
    const seen = new Set<string>();
    let scans = 0;
    let profileReads = 0;
    const show = async (label: string, query: Statement) => {
      const plan: { 'QUERY PLAN': string }[] = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING ON) ${query.sql}`, query.params);
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      if (/Seq Scan on directory_listings/.test(text)) scans += 1;
      if (/ on profiles\b/.test(text)) profileReads += 1;
      console.log(`--- ${label}\n${text}`);
    };
    for (const shape of SHAPES.filter((s) => s.query)) {
      const deep = shape.endpoint.includes('deep');
      const key = JSON.stringify([shape.query, deep]);
      if (seen.has(key)) continue;
      seen.add(key);
      const { filter, sort } = parseDirectoryQuery(shape.query!);
      const offset = deep ? 500 * 12 : 0;
      console.log(`\n=== ${shape.endpoint} ${new URLSearchParams(shape.query).toString() || '(none)'}${deep ? ' page 501' : ''}`);
      const facets = facetsOf(filter);
      const matches = facets ? undefined : await directory.countUpTo(filter, EXACT_TOTAL_UP_TO);
      const filterWalk = matches === undefined ? undefined : filterWalkHead(filter, sort, { total: matches, approximate: matches > EXACT_TOTAL_UP_TO }, listed, 12);
      if (hasTextCondition(filter)) {
        const head = searchWalkHead(filter, matches ?? listed, listed, offset + 12);
        await show(head === undefined ? 'page' : 'page (ordered walk)', head === undefined ? directory.pageSql(filter, sort, 12, offset) : directory.walkSql(filter, sort, 12, offset, head));
      } else if (deep) {
        const [before] = await directory.findPage(filter, sort, 1, offset - 1);
        await show('page (keyset seek)', directory.pageSql(filter, sort, 12, 0, before && sortKeyOf(before, sort)));
      } else if (filterWalk !== undefined) {
        await show('page (walk of the order, its total known)', directory.orderWalkSql(filter, sort, 12, offset, filterWalk));
      } else {
        // As DirectoryService finds it: among index entries first when the walk passes many rows.
        const rowsToWalk = rowsPassed((await totals.of(filter)).total, listed, offset + 12);
        await show('page', directory.pageSql(filter, sort, 12, offset, undefined, rowsToWalk));
      }
      if (facets) {
        console.log(`--- total: maintained count of ${facets.facets.join(' + ')}${facets.place ? ' + those touring there' : ''}`);
      } else {
        const buckets = sampleBuckets(listed);
        await show('total: the first sample', directory.countSampledSql(filter, buckets));
        // As DirectoryTotals counts: up to 2,001 only when the sample cannot rule out 2,000 or fewer.
        if (!surelyAboveExactRange(await directory.countSampled(filter, buckets), buckets)) {
          await show(`total: exact up to ${EXACT_TOTAL_UP_TO}`, directory.countUpToSql(filter, EXACT_TOTAL_UP_TO));
        }
        if (matches! > EXACT_TOTAL_UP_TO) {
          const [{ total }, exact] = await Promise.all([totals.of(filter), directory.countUpTo(filter, listed)]);
          const error = ((total - exact) * 100) / exact;
          errors.push(Math.abs(error));
          console.log(`--- total: about ${total} against ${exact} exactly (${error >= 0 ? '+' : ''}${error.toFixed(1)} %)`);
        }
      }
    }
    console.log(`\n${scans === 0 ? 'No' : scans} sequential scan(s) of directory_listings and ${profileReads === 0 ? 'no' : profileReads} read(s) of profiles across ${seen.size} directory query shapes.`);
    if (errors.length) console.log(`Estimated totals: ${errors.length} shapes, largest error ${Math.max(...errors).toFixed(1)} % (of ${listed} listed profiles).`);
  } finally {
    await db.destroy();
  }
}

/** The built app (dist/main.js), or the reference server, on a free port against the given database, once it is healthy. */
async function startApp(databaseUrl: string, settings: Record<string, string>, script = join(__dirname, '..', 'main.js')): Promise<{ base: URL; child: ChildProcess }> {
  const port = await freePort();
  // Logs as in production (JSON lines): development's readable lines cost the app a fifth of its CPU.
  const env = { LOG_FORMAT: 'json', ...process.env, ...settings, DATABASE_URL: databaseUrl, PORT: String(port), RUN_SCHEDULED_JOBS: 'false', SEED_ON_EMPTY_DATABASE: 'false' };
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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

/** Issue targets for the app's CPU per request against the framework-free reference. */
const REFERENCE_LIMITS = { anonymous: 1.3, signedIn: 1.5 };
/** A cached hit's targets: app CPU per request and p95. */
const HIT_LIMITS = { cpuMs: 0.1, p95Ms: 10 };
/** An analytics event may cost the app at most this many cached reads. */
const EVENT_PER_HIT_LIMIT = 2;

/** One measured run of the mix: against an app the bench starts with these settings. */
interface Pass {
  title: string;
  settings: Record<string, string>;
  /** Measured without and with analytics events (one per five reads) and 5 likes a second in alternating slices, compared under this name. */
  eventsCompared?: string;
  /** Every read with the demo advertiser's access token: signed-in visitors never get cached answers. */
  signedIn?: boolean;
  /** Also measured side by side with the framework-free reference, against this limit of their CPU ratio. */
  againstReference?: number;
  /** Also an analytics event's CPU against a cached read's (the cache on). */
  eventAgainstHit?: boolean;
}

/** The reference server's base and CPU probe, for the passes measured against it. */
interface Reference {
  base: URL;
  pid: number;
}

interface Table {
  title: string;
  base: URL;
  measured: Measured;
}

interface EventComparison {
  setting: string;
  without: Measured;
  withEvents: Measured;
}

/** What a pass printed at the end: its tables, its events' comparison, and its comparisons with the reference and of events with hits. */
interface PassResult {
  tables: Table[];
  comparison?: EventComparison;
  reference?: { setting: string; app: Measured; reference: Measured; limit: number };
  eventAgainstHit?: { events: Measured; hits: Measured };
}

/** The pass's tables (two with events, without and with them), its events' comparison, and the side-by-side measurements it asks for. */
async function runPass(pass: Pass, base: URL, opts: Options, usernames: string[], probe: CpuProbe, reference: Reference): Promise<PassResult> {
  const headers = pass.signedIn ? await signInDemoAdvertiser(base) : {};
  const result: PassResult = { tables: [] };
  if (!pass.eventsCompared) {
    result.tables.push({ title: pass.title, base, measured: await measure(base, opts, usernames, probe, { headers }) });
  } else {
    const { without, withEvents } = await measureWithAndWithoutEvents(base, opts, usernames, probe);
    result.tables.push(
      { title: `${pass.title} (in 2 s slices alternating with the table below)`, base, measured: without },
      { title: `${pass.title}, one analytics event per five reads and ${LIKES_PER_SECOND} likes a second (in 2 s slices alternating with the table above)`, base, measured: withEvents },
    );
    result.comparison = { setting: pass.eventsCompared, without, withEvents };
  }
  if (pass.againstReference) {
    const [app, ref] = await alternating(opts, usernames, [
      { base, probe, traffic: 'reads', headers },
      { base: reference.base, probe: { appPid: reference.pid, postmasterPid: probe.postmasterPid }, traffic: 'reads', headers },
    ]);
    result.reference = { setting: pass.title, app, reference: ref, limit: pass.againstReference };
  }
  if (pass.eventAgainstHit) {
    const [events, hits] = await alternating(opts, usernames, [
      { base, probe, traffic: 'events' },
      { base, probe, traffic: 'reads' },
    ]);
    result.eventAgainstHit = { events, hits };
  }
  return result;
}

/** The cached pass against its targets: app CPU per request and p95. */
function printHitTargets(measured: Measured): void {
  const all = measured.rows.flatMap((row) => row.latencies).sort((a, b) => a - b);
  const cpu = appCpuPerRequest(measured);
  const p95 = all.length ? all[Math.min(all.length - 1, Math.ceil(all.length * 0.95) - 1)] : 0;
  const within = (value: number, limit: number) => (value <= limit ? 'within' : 'NOT within');
  console.log(`
Cached reads against their targets: p95 ${p95.toFixed(1)} ms (${within(p95, HIT_LIMITS.p95Ms)} ${HIT_LIMITS.p95Ms} ms)${cpu === undefined ? '' : `, app CPU ${cpu.toFixed(3)} ms a request (${within(cpu, HIT_LIMITS.cpuMs)} ${HIT_LIMITS.cpuMs} ms)`}`);
}

/** The demo advertiser's access token (the seed makes the account; it has no second factor). */
async function signInDemoAdvertiser(base: URL): Promise<Record<string, string>> {
  const res = await fetch(new URL('/api/auth/signin', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADVERTISER.email, password: DEMO_ADVERTISER.password }),
  });
  if (!res.ok) throw new Error(`signing in as ${DEMO_ADVERTISER.email} answered ${res.status}: seed the database first`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const config = loadConfig({ ...process.env, RUN_SCHEDULED_JOBS: 'false', SEED_ON_EMPTY_DATABASE: 'false' });
  if (opts.url) {
    // Another server: its cache setting is its own, so there is one pass.
    const base = new URL(opts.url);
    const agent = new Agent();
    const usernames = await sampleUsernames(agent, base).finally(() => agent.destroy());
    const probe = opts.appPid && config.databaseUrl ? { appPid: opts.appPid, postmasterPid: await postmasterPidOf(config.databaseUrl) } : undefined;
    const headers = opts.signedIn ? await signInDemoAdvertiser(base) : {};
    const title = `Against ${base.origin} (with whatever PUBLIC_CACHE_SECONDS it runs with${opts.signedIn ? ', signed in' : ''})`;
    printTable(title, base, opts.connections, await measure(base, opts, usernames, probe, { headers }));
    if (opts.explain && config.databaseUrl) await explain(config.databaseUrl);
    else if (opts.explain) console.log('\nSet DATABASE_URL to the server’s database to print the query plans.');
    return;
  }
  const floodOnly = process.argv.includes('--flood-only');
  const photoHashesOnly = process.argv.includes('--photo-hashes-only');
  const cacheSeconds = String(config.publicCacheSeconds || 30);
  // Both figures, so the cached one never stands alone: repeated anonymous reads are cheap in the first pass only.
  const passes: Pass[] = [
    { title: `With the public response cache (PUBLIC_CACHE_SECONDS=${cacheSeconds})`, settings: { PUBLIC_CACHE_SECONDS: cacheSeconds }, eventsCompared: 'with the cache', eventAgainstHit: true },
    {
      title: 'Without the public response cache (PUBLIC_CACHE_SECONDS=0): every read reaches PostgreSQL',
      settings: { PUBLIC_CACHE_SECONDS: '0' },
      eventsCompared: 'without the cache',
      againstReference: REFERENCE_LIMITS.anonymous,
    },
    {
      title: `Signed in (the demo advertiser's token on every read; the cache, on, serves only anonymous visitors)`,
      settings: { PUBLIC_CACHE_SECONDS: cacheSeconds },
      signedIn: true,
      againstReference: REFERENCE_LIMITS.signedIn,
    },
  ];
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort, () => undefined);
      databaseUrl = embedded.url;
    }
    if (photoHashesOnly) {
      printPhotoHashes(await photoHashPass(databaseUrl));
      return;
    }
    if (process.argv.includes('--spike-only')) {
      printSpikes(await spikePass(databaseUrl));
      return;
    }
    if (process.argv.includes('--pages-only')) {
      printPages(await pagesPass(databaseUrl, opts));
      return;
    }
    const postmasterPid = await postmasterPidOf(databaseUrl);
    let usernames: string[] | undefined;
    const results: PassResult[] = [];
    // Started once, idle while the app is driven: it has no cache, so no pass's settings change it.
    const reference = floodOnly ? undefined : await startApp(databaseUrl, {}, join(__dirname, 'reference-server.js'));
    try {
      for (const pass of floodOnly ? [] : passes) {
        // One app at a time: two would share the cores and skew both figures.
        const { base, child } = await startApp(databaseUrl, pass.settings);
        try {
          usernames ??= await usernamesOf(base);
          console.log(`\nMeasuring: ${pass.title}...`);
          results.push(await runPass(pass, base, opts, usernames, { appPid: child.pid!, postmasterPid }, { base: reference!.base, pid: reference!.child.pid! }));
        } finally {
          await stopApp(child);
        }
      }
    } finally {
      if (reference) await stopApp(reference.child);
    }
    const edge = floodOnly || !(await nginxInstalled()) ? undefined : await edgePassWith(databaseUrl, usernames!, opts, postmasterPid);
    const printMix = () => {
      for (const { tables } of results) for (const { title, base, measured } of tables) printTable(title, base, opts.connections, measured);
      printHitTargets(results[0]?.tables[0].measured ?? { elapsed: 0, rows: [], hits: 0, reads: 0 });
      for (const { comparison } of results) if (comparison) printEventCost(comparison.setting, comparison.without, comparison.withEvents);
      for (const { eventAgainstHit } of results) if (eventAgainstHit) printEventAgainstHit(eventAgainstHit.events, eventAgainstHit.hits, EVENT_PER_HIT_LIMIT);
      for (const { reference: r } of results) if (r) printAgainstReference(r.setting, r.app, r.reference, r.limit);
      if (edge) printEdge(edge);
      else if (!floodOnly) console.log('\nThrough nginx: skipped (nginx is not installed).');
    };
    if (process.argv.includes('--directory-only')) {
      printMix();
      if (opts.explain) await explain(databaseUrl);
      return;
    }
    const spiked = floodOnly ? undefined : await spikePass(databaseUrl, usernames!);
    const rendered = floodOnly ? undefined : await pagesPass(databaseUrl, opts, usernames!);
    // --serving-only: the mix, nginx, the spike and the pages, without the sign-in flood, the photo look-up and the plans.
    if (process.argv.includes('--serving-only')) {
      printMix();
      printSpikes(spiked!);
      printPages(rendered!);
      return;
    }
    const flooded = await floodPass(databaseUrl, usernames);
    const hashed = floodOnly ? undefined : await photoHashPass(databaseUrl);
    printMix();
    if (spiked) printSpikes(spiked);
    if (rendered) printPages(rendered);
    printFlood('Sign-in flood: wrong passwords at the production argon2 cost, without the public cache', flooded);
    if (hashed) printPhotoHashes(hashed);
    if (opts.explain) await explain(databaseUrl);
  } finally {
    await embedded?.stop();
  }
}

/** The app with its cache on behind nginx, configured as docs/nginx/kiwi-companions.conf ships. */
async function edgePassWith(databaseUrl: string, usernames: string[], opts: Options, postmasterPid: number) {
  const { base, child } = await startApp(databaseUrl, { PUBLIC_CACHE_SECONDS: '30', METRICS_TOKEN: BENCH_METRICS_TOKEN, TRUST_PROXY: 'loopback' });
  try {
    console.log('\nMeasuring: the mix through nginx...');
    return await edgePass({ app: base, metricsToken: BENCH_METRICS_TOKEN, probe: { appPid: child.pid!, postmasterPid }, databaseUrl, usernames, opts });
  } finally {
    await stopApp(child);
  }
}

const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The spike against its own app, started like the passes (one app at a time), then against the floor any server has on this machine. */
async function spikePass(databaseUrl: string, known?: string[]): Promise<{ app: SpikeResult; floor: SpikeResult }> {
  const i = process.argv.indexOf('--spike-seconds');
  const seconds = i >= 0 ? Number(process.argv[i + 1]) : 20;
  let usernames = known;
  const measured = async (script: string | undefined) => {
    const { base, child } = await startApp(databaseUrl, { PUBLIC_CACHE_SECONDS: '0' }, script);
    try {
      usernames ??= await usernamesOf(base);
      return await spike(base, usernames, seconds, child.pid);
    } finally {
      await stopApp(child);
    }
  };
  console.log(`\nMeasuring: a ${seconds} s spike of 200 connections...`);
  const app = await measured(undefined);
  console.log(`\nMeasuring: the same spike against a bare node:http server refusing every request...`);
  return { app, floor: await measured(join(__dirname, 'refusal-floor-server.js')) };
}

function printSpikes({ app, floor }: { app: SpikeResult; floor: SpikeResult }): void {
  printSpike('Spike: 200 connections at once, without the public cache (PUBLIC_CACHE_SECONDS=0)', app);
  printSpike(`The floor: the same spike against a bare node:http server answering every request with the shedder's 503 at once`, floor);
}

/**
 * The pages against an app without the cache, then the mix's reads alone and beside uncached renders
 * on that app, then the pages against an app with the cache: one app at a time, like the passes.
 */
async function pagesPass(databaseUrl: string, opts: Options, known?: string[]): Promise<PagesResult> {
  const postmasterPid = await postmasterPidOf(databaseUrl);
  const pagesOpts = { connections: opts.pageConnections, seconds: opts.seconds };
  let usernames = known;
  const withApp = async <T>(settings: Record<string, string>, measured: (base: URL, probe: CpuProbe) => Promise<T>): Promise<T> => {
    const { base, child } = await startApp(databaseUrl, settings);
    try {
      usernames ??= await usernamesOf(base);
      return await measured(base, { appPid: child.pid!, postmasterPid });
    } finally {
      await stopApp(child);
    }
  };
  console.log(`\nMeasuring: rendered pages without the public cache, then the mix's reads alone and beside them...`);
  const [uncached, beside] = await withApp({ PUBLIC_CACHE_SECONDS: '0' }, async (base, probe) => {
    const pages = await measurePages('Rendered pages without the public cache (PUBLIC_CACHE_SECONDS=0): every page rendered', base, pagesOpts, usernames!, probe);
    return [pages, await apiBesidePages(base, opts, opts.pageConnections, usernames!, probe)] as const;
  });
  console.log(`\nMeasuring: rendered pages kept in the public cache...`);
  // Long enough that no kept page expires during the pass: it measures a kept page's cost, not the hit ratio.
  const keptSeconds = String(opts.seconds + 120);
  const cached = await withApp({ PUBLIC_CACHE_SECONDS: keptSeconds }, (base, probe) =>
    measureKeptPages(`Rendered pages kept in the public cache (PUBLIC_CACHE_SECONDS=${keptSeconds}): ${KEPT_PAGES} of the pages above, each rendered once before`, base, pagesOpts, usernames!, probe),
  );
  return { uncached, cached, beside };
}

function usernamesOf(base: URL): Promise<string[]> {
  const agent = new Agent();
  return sampleUsernames(agent, base).finally(() => agent.destroy());
}

/** The stolen-photo look-up over `--photo-hashes` (default 500,000) fingerprints, `--photo-lookups` (default 2,000) times. */
function photoHashPass(databaseUrl: string): Promise<PhotoHashResult> {
  const count = (flag: string, fallback: number) => {
    const i = process.argv.indexOf(flag);
    const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1 || value > 5_000_000) throw new Error(`${flag} must be a whole number from 1 to 5000000`);
    return value;
  };
  const photos = count('--photo-hashes', 500_000);
  console.log(`
Measuring: the stolen-photo look-up over ${photos} fingerprints...`);
  return photoHashBench(databaseUrl, photos, count('--photo-lookups', 2_000), console.log);
}

/** The sign-in flood against its own app at the production password cost (--flood-seconds, default 15). */
async function floodPass(databaseUrl: string, known: string[] | undefined): Promise<FloodResult> {
  const i = process.argv.indexOf('--flood-seconds');
  const seconds = i >= 0 ? Number(process.argv[i + 1]) : 15;
  const { base, child } = await startApp(databaseUrl, { PUBLIC_CACHE_SECONDS: '0', PASSWORD_HASH_PROFILE: 'standard' });
  try {
    const usernames = known ?? (await usernamesOf(base));
    console.log(`\nMeasuring: ${seconds} s of directory reads, then ${seconds} s of them during a sign-in flood...`);
    return await flood(base, usernames, seconds);
  } finally {
    await stopApp(child);
  }
}

main().catch((error) => {
  console.error(`Bench failed: ${(error as Error).message}`);
  process.exit(1);
});
