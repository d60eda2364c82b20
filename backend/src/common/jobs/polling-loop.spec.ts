import { PollingLoop } from './polling-loop';

/** A promise and the function that settles it, for work that waits on the test. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('polling loop', () => {
  // The loop's pauses are timers: fake ones make its schedule exact, whatever the machine's load.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function loop(run: () => Promise<unknown>, errors: unknown[] = []) {
    return new PollingLoop(run, { intervalMs: 50, stopWaitMs: 2_000, onError: (error) => errors.push(error) });
  }

  it('runs at start, then again the interval after each run ends, never two runs at once', async () => {
    const startedAt: number[] = [];
    let atOnce = 0;
    let most = 0;
    const polling = loop(async () => {
      startedAt.push(Date.now());
      most = Math.max(most, (atOnce += 1));
      await new Promise((resolve) => setTimeout(resolve, 30));
      atOnce -= 1;
    });
    const start = Date.now();
    polling.start();
    polling.wake();

    // To between two runs, so the stop has no run to wait for.
    await jest.advanceTimersByTimeAsync(300);
    await polling.stop();

    // 30 ms of work, then 50 ms of pause.
    expect(startedAt.map((at) => at - start)).toEqual([0, 80, 160, 240]);
    expect(most).toBe(1);
  });

  it('does nothing when woken before it was started', async () => {
    let runs = 0;
    const polling = loop(async () => void (runs += 1));
    polling.wake();
    await jest.advanceTimersByTimeAsync(500);
    expect(runs).toBe(0);
    await polling.stop();
  });

  it('reports a failed run and keeps polling', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const polling = loop(async () => {
      runs += 1;
      throw new Error(`run ${runs}`);
    }, errors);
    polling.start();
    await jest.advanceTimersByTimeAsync(120);
    await polling.stop();
    expect(runs).toBe(3);
    expect(errors).toEqual([new Error('run 1'), new Error('run 2'), new Error('run 3')]);
  });

  it('lets the run under way finish when stopped, and tells it to take no more work', async () => {
    const underWay = deferred();
    const goOn = deferred();
    let sawStop: boolean | undefined;
    const polling: PollingLoop = loop(async () => {
      underWay.resolve();
      await goOn.promise;
      sawStop = polling.stopped;
    });
    polling.start();
    await jest.advanceTimersByTimeAsync(0);
    await underWay.promise;

    const stopping = polling.stop();
    goOn.resolve();
    await stopping;

    expect(sawStop).toBe(true);
  });
});
