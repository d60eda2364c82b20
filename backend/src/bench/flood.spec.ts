import { FloodResult, printFlood } from './flood';

function result(baselineP95: number, duringP95: number, signIns: [number, number][] = [[503, 40]]): FloodResult {
  const reads = (p95: number) => ({ p50: p95 / 2, p95, requests: 100, errors: 0, refusals: new Map<number, number>() });
  return { seconds: 15, baseline: reads(baselineP95), during: reads(duringP95), signIns: new Map(signIns) };
}

describe('the sign-in flood verdict', () => {
  let printed: string[];

  beforeEach(() => {
    process.exitCode = undefined;
    printed = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  });

  afterEach(() => {
    process.exitCode = undefined;
    jest.restoreAllMocks();
  });

  it('passes, leaving the exit code alone, when reads’ p95 stays within 3 times the baseline and nothing answered 500', () => {
    printFlood('flood', result(100, 300, [[401, 10], [503, 400]]));
    expect(printed.at(-1)).toBe('p95 during / baseline: 3.00 (limit 3); 500s and broken connections: 0: PASS');
    expect(process.exitCode).toBeUndefined();
  });

  it.each([
    ['reads slowed past the limit', result(100, 301)],
    ['a sign-in answered 500', result(100, 120, [[500, 1]])],
    ['a connection broke', result(100, 120, [[0, 1]])],
    ['there was no baseline', result(0, 120)],
  ])('fails with exit code 1 when %s', (_case, flooded) => {
    printFlood('flood', flooded);
    expect(printed.at(-1)).toMatch(/: FAIL$/);
    expect(process.exitCode).toBe(1);
  });
});
