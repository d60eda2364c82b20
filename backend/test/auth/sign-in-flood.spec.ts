import argon2 from 'argon2';
import request from 'supertest';
import { HASH_GATE_RETRY_AFTER_SECONDS } from '../../src/auth/hash-gate';
import { ACCOUNT_FAILURES } from '../../src/auth/rate-limit/login-throttle.service';
import { OVERLOADED_MESSAGE } from '../../src/common/http/errors/service-unavailable';
import { DATABASE_POOL_SIZE } from '../../src/config/database-pool';
import { eventually } from '../eventually';
import { createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

jest.setTimeout(180_000);

/**
 * Hashes at once for this app: the gate then holds more sign-ins (running and eight times as many
 * waiting) than the database pool has connections, so a waiting sign-in that held one would leave
 * the directory's reads queueing behind the hashes.
 */
const AT_ONCE = Math.ceil((DATABASE_POOL_SIZE + 1) / 9);
const IN_THE_GATE = AT_ONCE * 9;

describe('a flood of wrong sign-ins at the production password cost', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PASSWORD_HASH_PROFILE: 'standard', PASSWORD_HASHES_AT_ONCE: String(AT_ONCE) });
  });

  afterAll(() => t.close());

  afterEach(() => jest.restoreAllMocks());

  // Each attempt from its own address (believed from loopback), so the per-address limit stops none of them.
  const signIn = (n: number, email: string) =>
    t.http().post('/api/auth/signin').set('X-Forwarded-For', `10.0.${n >> 8}.${n & 255}`).send({ email, password: `wrong-guess-${n}` });

  async function timed(call: () => request.Test): Promise<{ res: request.Response; ms: number }> {
    const started = Date.now();
    const res = await call();
    return { res, ms: Date.now() - started };
  }

  it('refuses what the hash queue cannot take with 503 and Retry-After, never 500, keeps the account limit, and reads go on meanwhile', async () => {
    const { user } = await createAdvertiser(t);
    // The first unknown email also makes the decoy hash; the second wrong sign-in alone is one real check on this machine.
    await signIn(0, 'nobody@example.co.nz').expect(401);
    const alone = await timed(() => signIn(1000, 'nobody.else@example.co.nz'));
    expect(alone.res.status).toBe(401);
    const checks = jest.spyOn(argon2, 'verify');

    const answers: { email: string; res: request.Response }[] = [];
    // More unknown emails than the gate holds, twenty attempts on one real account among them.
    const emails = Array.from({ length: IN_THE_GATE + 20 }, (_, i) => [`flood${i}@example.co.nz`, ...(i < 20 ? [user.email] : [])]).flat();
    const attempts = emails.map((email, i) => signIn(i + 1, email).then((res) => answers.push({ email, res })));
    let flooding = true;
    const flood = Promise.all(attempts).then(() => (flooding = false));

    // Once it has refused some and answered every attempt it has no room for, the gate holds more sign-ins
    // than the database has connections (had they kept theirs while waiting, none would have been refused).
    await eventually(async () => {
      expect(answers.some(({ res }) => res.status === 503)).toBe(true);
      expect(answers.length).toBeGreaterThanOrEqual(emails.length - IN_THE_GATE);
    }, 30_000);
    const directory = await timed(() => t.http().get('/api/profiles'));
    const health = await timed(() => t.http().get('/api/health'));
    expect(flooding).toBe(true);
    expect(directory.res.status).toBe(200);
    expect(health.res.status).toBe(200);
    // Reads wait for no hash: each answers within the time of two checks, beside a full queue of them.
    expect(directory.ms).toBeLessThan(2 * alone.ms);
    expect(health.ms).toBeLessThan(2 * alone.ms);
    await flood;

    const statuses = answers.map(({ res }) => res.status);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    const refused = answers.filter(({ res }) => res.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const { res } of refused) {
      expect(res.headers['retry-after']).toBe(String(HASH_GATE_RETRY_AFTER_SECONDS));
      expect(res.body).toEqual({ statusCode: 503, message: OVERLOADED_MESSAGE, error: 'Service Unavailable' });
    }
    // The account's slow-down holds through the flood: no more real checks of its password than the free failures.
    const accountChecks = checks.mock.calls.filter(([hash]) => hash === user.passwordHash);
    expect(accountChecks.length).toBeLessThanOrEqual(ACCOUNT_FAILURES.free);
    const onTheAccount = answers.filter(({ email }) => email === user.email).map(({ res }) => res.status);
    expect(onTheAccount.filter((status) => status === 401)).toHaveLength(accountChecks.length);
    expect(onTheAccount).toContain(429);
  });
});
