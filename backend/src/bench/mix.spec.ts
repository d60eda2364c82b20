import { EVENT_ENDPOINT, Measured, merged, readLatencies } from './mix';

function slice(overrides: Partial<Measured>): Measured {
  return { elapsed: 2, rows: [], hits: 0, reads: 0, ...overrides };
}

describe('the bench mix measured in slices', () => {
  it('adds the slices of one half up: time, requests by endpoint in order, hits, likes and CPU', () => {
    const whole = merged([
      slice({
        rows: [
          { endpoint: 'featured', latencies: [3, 9], errors: 0 },
          { endpoint: EVENT_ENDPOINT, latencies: [4], errors: 1 },
        ],
        hits: 2,
        reads: 2,
        likes: 10,
        cpu: { app: 100, postgres: 5, loadGenerator: 90 },
      }),
      slice({
        elapsed: 2.5,
        rows: [
          { endpoint: 'featured', latencies: [1, 5, 7], errors: 2 },
          { endpoint: 'vip', latencies: [2], errors: 0 },
        ],
        hits: 3,
        reads: 4,
        likes: 11,
        cpu: { app: 120, postgres: 7, loadGenerator: 95 },
      }),
    ]);

    expect(whole).toEqual({
      elapsed: 4.5,
      rows: [
        { endpoint: 'featured', latencies: [1, 3, 5, 7, 9], errors: 2 },
        { endpoint: EVENT_ENDPOINT, latencies: [4], errors: 1 },
        { endpoint: 'vip', latencies: [2], errors: 0 },
      ],
      hits: 5,
      reads: 6,
      likes: 21,
      cpu: { app: 220, postgres: 12, loadGenerator: 185 },
    });
    expect(readLatencies(whole.rows)).toEqual([1, 2, 3, 5, 7, 9]);
  });

  it('leaves likes and CPU out when the slices measured none', () => {
    const whole = merged([slice({ reads: 1, rows: [{ endpoint: 'vip', latencies: [2], errors: 0 }] }), slice({ cpu: { app: 1, postgres: 1, loadGenerator: 1 } })]);

    expect(whole.likes).toBeUndefined();
    expect(whole.cpu).toBeUndefined();
  });
});
