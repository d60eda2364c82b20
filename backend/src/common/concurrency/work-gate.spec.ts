import { OVERLOADED_MESSAGE } from '../http/errors/service-unavailable';
import { WorkGate } from './work-gate';

describe('WorkGate', () => {
  // Fake timers: the tests measure the gate's own timing, which a loaded machine's would blur.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('without rests, starts the next work in line as soon as a slot is free', async () => {
    const gate = new WorkGate({ running: 1, waiting: 1 }, { retryAfterSeconds: 2, rests: false });
    const started: number[] = [];
    const work = () =>
      gate.run(async () => {
        started.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    const both = Promise.all([work(), work()]);
    await jest.runAllTimersAsync();
    await both;
    expect(started[1] - started[0]).toBe(100);
  });

  it('tells a refused caller when to come back', async () => {
    const gate = new WorkGate({ running: 1, waiting: 0 }, { retryAfterSeconds: 7, rests: false });
    const running = gate.run(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({ message: OVERLOADED_MESSAGE, retryAfterSeconds: 7 });
    await jest.runAllTimersAsync();
    await running;
  });
});
