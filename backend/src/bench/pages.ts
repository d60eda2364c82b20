import { Agent } from 'node:http';
import { CpuProbe } from './cpu';
import { get, inAlternatingSlices, measure, Measured, merged, MixOptions, run, SLICE_SECONDS, WARM_UP_SECONDS } from './mix';
import { keptPages } from './page-workload';

/** How many pages the cached measurement keeps and asks for again: a hundred renders fill the cache in seconds. */
export const KEPT_PAGES = 100;

/** One app's rendered pages: what it ran with, and what the page workload measured. */
export interface PagesTable {
  title: string;
  base: URL;
  connections: number;
  measured: Measured;
}

/** The API's reads alone and beside pages rendering on other connections of the same app, and those pages. */
export interface ApiBesidePages {
  connections: { api: number; pages: number };
  alone: Measured;
  beside: Measured;
  pages: Measured;
}

export interface PagesResult {
  uncached: PagesTable;
  cached: PagesTable;
  beside: ApiBesidePages;
}

/** The public pages of bench/page-workload.ts on `connections`, after a warm-up, with the CPU they cost. */
export async function measurePages(title: string, base: URL, opts: MixOptions, usernames: string[], probe: CpuProbe): Promise<PagesTable> {
  return { title, base, connections: opts.connections, measured: await measure(base, opts, usernames, probe, { traffic: 'pages' }) };
}

/** A hundred pages of the workload, each asked for once so the cache keeps it, then measured as above: every answer a kept page. */
export async function measureKeptPages(title: string, base: URL, opts: MixOptions, usernames: string[], probe: CpuProbe): Promise<PagesTable> {
  const kept = keptPages(usernames, KEPT_PAGES);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  try {
    await Promise.all(kept.map(({ path }) => get(agent, base, path)));
  } finally {
    agent.destroy();
  }
  const pages = kept.map(({ endpoint, path }) => ({ endpoint, weight: 1, make: () => path }));
  return measurePages(title, base, { ...opts, pages }, usernames, probe);
}

/**
 * The API's mix on `opts.connections` alone, and the same while `pageConnections` more render pages,
 * in 2 s slices that alternate (alone, beside; then beside, alone; and so on) so the machine's drift
 * falls on both. CPU is read in the slices alone only: beside, the reads' and the pages' share one process.
 */
export async function apiBesidePages(base: URL, opts: MixOptions, pageConnections: number, usernames: string[], probe: CpuProbe): Promise<ApiBesidePages> {
  const apiAgent = new Agent({ keepAlive: true, maxSockets: opts.connections + 1 });
  const pageAgent = new Agent({ keepAlive: true, maxSockets: pageConnections + 1 });
  const reads = (seconds: number, cpu?: CpuProbe) => run(apiAgent, base, { ...opts, seconds }, usernames, cpu, 'reads');
  const pages = (seconds: number) => run(pageAgent, base, { connections: pageConnections, seconds }, usernames, undefined, 'pages');
  const measured = { alone: [] as Measured[], beside: [] as Measured[], pages: [] as Measured[] };
  try {
    await Promise.all([reads(WARM_UP_SECONDS), pages(WARM_UP_SECONDS)]);
    await inAlternatingSlices(opts.seconds, [
      async () => void measured.alone.push(await reads(SLICE_SECONDS, probe)),
      async () => {
        const [api, rendered] = await Promise.all([reads(SLICE_SECONDS), pages(SLICE_SECONDS)]);
        measured.beside.push(api);
        measured.pages.push(rendered);
      },
    ]);
  } finally {
    apiAgent.destroy();
    pageAgent.destroy();
  }
  return { connections: { api: opts.connections, pages: pageConnections }, alone: merged(measured.alone), beside: merged(measured.beside), pages: merged(measured.pages) };
}
