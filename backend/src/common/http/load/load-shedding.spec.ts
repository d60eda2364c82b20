import { setTimeout as sleep } from 'node:timers/promises';
import { LAG_WINDOW_MS, LoadShedder, MAX_EVENT_LOOP_LAG_MS } from './load-shedding';

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

  /** A request through the shedder's middleware: status 0 when it was passed on, 503 when refused; `close` ends its answer. */
  function requester() {
    const handler = shedder.middleware();
    const answers: Array<{ status?: number; headers?: Record<string, unknown>; close: () => void }> = [];
    const call = (url = '/api/profiles') => {
      const listeners: Array<() => void> = [];
      const answer: { status?: number; headers?: Record<string, unknown>; close: () => void } = { close: () => listeners.forEach((listener) => listener()) };
      const res = {
        locals: {},
        once: (_: string, listener: () => void) => listeners.push(listener),
        writeHead: (status: number, headers: Record<string, unknown>) => ({ end: () => Object.assign(answer, { status, headers }) }),
      };
      handler({ originalUrl: url } as never, res as never, () => (answer.status = 0));
      answers.push(answer);
      return answer;
    };
    return { answers, call };
  }

  it('refuses while the limit of requests are under way, and takes requests again as they end', () => {
    const { answers, call } = requester();
    for (let i = 0; i < 60; i += 1) call();
    expect(answers.every((answer) => answer.status === 0)).toBe(true);
    expect(call().status).toBe(503);
    expect(shed).toContain('requests under way');
    answers[0].close();
    expect(call().status).toBe(0);
  });

  it('refuses at once with Retry-After, and lets health checks through however many are under way', () => {
    const { call } = requester();
    for (let i = 0; i < 60; i += 1) call();
    const refused = call();
    expect(refused.status).toBe(503);
    expect(refused.headers).toMatchObject({ 'Retry-After': '2', 'Cache-Control': 'no-store' });
    expect(call('/api/health').status).toBe(0);
    expect(call('/api/health/live').status).toBe(0);
  });

  it('while refusing, takes on no more requests than it answered in the last second of waiting', () => {
    const { answers, call } = requester();
    for (let i = 0; i < 60; i += 1) call();
    expect(call().status).toBe(503);
    // The machine slowed down: 50 answers in two seconds, so 25 in the second a request may wait.
    for (const answer of answers.splice(0, 50)) answer.close();
    shedder.windowEnded(LAG_WINDOW_MS * 4);
    expect(shedder.requestCap).toBe(25);
    const taken = Array.from({ length: 15 }, () => call().status);
    expect(taken.every((status) => status === 0)).toBe(true);
    expect(call().status).toBe(503);
  });

  it('never lowers the cap below one request per database connection, and restores it after a window without refusals', () => {
    const { answers, call } = requester();
    for (let i = 0; i < 61; i += 1) call();
    shedder.windowEnded(LAG_WINDOW_MS);
    expect(shedder.requestCap).toBe(20);
    for (const answer of answers) answer.close();
    shedder.windowEnded(LAG_WINDOW_MS);
    expect(shedder.requestCap).toBe(60);
  });

  it('while the event loop answers late on average, refuses beyond one request per database connection, and takes requests again once it keeps up', async () => {
    const { call } = requester();
    for (let i = 0; i < 20; i += 1) call();
    const answers = await saturateEventLoop(shedder, MAX_EVENT_LOOP_LAG_MS * 1.5, 3_000);
    expect(answers).toContain('event loop');
    // Its window turns about a second after the loop keeps up; a loaded machine's loop may take longer to.
    for (const end = Date.now() + 10_000; shedder.saturated() !== undefined && Date.now() < end; ) await sleep(50);
    expect(shedder.saturated()).toBeUndefined();
  });
});
