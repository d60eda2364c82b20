import { Measured, readLatencies } from './mix';
import { percentile } from './percentile';

/** With one event per five reads, the reads' p95 and rate stay within this many percent of the mix without events. */
const EVENT_COST_LIMIT_PERCENT = 10;

export function printTable(title: string, base: URL, connections: number, { elapsed, rows, hits, reads, likes, cpu }: Measured): void {
  const all = rows.flatMap((row) => row.latencies).sort((a, b) => a - b);
  const line = (name: string, l: number[], errors: number) =>
    `${name.padEnd(30)} ${String(l.length).padStart(7)} ${(l.length / elapsed).toFixed(1).padStart(9)} ${percentile(l, 50).toFixed(1).padStart(8)} ${percentile(l, 95).toFixed(1).padStart(8)} ${percentile(l, 99).toFixed(1).padStart(8)} ${String(errors).padStart(7)}`;
  console.log(`\n${title}\n${connections} connections for ${elapsed.toFixed(1)} s against ${base.origin}\n`);
  console.log(`${'endpoint'.padEnd(30)} ${'requests'.padStart(7)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const row of rows) console.log(line(row.endpoint, row.latencies, row.errors));
  console.log(line('ALL', all, rows.reduce((sum, row) => sum + row.errors, 0)));
  const ratio = reads ? ((hits * 100) / reads).toFixed(1) : '0.0';
  console.log(`\nPublic cache hit ratio: ${ratio} % of ${reads} reads${likes === undefined ? '' : ` (with ${likes} likes accepted, ${(likes / elapsed).toFixed(1)} a second)`}`);
  if (cpu) {
    const perRequest = (ms: number) => (ms / all.length).toFixed(2);
    console.log(`CPU per request: app ${perRequest(cpu.app)} ms, PostgreSQL ${perRequest(cpu.postgres)} ms, load generator ${perRequest(cpu.loadGenerator)} ms (${all.length} requests)`);
  }
}

/** The change from `a` to `b` in percent. */
const change = (a: number, b: number) => ((b - a) * 100) / a;
const signed = (percent: number) => `${percent >= 0 ? '+' : ''}${percent.toFixed(1)} %`;

/**
 * The reads with events against the same reads without them, measured in alternating slices of one
 * run: the cost of counting, with the verdict against the limit (p95 no more than 10 % higher,
 * reads/s no more than 10 % lower).
 */
export function printEventCost(setting: string, without: Measured, withEvents: Measured): void {
  const p95 = (m: Measured) => percentile(readLatencies(m.rows), 95);
  const reads = (m: Measured) => readLatencies(m.rows).length;
  const rate = (m: Measured) => reads(m) / m.elapsed;
  const verdict = (percent: number) => (percent <= EVENT_COST_LIMIT_PERCENT ? `within ${EVENT_COST_LIMIT_PERCENT} %` : `NOT within ${EVENT_COST_LIMIT_PERCENT} %`);
  const [p95Change, rateChange] = [change(p95(without), p95(withEvents)), change(rate(without), rate(withEvents))];
  console.log(`\nAnalytics events' cost on the reads, ${setting} (alternating slices of one run):`);
  console.log(`  reads p95: ${p95(without).toFixed(1)} ms without events, ${p95(withEvents).toFixed(1)} ms with one event per five reads (${signed(p95Change)}: ${verdict(p95Change)})`);
  console.log(`  reads/s:   ${rate(without).toFixed(1)} without events, ${rate(withEvents).toFixed(1)} with (${signed(rateChange)}: ${verdict(-rateChange)})`);
  const [cpuWithout, cpuWith] = [without.cpu, withEvents.cpu];
  if (!cpuWithout || !cpuWith) return;
  // The whole pass's CPU over its reads: what the reads cost with the events' counting borne by them.
  const cpuLine = (name: string, part: keyof typeof cpuWith) => {
    const [a, b] = [cpuWithout[part] / reads(without), cpuWith[part] / reads(withEvents)];
    return `  ${name} ${(a * 1000).toFixed(0)} µs a read without events, ${(b * 1000).toFixed(0)} µs with the events' share (${signed(change(a, b))})`;
  };
  console.log(cpuLine('app CPU:           ', 'app'));
  console.log(cpuLine('PostgreSQL CPU:    ', 'postgres'));
  console.log(cpuLine('load generator CPU:', 'loadGenerator'));
}

/** App CPU ms per request of a measured run (all its requests), or undefined without a CPU probe. */
export function appCpuPerRequest({ rows, cpu }: Measured): number | undefined {
  const requests = rows.reduce((sum, row) => sum + row.latencies.length, 0);
  return cpu && requests ? cpu.app / requests : undefined;
}

/** Whether a ratio is within its limit, said plainly. */
const verdictOf = (ratio: number, limit: number) => `${ratio.toFixed(2)}x, ${ratio <= limit ? 'within' : 'NOT within'} ${limit}x`;

/**
 * The app against the framework-free reference (bench/reference-server.ts) on the same requests,
 * measured in alternating slices of one run: each one's CPU per request, and their ratio against `limit`.
 */
export function printAgainstReference(setting: string, app: Measured, reference: Measured, limit: number): number | undefined {
  const [a, r] = [appCpuPerRequest(app), appCpuPerRequest(reference)];
  const all = (m: Measured) => m.rows.flatMap((row) => row.latencies).sort((x, y) => x - y);
  const rate = (m: Measured) => all(m).length / m.elapsed;
  console.log(`\nThe app against the framework-free reference, ${setting} (alternating slices of one run):`);
  console.log(`  requests/s: app ${rate(app).toFixed(1)}, reference ${rate(reference).toFixed(1)}; p95: app ${percentile(all(app), 95).toFixed(1)} ms, reference ${percentile(all(reference), 95).toFixed(1)} ms`);
  if (a === undefined || r === undefined) return undefined;
  console.log(`  CPU per request: app ${a.toFixed(3)} ms, reference ${r.toFixed(3)} ms: ${verdictOf(a / r, limit)}`);
  if (app.cpu && reference.cpu) {
    const pg = (m: Measured) => (m.cpu!.postgres / all(m).length).toFixed(3);
    console.log(`  PostgreSQL CPU per request: with the app ${pg(app)} ms, with the reference ${pg(reference)} ms`);
  }
  return a / r;
}

/** An analytics event's app CPU against a cached read's, measured in alternating slices (each alone), against `limit`. */
export function printEventAgainstHit(events: Measured, hits: Measured, limit: number): void {
  const [e, h] = [appCpuPerRequest(events), appCpuPerRequest(hits)];
  console.log('\nAn analytics event against a cached read (each alone, alternating slices of one run):');
  if (e === undefined || h === undefined) return;
  console.log(`  app CPU: ${e.toFixed(3)} ms an event, ${h.toFixed(3)} ms a cached read: ${verdictOf(e / h, limit)}`);
}
