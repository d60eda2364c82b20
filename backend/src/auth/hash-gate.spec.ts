import { ServiceUnavailableException } from '../common/http/errors/service-unavailable';
import { defaultHashGateLimits, HashGate, hashGateLimits } from './hash-gate';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('HashGate', () => {
  // The gate's rests are timers: fake ones make the tests wait for the gate, never for a guessed time.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at most `running` at once, queues `waiting` more and refuses the next with 503', async () => {
    const gate = new HashGate({ running: 2, waiting: 2 });
    const blockers = [deferred(), deferred(), deferred(), deferred()];
    let peak = 0;
    let now = 0;
    const runs = blockers.map((blocker) =>
      gate.run(async () => {
        now += 1;
        peak = Math.max(peak, now);
        await blocker.promise;
        now -= 1;
      }),
    );
    await Promise.resolve();
    expect(gate.busy).toEqual({ running: 2, waiting: 2 });
    expect(gate.hasRoom()).toBe(false);
    expect(() => gate.assertRoom()).toThrow(ServiceUnavailableException);
    const refused = await gate.run(async () => 'late').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceUnavailableException);
    expect((refused as ServiceUnavailableException).retryAfterSeconds).toBe(2);
    blockers.forEach((blocker) => blocker.resolve());
    // A slot rests after a hash while others wait, as long as the hash took: every rest runs out.
    await jest.runAllTimersAsync();
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(gate.busy).toEqual({ running: 0, waiting: 0 });
    expect(gate.hasRoom()).toBe(true);
    await expect(gate.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('rests a slot as long as its hash took before the next waiting hash starts', async () => {
    const gate = new HashGate({ running: 1, waiting: 1 });
    const started: number[] = [];
    const hash = () =>
      gate.run(async () => {
        started.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    const both = Promise.all([hash(), hash()]);
    await jest.runAllTimersAsync();
    await both;
    // 100 ms of hashing, then as long again of rest.
    expect(started[1] - started[0]).toBe(200);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new HashGate({ running: 1, waiting: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });

  it('leaves one core for the rest of the app, unless PASSWORD_HASHES_AT_ONCE says how many', () => {
    expect(defaultHashGateLimits(1)).toEqual({ running: 1, waiting: 8 });
    expect(defaultHashGateLimits(4)).toEqual({ running: 3, waiting: 24 });
    expect(hashGateLimits(2)).toEqual({ running: 2, waiting: 16 });
  });
});
