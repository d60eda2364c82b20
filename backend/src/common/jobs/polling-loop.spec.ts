import { setTimeout as sleep } from 'node:timers/promises';
import { PollingLoop } from './polling-loop';

/** Waits until `done()` holds (at most 5 s, for a loaded machine). */
async function until(done: () => boolean): Promise<void> {
  for (const end = Date.now() + 5_000; !done() && Date.now() < end; ) await sleep(10);
}

describe('polling loop', () => {
  function loop(run: () => Promise<unknown>, errors: unknown[] = []) {
    return new PollingLoop(run, { intervalMs: 50, stopWaitMs: 2_000, onError: (error) => errors.push(error) });
  }

  it('runs at start, then again after the interval, never two runs at once', async () => {
    let runs = 0;
    let atOnce = 0;
    let most = 0;
    const polling = loop(async () => {
      runs += 1;
      most = Math.max(most, (atOnce += 1));
      await sleep(30);
      atOnce -= 1;
    });
    polling.start();
    polling.wake();
    await until(() => runs >= 3);
    await polling.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
  });

  it('does nothing when woken before it was started', async () => {
    let runs = 0;
    const polling = loop(async () => void (runs += 1));
    polling.wake();
    await sleep(80);
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
    await until(() => runs >= 2);
    await polling.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
  });

  it('lets the run under way finish when stopped, and tells it to take no more work', async () => {
    let finished = false;
    let sawStop = false;
    const polling: PollingLoop = loop(async () => {
      await sleep(60);
      sawStop = polling.stopped;
      finished = true;
    });
    polling.start();
    await sleep(10);
    await polling.stop();
    expect(finished).toBe(true);
    expect(sawStop).toBe(true);
  });
});
