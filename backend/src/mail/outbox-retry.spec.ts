import { MAX_SEND_ATTEMPTS, retryDelayMs } from './outbox-retry';

describe('outbox retry schedule', () => {
  it('doubles the wait after each failure, starting at 30 seconds', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('gives up after a bounded number of attempts', () => {
    expect(MAX_SEND_ATTEMPTS).toBeGreaterThan(3);
    const total = Array.from({ length: MAX_SEND_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(24 * 3_600_000);
  });
});
