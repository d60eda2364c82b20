import { createHmac, randomBytes } from 'node:crypto';
import type { AnalyticsRepository } from './analytics.repository';
import { VisitorHasher } from './visitor-hasher';

describe('VisitorHasher', () => {
  const salts = new Map<string, Buffer>();
  const saltOf = jest.fn(async (day: string) => salts.get(day) ?? salts.set(day, randomBytes(32)).get(day)!);
  const hasher = new VisitorHasher({ saltOf } as unknown as AnalyticsRepository);
  const visitor = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0' };
  const noonInAuckland = new Date('2026-11-27T23:00:00Z');

  it("is the HMAC-SHA256 of address, browser and profile (and of address and profile) under the New Zealand day's salt, read once a day", async () => {
    const first = await hasher.hash(visitor, 'profile-1', noonInAuckland);
    const again = await hasher.hash(visitor, 'profile-1', new Date(noonInAuckland.getTime() + 60_000));

    const salt = salts.get('2026-11-28')!;
    expect(first).toEqual({
      day: '2026-11-28',
      hash: createHmac('sha256', salt).update('203.0.113.9\0Mozilla/5.0\0profile-1').digest('base64url'),
      addressHash: createHmac('sha256', salt).update('203.0.113.9\0profile-1').digest('base64url'),
    });
    expect(again).toEqual(first);
    expect(saltOf).toHaveBeenCalledTimes(1);
  });

  it('keeps the address hash whatever the browser says', async () => {
    const other = await hasher.hash({ ...visitor, userAgent: 'Another/1.0' }, 'profile-1', noonInAuckland);
    const first = await hasher.hash(visitor, 'profile-1', noonInAuckland);

    expect(other.addressHash).toBe(first.addressHash);
    expect(other.hash).not.toBe(first.hash);
  });

  it('gives another day another hash', async () => {
    const today = await hasher.hash(visitor, 'profile-1', noonInAuckland);
    const tomorrow = await hasher.hash(visitor, 'profile-1', new Date(noonInAuckland.getTime() + 86_400_000));

    expect(tomorrow.day).toBe('2026-11-29');
    expect(tomorrow.hash).not.toBe(today.hash);
  });
});
