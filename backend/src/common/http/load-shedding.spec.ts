import { setTimeout as sleep } from 'node:timers/promises';
import { LoadShedder, MAX_EVENT_LOOP_LAG_MS } from './load-shedding';

/**
 * Work that keeps the event loop busy in chunks longer than the lag limit, for a while, and what the
 * shedder answered between chunks (a check right after the last chunk may come before the window turns).
 */
async function saturateEventLoop(shedder: LoadShedder, chunkMs: number, forMs: number): Promise<Array<string | undefined>> {
  const answers: Array<string | undefined> = [];
  for (const end = Date.now() + forMs; Date.now() < end; ) {
    const until = Date.now() + chunkMs;
    while (Date.now() < until);
    await new Promise((resolve) => setImmediate(resolve));
    answers.push(shedder.saturated());
  }
  return answers;
}

describe('load shedding', () => {
  const pool = { waitingCount: 0 };
  const shed: string[] = [];
  let shedder: LoadShedder;

  beforeEach(() => {
    pool.waitingCount = 0;
    shedder = new LoadShedder(pool, 60, (reason) => shed.push(reason));
  });

  afterEach(() => shedder.stop());

  it('takes requests while neither the event loop nor the database pool is saturated', () => {
    pool.waitingCount = 59;
    expect(shedder.saturated()).toBeUndefined();
  });

  it('refuses while the limit of queries wait for a database connection', () => {
    pool.waitingCount = 60;
    expect(shedder.saturated()).toBe('database pool');
  });

  it('refuses while the limit of requests are under way, and takes requests again as they end', () => {
    const handler = shedder.middleware();
    const answers: Array<{ status?: number; close: () => void }> = [];
    const call = () => {
      const listeners: Array<() => void> = [];
      const answer: { status?: number; close: () => void } = { close: () => listeners.forEach((listener) => listener()) };
      const res = {
        locals: {},
        once: (_: string, listener: () => void) => listeners.push(listener),
        setHeader: () => undefined,
        status: (status: number) => ({ json: () => (answer.status = status) }),
      };
      handler({ originalUrl: '/api/profiles' } as never, res as never, () => (answer.status = 0));
      answers.push(answer);
      return answer;
    };
    for (let i = 0; i < 60; i += 1) call();
    expect(answers.every((answer) => answer.status === 0)).toBe(true);
    expect(call().status).toBe(503);
    expect(shed).toContain('requests under way');
    answers[0].close();
    expect(call().status).toBe(0);
  });

  it('refuses while the event loop answers late on average, and takes requests again once it keeps up', async () => {
    const answers = await saturateEventLoop(shedder, MAX_EVENT_LOOP_LAG_MS * 1.5, 3_000);
    expect(answers).toContain('event loop');
    await sleep(1_100);
    expect(shedder.saturated()).toBeUndefined();
  });
});
