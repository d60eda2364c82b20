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
import { parseDirectoryQuery } from '../profiles/directory/directory-query';
import { sortKeyOf } from '../profiles/directory/directory-cards';
import { hasTextCondition } from '../profiles/directory/directory-sql';
import { DirectoryTotals, EXACT_TOTAL_UP_TO, facetsOf, sampleBuckets, surelyAboveExactRange } from '../profiles/directory/directory-totals';
import { ListingChangeListener } from '../public-cache/listing-change-listener';
import { ListingTotalsCache } from '../public-cache/listing-totals-cache';
import { COUNT_TIMEOUT_MS, DirectoryRepository, Statement } from '../profiles/directory/directory.repository';
import { filterWalkHead, rowsPassed, searchWalkHead } from '../profiles/directory/directory.service';
import { flood, FloodResult, printFlood } from './flood';
import { photoHashBench, PhotoHashResult, printPhotoHashes } from './photo-hashes';
import { CpuProbe, postmasterPidOf } from './cpu';
import { get, measure, measureWithAndWithoutEvents, Measured, LIKES_PER_SECOND } from './mix';
import { printEventCost, printTable } from './mix-report';
import { printSpike, spike, SpikeResult } from './spike';
import { SHAPES } from './workload';

/**
 * npm run bench [-- --url http://host:port [--app-pid N] [--signed-in]] [--connections 50] [--seconds 30] [--no-explain]
 * Without --url it starts the built app as its own process on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR), so the load generator does not share the
 * app's event loop, and runs the mix: with the public response cache and without it
 * (PUBLIC_CACHE_SECONDS=0), each without and with one analytics event per five reads and 5 likes a
 * second in alternating slices (bench/mix.ts), compared; and signed in (every read with an
 * advertiser's token, which the cache never answers), printing a table for each (--directory-only
 * stops there, before the query plans); then a 200-connection
 * spike without the cache (bench/spike.ts; --spike-seconds, default 20), then a sign-in flood (bench/flood.ts;
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
  return { url: value('url'), appPid: appPid === undefined ? undefined : whole('app-pid', 0, 2 ** 22), connections: whole('connections', 50, 1000), seconds: whole('seconds', 30, 3600), explain: !argv.includes('--no-explain'), signedIn: argv.includes('--signed-in') };
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

/** The built app (dist/main.js) on a free port against the given database, once it is healthy. */
async function startApp(databaseUrl: string, settings: Record<string, string>): Promise<{ base: URL; child: ChildProcess }> {
  const port = await freePort();
  // Logs as in production (JSON lines): development's readable lines cost the app a fifth of its CPU.
  const env = { LOG_FORMAT: 'json', ...process.env, ...settings, DATABASE_URL: databaseUrl, PORT: String(port), RUN_SCHEDULED_JOBS: 'false', SEED_ON_EMPTY_DATABASE: 'false' };
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
  /** Measured without and with analytics events (one per five reads) and 5 likes a second in alternating slices, compared under this name. */
  eventsCompared?: string;
  /** Every read with the demo advertiser's access token: signed-in visitors never get cached answers. */
  signedIn?: boolean;
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

/** The pass's tables (two with events, without and with them) and its events' comparison. */
async function runPass(pass: Pass, base: URL, opts: Options, usernames: string[], probe: CpuProbe): Promise<{ tables: Table[]; comparison?: EventComparison }> {
  if (!pass.eventsCompared) {
    const headers = pass.signedIn ? await signInDemoAdvertiser(base) : {};
    return { tables: [{ title: pass.title, base, measured: await measure(base, opts, usernames, probe, headers) }] };
  }
  const { without, withEvents } = await measureWithAndWithoutEvents(base, opts, usernames, probe);
  return {
    tables: [
      { title: `${pass.title} (in 2 s slices alternating with the table below)`, base, measured: without },
      { title: `${pass.title}, one analytics event per five reads and ${LIKES_PER_SECOND} likes a second (in 2 s slices alternating with the table above)`, base, measured: withEvents },
    ],
    comparison: { setting: pass.eventsCompared, without, withEvents },
  };
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
    printTable(title, base, opts.connections, await measure(base, opts, usernames, probe, headers));
    if (opts.explain && config.databaseUrl) await explain(config.databaseUrl);
    else if (opts.explain) console.log('\nSet DATABASE_URL to the server’s database to print the query plans.');
    return;
  }
  const floodOnly = process.argv.includes('--flood-only');
  const photoHashesOnly = process.argv.includes('--photo-hashes-only');
  const cacheSeconds = String(config.publicCacheSeconds || 30);
  // Both figures, so the cached one never stands alone: repeated anonymous reads are cheap in the first pass only.
  const passes: Pass[] = [
    { title: `With the public response cache (PUBLIC_CACHE_SECONDS=${cacheSeconds})`, settings: { PUBLIC_CACHE_SECONDS: cacheSeconds }, eventsCompared: 'with the cache' },
    {
      title: 'Without the public response cache (PUBLIC_CACHE_SECONDS=0): every read reaches PostgreSQL',
      settings: { PUBLIC_CACHE_SECONDS: '0' },
      eventsCompared: 'without the cache',
    },
    {
      title: `Signed in (the demo advertiser's token on every read; the cache, on, serves only anonymous visitors)`,
      settings: { PUBLIC_CACHE_SECONDS: cacheSeconds },
      signedIn: true,
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
    const postmasterPid = await postmasterPidOf(databaseUrl);
    let usernames: string[] | undefined;
    const tables: Table[] = [];
    const comparisons: EventComparison[] = [];
    for (const pass of floodOnly ? [] : passes) {
      // One app at a time: two would share the cores and skew both figures.
      const { base, child } = await startApp(databaseUrl, pass.settings);
      try {
        usernames ??= await usernamesOf(base);
        console.log(`\nMeasuring: ${pass.title}...`);
        const measured = await runPass(pass, base, opts, usernames, { appPid: child.pid!, postmasterPid });
        tables.push(...measured.tables);
        if (measured.comparison) comparisons.push(measured.comparison);
      } finally {
        await stopApp(child);
      }
    }
    const printMix = () => {
      for (const { title, base, measured } of tables) printTable(title, base, opts.connections, measured);
      for (const { setting, without, withEvents } of comparisons) printEventCost(setting, without, withEvents);
    };
    if (process.argv.includes('--directory-only')) {
      printMix();
      if (opts.explain) await explain(databaseUrl);
      return;
    }
    const spiked = floodOnly ? undefined : await spikePass(databaseUrl, usernames!);
    const flooded = await floodPass(databaseUrl, usernames);
    const hashed = floodOnly ? undefined : await photoHashPass(databaseUrl);
    printMix();
    if (spiked) printSpike('Spike: 200 connections at once, without the public cache (PUBLIC_CACHE_SECONDS=0)', spiked);
    printFlood('Sign-in flood: wrong passwords at the production argon2 cost, without the public cache', flooded);
    if (hashed) printPhotoHashes(hashed);
    if (opts.explain) await explain(databaseUrl);
  } finally {
    await embedded?.stop();
  }
}

/** The spike against its own app, started like the passes (one app at a time). */
async function spikePass(databaseUrl: string, usernames: string[]): Promise<SpikeResult> {
  const i = process.argv.indexOf('--spike-seconds');
  const seconds = i >= 0 ? Number(process.argv[i + 1]) : 20;
  const { base, child } = await startApp(databaseUrl, { PUBLIC_CACHE_SECONDS: '0' });
  try {
    console.log(`\nMeasuring: a ${seconds} s spike of 200 connections...`);
    return await spike(base, usernames, seconds);
  } finally {
    await stopApp(child);
  }
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
