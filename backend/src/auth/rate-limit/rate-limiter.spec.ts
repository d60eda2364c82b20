import { Clock } from './clock';
import { InMemoryRateLimitStore } from './in-memory-rate-limit.store';
import { RateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  const limit = { max: 5, windowMs: 10 * 60_000 };
  let now = 1_000_000;
  const clock = { now: () => now } as Clock;
  let store: InMemoryRateLimitStore;
  let limiter: RateLimiter;

  beforeEach(() => {
    store = new InMemoryRateLimitStore(clock);
    limiter = new RateLimiter(store, clock);
  });

  afterEach(() => store.onModuleDestroy());

  it('lets the allowed number of requests through, then asks to wait until the window ends', async () => {
    for (let i = 0; i < limit.max; i += 1) expect(await limiter.hit('contact:ip:1.2.3.4', limit)).toBe(0);
    now += 60_000;
    expect(await limiter.hit('contact:ip:1.2.3.4', limit)).toBe(limit.windowMs / 1000 - 60);
  });

  it('counts each key separately', async () => {
    for (let i = 0; i < limit.max; i += 1) await limiter.hit('contact:ip:1.2.3.4', limit);
    expect(await limiter.hit('contact:ip:5.6.7.8', limit)).toBe(0);
  });

  it('allows again once the window has passed', async () => {
    for (let i = 0; i < limit.max + 3; i += 1) await limiter.hit('contact:ip:1.2.3.4', limit);
    now += limit.windowMs + 1;
    expect(await limiter.hit('contact:ip:1.2.3.4', limit)).toBe(0);
  });
});
