import { Agent, request } from 'node:http';
import { seededRandom } from '../database/seed/seed-data';
import { likeSteadily, sendEvent } from './analytics-load';
import { CpuProbe, cpuNow } from './cpu';
import { isRenderedPage, PAGE_SHAPES } from './page-workload';
import { chooser, SHAPES, WeightedShape } from './workload';

/** How the mix is driven: how many connections, each sending its next request when the last is answered, for how long. */
export interface MixOptions {
  connections: number;
  seconds: number;
  /** The pages drawn from when the traffic is pages: bench/page-workload.ts's unless told otherwise. */
  pages?: WeightedShape[];
}

export interface Answer {
  status: number;
  body: string;
  /** Answered from the public response cache. */
  hit: boolean;
  /** Answered from a caching proxy in front (nginx's HIT), which never asks the app. */
  edgeHit: boolean;
}


export function get(agent: Agent, base: URL, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), hit: res.headers['x-cache'] === 'HIT', edgeHit: res.headers['x-cache-status'] === 'HIT' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface Measured {
  elapsed: number;
  /** Per endpoint, busiest first: latencies in ms (sorted) and failed requests. */
  rows: Array<{ endpoint: string; latencies: number[]; errors: number }>;
  /** Reads answered from the public cache, of all reads. */
  hits: number;
  reads: number;
  /** Reads a caching proxy in front answered alone. */
  edgeHits?: number;
  /** Likes accepted while the pass ran (passes with events only). */
  likes?: number;
  /** CPU ms used meanwhile by the app, the PostgreSQL server and this process, the load generator (it shares the machine). */
  cpu?: { app: number; postgres: number; loadGenerator: number };
}

export const EVENT_ENDPOINT = 'analytics event';
/** With events, each connection sends one after every five reads. */
const READS_PER_EVENT = 5;
export const LIKES_PER_SECOND = 5;
/** The comparison with events alternates slices this long, so the machine's drift falls on both halves alike. */
export const SLICE_SECONDS = 2;
export const WARM_UP_SECONDS = 3;

/** What each connection sends: reads only, one analytics event after every five reads (and likes), events only, or public pages (bench/page-workload.ts). */
export type Traffic = 'reads' | 'reads and events' | 'events' | 'pages';

/** The mix as a closed loop: every connection sends its next request as soon as the last is answered, until the deadline. */
async function drive(agent: Agent, base: URL, opts: MixOptions, usernames: string[], traffic: Traffic, headers: Record<string, string> = {}): Promise<Measured> {
  const events = traffic === 'reads and events';
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const deadline = Date.now() + opts.seconds * 1000;
  const started = process.hrtime.bigint();
  let hits = 0;
  let reads = 0;
  let edgeHits = 0;
  const likes = events ? likeSteadily(agent, base, seededRandom(7), usernames, LIKES_PER_SECOND, deadline) : undefined;

  await Promise.all(
    Array.from({ length: opts.connections }, async (_, worker) => {
      const random = seededRandom(1000 + worker);
      const next = chooser(random, usernames, traffic === 'pages' ? (opts.pages ?? PAGE_SHAPES) : SHAPES);
      for (let sent = 1; Date.now() < deadline; sent += 1) {
        const event = traffic === 'events' || (events && sent % (READS_PER_EVENT + 1) === 0);
        const { endpoint, path } = event ? { endpoint: EVENT_ENDPOINT, path: '' } : next();
        const t0 = process.hrtime.bigint();
        let ok = false;
        try {
          if (event) {
            ok = (await sendEvent(agent, base, random, usernames)) === 204;
          } else {
            const answer = await get(agent, base, path, headers);
            // A page sent as the shell is a render that did not happen: not what was measured for.
            ok = answer.status === 200 && (traffic !== 'pages' || isRenderedPage(answer.body));
            reads += 1;
            if (answer.hit) hits += 1;
            if (answer.edgeHit) edgeHits += 1;
          }
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
  const rows = [...latencies.entries()].map(([endpoint, l]) => ({ endpoint, latencies: l, errors: failures.get(endpoint) ?? 0 }));
  return sortedRows({ elapsed, rows, hits, reads, edgeHits, likes: await likes });
}

/** One run of the mix, with the CPU it cost when `probe` says where the app and PostgreSQL run. */
export async function run(agent: Agent, base: URL, opts: MixOptions, usernames: string[], probe: CpuProbe | undefined, traffic: Traffic, headers: Record<string, string> = {}): Promise<Measured> {
  const before = probe && cpuNow(probe);
  const loadBefore = process.cpuUsage();
  const measured = await drive(agent, base, opts, usernames, traffic, headers);
  if (!probe || !before) return measured;
  const after = cpuNow(probe);
  const load = process.cpuUsage(loadBefore);
  return { ...measured, cpu: { app: after.app - before.app, postgres: after.postgres - before.postgres, loadGenerator: (load.user + load.system) / 1000 } };
}

/** How `measure` drives: the reads unless told otherwise, anonymous, after a warm-up. */
export interface MeasureOptions {
  traffic?: Traffic;
  headers?: Record<string, string>;
  warmUp?: boolean;
}

/** A short warm-up (so the figures are not cold caches and JIT), unless told not to, then the measured run. */
export async function measure(base: URL, opts: MixOptions, usernames: string[], probe: CpuProbe | undefined, { traffic = 'reads', headers = {}, warmUp = true }: MeasureOptions = {}): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections + 1 });
  try {
    if (warmUp) await drive(agent, base, { ...opts, seconds: WARM_UP_SECONDS }, usernames, traffic, headers);
    return await run(agent, base, opts, usernames, probe, traffic, headers);
  } finally {
    agent.destroy();
  }
}

/**
 * The mix without events and with one analytics event per five reads and 5 likes a second, against
 * one app, in slices of 2 s that alternate (without, with; then with, without; and so on) for
 * `seconds` each: on a shared machine whose speed drifts by tens of percent within minutes, two
 * passes run one after the other compare the drift as much as the events.
 */
export async function measureWithAndWithoutEvents(base: URL, opts: MixOptions, usernames: string[], probe: CpuProbe | undefined): Promise<{ without: Measured; withEvents: Measured }> {
  const target = { base, probe };
  const [without, withEvents] = await alternating(opts, usernames, [
    { ...target, traffic: 'reads' },
    { ...target, traffic: 'reads and events' },
  ]);
  return { without, withEvents };
}

/** A server to drive in alternating slices: where it answers, where its CPU is read, what it is sent. */
export interface Side {
  base: URL;
  probe: CpuProbe | undefined;
  traffic: Traffic;
  headers?: Record<string, string>;
}

/**
 * Each side driven in turn, in slices of 2 s that alternate (A, B; then B, A; and so on) for
 * `seconds` each, after a warm-up of each: on a shared machine whose speed drifts by tens of percent
 * within minutes, two passes run one after the other compare the drift as much as the sides.
 */
export async function alternating(opts: MixOptions, usernames: string[], sides: [Side, Side]): Promise<[Measured, Measured]> {
  const agents = sides.map(() => new Agent({ keepAlive: true, maxSockets: opts.connections + 1 }));
  try {
    for (const [i, side] of sides.entries()) await drive(agents[i], side.base, { ...opts, seconds: WARM_UP_SECONDS }, usernames, side.traffic, side.headers);
    const runs: [Measured[], Measured[]] = [[], []];
    const slice = { ...opts, seconds: SLICE_SECONDS };
    const step = (i: 0 | 1) => async () => {
      const side = sides[i];
      runs[i].push(await run(agents[i], side.base, slice, usernames, side.probe, side.traffic, side.headers));
    };
    await inAlternatingSlices(opts.seconds, [step(0), step(1)]);
    return [merged(runs[0]), merged(runs[1])];
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

type Step = () => Promise<void>;

/** Two measurements of one slice each, in turn (A, B; then B, A; and so on) until each has had `seconds`. */
export async function inAlternatingSlices(seconds: number, steps: [Step, Step]): Promise<void> {
  for (let pair = 0; pair < Math.max(1, Math.round(seconds / SLICE_SECONDS)); pair += 1) {
    for (const i of pair % 2 === 0 ? [0, 1] : [1, 0]) await steps[i]();
  }
}

/** Several runs of the mix as one: their requests, time, hits, likes and CPU added up. */
export function merged(runs: Measured[]): Measured {
  const rows = new Map<string, { endpoint: string; latencies: number[]; errors: number }>();
  for (const { endpoint, latencies, errors } of runs.flatMap((r) => r.rows)) {
    const row = rows.get(endpoint) ?? { endpoint, latencies: [], errors: 0 };
    row.latencies.push(...latencies);
    row.errors += errors;
    rows.set(endpoint, row);
  }
  const sum = (of: (r: Measured) => number) => runs.reduce((total, r) => total + of(r), 0);
  const withLikes = runs.filter((r) => r.likes !== undefined);
  const withCpu = runs.every((r) => r.cpu);
  return sortedRows({
    elapsed: sum((r) => r.elapsed),
    rows: [...rows.values()],
    hits: sum((r) => r.hits),
    reads: sum((r) => r.reads),
    likes: withLikes.length ? withLikes.reduce((total, r) => total + r.likes!, 0) : undefined,
    cpu: withCpu ? { app: sum((r) => r.cpu!.app), postgres: sum((r) => r.cpu!.postgres), loadGenerator: sum((r) => r.cpu!.loadGenerator) } : undefined,
  });
}

/** Busiest endpoint first, each one's latencies in order (percentiles read them so). */
function sortedRows(measured: Measured): Measured {
  const rows = measured.rows.map((row) => ({ ...row, latencies: [...row.latencies].sort((a, b) => a - b) })).sort((a, b) => b.latencies.length - a.latencies.length);
  return { ...measured, rows };
}

/** Every read's latency (events left out), sorted. */
export function readLatencies(rows: Measured['rows']): number[] {
  return rows
    .filter((row) => row.endpoint !== EVENT_ENDPOINT)
    .flatMap((row) => row.latencies)
    .sort((a, b) => a - b);
}
