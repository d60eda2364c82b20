import { CONTACT_LIMIT, ContactRateLimiter } from './contact-rate-limiter';

describe('contact rate limit', () => {
  let now = 1_000_000;
  const limiter = () => new ContactRateLimiter(() => now);

  it('lets the allowed number of messages through, then asks to wait until the oldest expires', () => {
    const l = limiter();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) expect(l.consume('1.2.3.4').allowed).toBe(true);
    now += 60_000;
    expect(l.consume('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: CONTACT_LIMIT.windowMs / 1000 - 60 });
  });

  it('counts each address separately', () => {
    const l = limiter();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) l.consume('1.2.3.4');
    expect(l.consume('5.6.7.8').allowed).toBe(true);
  });

  it('allows again once the window has passed', () => {
    const l = limiter();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) l.consume('1.2.3.4');
    now += CONTACT_LIMIT.windowMs + 1;
    expect(l.consume('1.2.3.4').allowed).toBe(true);
  });
});
