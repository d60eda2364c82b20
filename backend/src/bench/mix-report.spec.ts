import { EVENT_ENDPOINT, Measured } from './mix';
import { printEventCost } from './mix-report';

/** 100 reads over `seconds` whose p95 is `p95` ms, and 20 events the comparison leaves out. */
function pass(seconds: number, p95: number, cpuMs?: number): Measured {
  const latencies = Array.from({ length: 100 }, (_, i) => (i < 95 ? 1 : p95));
  latencies[94] = p95;
  return {
    elapsed: seconds,
    rows: [
      { endpoint: 'profile by username', latencies, errors: 0 },
      { endpoint: EVENT_ENDPOINT, latencies: Array.from({ length: 20 }, () => 50), errors: 0 },
    ],
    hits: 100,
    reads: 100,
    cpu: cpuMs === undefined ? undefined : { app: cpuMs, postgres: cpuMs / 10, loadGenerator: cpuMs / 2 },
  };
}

describe("the events' cost on the reads", () => {
  let printed: string[];

  beforeEach(() => {
    printed = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  });

  afterEach(() => jest.restoreAllMocks());

  it('says the reads stayed within 10 % when their p95 rose and their rate fell by no more', () => {
    printEventCost('with the cache', pass(10, 20), pass(11, 22));

    expect(printed).toEqual([
      "\nAnalytics events' cost on the reads, with the cache (alternating slices of one run):",
      '  reads p95: 20.0 ms without events, 22.0 ms with one event per five reads (+10.0 %: within 10 %)',
      '  reads/s:   10.0 without events, 9.1 with (-9.1 %: within 10 %)',
    ]);
  });

  it('says which limit the events broke', () => {
    printEventCost('with the cache', pass(10, 20), pass(12, 19));

    expect(printed[1]).toBe('  reads p95: 20.0 ms without events, 19.0 ms with one event per five reads (-5.0 %: within 10 %)');
    expect(printed[2]).toBe('  reads/s:   10.0 without events, 8.3 with (-16.7 %: NOT within 10 %)');
  });

  it("prints each party's CPU a read, the events' share borne by the reads", () => {
    printEventCost('without the cache', pass(10, 20, 100), pass(10, 20, 120));

    expect(printed.slice(3)).toEqual([
      "  app CPU:            1000 µs a read without events, 1200 µs with the events' share (+20.0 %)",
      "  PostgreSQL CPU:     100 µs a read without events, 120 µs with the events' share (+20.0 %)",
      "  load generator CPU: 500 µs a read without events, 600 µs with the events' share (+20.0 %)",
    ]);
  });
});
