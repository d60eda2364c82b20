import { Measured } from './mix';
import { printApiBesidePages, printPageCost } from './pages-report';

/** `count` requests of one endpoint over `seconds`, the slowest 5 % taking `p95` ms and the rest `p50`, `failed` of them failed. */
function run(endpoint: string, count: number, seconds: number, [p50, p95]: [number, number], extra: Partial<Measured> = {}, failed = 0): Measured {
  const latencies = Array.from({ length: count }, (_, i) => (i < count * 0.94 ? p50 : p95));
  return { elapsed: seconds, rows: [{ endpoint, latencies, errors: failed }], hits: 0, reads: count, ...extra };
}

describe('the rendered pages report', () => {
  let printed: string[];

  beforeEach(() => {
    printed = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  });

  afterEach(() => jest.restoreAllMocks());

  it("prints a page's CPU uncached and cached, and an uncached page in uncached API reads", () => {
    const uncached = run('page: home', 100, 10, [40, 200], { cpu: { app: 2000, postgres: 150, loadGenerator: 30 } }, 2);
    const cached = run('page: home', 1000, 10, [2, 9], { hits: 990, cpu: { app: 300, postgres: 0, loadGenerator: 90 } });
    const apiReads = run('directory: no filter', 1000, 10, [5, 20], { cpu: { app: 500, postgres: 600, loadGenerator: 100 } });

    printPageCost(uncached, cached, apiReads);

    expect(printed).toEqual([
      '\nRendered pages, CPU a page (from /proc):',
      '  uncached: app 20.00 ms, PostgreSQL 1.50 ms a page; 10.0 pages/s, p50 40.0 ms, p95 200.0 ms; 2 of 100 failed; 0.0 % from the cache',
      '  cached:   app 0.30 ms, PostgreSQL 0.00 ms a page; 100.0 pages/s, p50 2.0 ms, p95 9.0 ms; 0 of 1000 failed; 99.0 % from the cache',
      '  an uncached page against an uncached API read (measured alone below): app 20.00 / 0.50 ms (40.0x), PostgreSQL 1.50 / 0.60 ms (2.5x)',
    ]);
  });

  it('says the CPU was not measured when no probe read it', () => {
    printPageCost(run('page: home', 10, 1, [40, 200]), run('page: home', 10, 1, [2, 9]), run('vip', 10, 1, [5, 20]));

    expect(printed[1]).toMatch(/^ {2}uncached: app not measured, PostgreSQL not measured a page;/);
    expect(printed[3]).toBe('  an uncached page against an uncached API read (measured alone below): app not measured, PostgreSQL not measured');
  });

  it("prints how far uncached renders beside the API's reads move their p50, p95 and rate, and what failed", () => {
    printApiBesidePages({
      connections: { api: 50, pages: 10 },
      alone: run('featured', 1000, 10, [10, 30]),
      beside: run('featured', 400, 10, [25, 120], {}, 3),
      pages: run('page: profile', 50, 10, [300, 900], {}, 1),
    });

    expect(printed).toEqual([
      "\nThe API's reads beside uncached pages (the cache off, alternating 50-connection slices of one run; beside them 10 more connections render pages):",
      '  reads p50: 10.0 ms alone, 25.0 ms beside the pages (2.50x)',
      '  reads p95: 30.0 ms alone, 120.0 ms beside the pages (4.00x)',
      '  reads/s:   100.0 alone, 40.0 beside (-60.0 %)',
      '  reads failed or refused: 0 of 1000 alone, 3 of 400 beside',
      '  pages meanwhile: 50, 5.0 a second, p95 900.0 ms, 1 failed or refused',
    ]);
  });
});
