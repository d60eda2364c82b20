import { Clock } from '../auth/rate-limit/clock';
import { InMemoryRateLimitStore } from '../auth/rate-limit/in-memory-rate-limit.store';
import { CONTACT_LIMIT, ContactRateLimiter } from './contact-rate-limiter';

describe('contact rate limit', () => {
  let now = 1_000_000;
  const clock = { now: () => now } as Clock;
  let store: InMemoryRateLimitStore;
  const limiter = () => new ContactRateLimiter(store, clock);

  beforeEach(() => {
    store = new InMemoryRateLimitStore(clock);
  });

  afterEach(() => store.onModuleDestroy());

  it('lets the allowed number of messages through, then asks to wait until the window ends', async () => {
    const l = limiter();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) expect((await l.consume('1.2.3.4')).allowed).toBe(true);
    now += 60_000;
    expect(await l.consume('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: CONTACT_LIMIT.windowMs / 1000 - 60 });
  });

  it('counts each address separately', async () => {
    const l = limiter();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) await l.consume('1.2.3.4');
    expect((await l.consume('5.6.7.8')).allowed).toBe(true);
  });

  it('allows again once the window has passed', async () => {
    const l = limiter();
    for (let i = 0; i < CONTACT_LIMIT.max + 3; i += 1) await l.consume('1.2.3.4');
    now += CONTACT_LIMIT.windowMs + 1;
    expect((await l.consume('1.2.3.4')).allowed).toBe(true);
  });
});
