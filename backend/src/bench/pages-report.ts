import { Measured, readLatencies } from './mix';
import { appCpuPerRequest, printTable } from './mix-report';
import { ApiBesidePages, PagesResult } from './pages';
import { percentile } from './percentile';

const requests = (m: Measured) => m.rows.reduce((sum, row) => sum + row.latencies.length, 0);
const failed = (m: Measured) => m.rows.reduce((sum, row) => sum + row.errors, 0);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpuMs = (value: number | undefined) => (value === undefined ? 'not measured' : `${value.toFixed(2)} ms`);
const postgresCpuPerRequest = (m: Measured) => (m.cpu && requests(m) ? m.cpu.postgres / requests(m) : undefined);

/** One line of a pages run: CPU a page, rate, latencies, failures. */
function pagesLine(name: string, m: Measured): string {
  const all = readLatencies(m.rows);
  return `  ${name} app ${cpuMs(appCpuPerRequest(m))}, PostgreSQL ${cpuMs(postgresCpuPerRequest(m))} a page; ${(all.length / m.elapsed).toFixed(1)} pages/s, p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}; ${failed(m)} of ${all.length} failed; ${m.reads ? ((m.hits * 100) / m.reads).toFixed(1) : '0.0'} % from the cache`;
}

/** CPU a rendered page uncached and cached, and an uncached page against an uncached API read (`apiReads`, measured alone). */
export function printPageCost(uncached: Measured, cached: Measured, apiReads: Measured): void {
  console.log('\nRendered pages, CPU a page (from /proc):');
  console.log(pagesLine('uncached:', uncached));
  console.log(pagesLine('cached:  ', cached));
  const against = (page: number | undefined, read: number | undefined) =>
    page === undefined || !read ? 'not measured' : `${page.toFixed(2)} / ${read.toFixed(2)} ms (${(page / read).toFixed(1)}x)`;
  console.log(
    `  an uncached page against an uncached API read (measured alone below): app ${against(appCpuPerRequest(uncached), appCpuPerRequest(apiReads))}, PostgreSQL ${against(postgresCpuPerRequest(uncached), postgresCpuPerRequest(apiReads))}`,
  );
}

/** The API's reads alone against the same reads while uncached pages render beside them: how far the renders move them. */
export function printApiBesidePages({ connections, alone, beside, pages }: ApiBesidePages): void {
  const [a, b] = [readLatencies(alone.rows), readLatencies(beside.rows)];
  const moved = (p: number) => `${ms(percentile(a, p))} alone, ${ms(percentile(b, p))} beside the pages (${(percentile(b, p) / percentile(a, p)).toFixed(2)}x)`;
  const [rateAlone, rateBeside] = [a.length / alone.elapsed, b.length / beside.elapsed];
  const change = ((rateBeside - rateAlone) * 100) / rateAlone;
  const rendered = readLatencies(pages.rows);
  console.log(
    `\nThe API's reads beside uncached pages (the cache off, alternating ${connections.api}-connection slices of one run; beside them ${connections.pages} more connections render pages):`,
  );
  console.log(`  reads p50: ${moved(50)}`);
  console.log(`  reads p95: ${moved(95)}`);
  console.log(`  reads/s:   ${rateAlone.toFixed(1)} alone, ${rateBeside.toFixed(1)} beside (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)`);
  console.log(`  reads failed or refused: ${failed(alone)} of ${a.length} alone, ${failed(beside)} of ${b.length} beside`);
  console.log(`  pages meanwhile: ${rendered.length}, ${(rendered.length / pages.elapsed).toFixed(1)} a second, p95 ${ms(percentile(rendered, 95))}, ${failed(pages)} failed or refused`);
}

export function printPages({ uncached, cached, beside }: PagesResult): void {
  for (const table of [uncached, cached]) printTable(table.title, table.base, table.connections, table.measured);
  printPageCost(uncached.measured, cached.measured, beside.alone);
  printApiBesidePages(beside);
}
