import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { Clock } from '../../src/auth/rate-limit/clock';
import { createAdvertiser, createUser, FACTORY_PASSWORD } from '../factories/users.factory';
import { createTestApp, createTestDatabase, dropTestDatabase, TestApp } from '../test-app';
import { resetRateLimits, signup, wizard } from './auth-fixtures';

jest.setTimeout(120_000);

describe.each(['memory', 'postgres'])('brute-force limits (RATE_LIMIT_STORE=%s)', (store) => {
  let t: TestApp;
  let now: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_STORE: store });
  });

  afterAll(() => t.close());

  beforeEach(async () => {
    await resetRateLimits(t);
    now = Date.now();
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });

  afterEach(() => jest.restoreAllMocks());

  // The app trusts X-Forwarded-For from loopback (a local reverse proxy), so each test can be its own client.
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const signinFrom = (ip: string, email: string, password: string) => t.http().post('/api/auth/signin').set(from(ip)).send({ email, password });

  describe('per IP address', () => {
    it('answers 429 with Retry-After after 100 sign-in attempts in 15 minutes, for that address only', async () => {
      for (let i = 0; i < 100; i += 1) await t.http().post('/api/auth/signin').set(from('203.0.113.7')).send({}).expect(400);
      const res = await t.http().post('/api/auth/signin').set(from('203.0.113.7')).send({}).expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: 'Too many sign-in attempts from your network. Please try again in 15 minutes.', error: 'Too Many Requests' });
      expect(res.headers['retry-after']).toBe('900');
      await t.http().post('/api/auth/signin').set(from('203.0.113.8')).send({}).expect(400);

      now += 15 * 60_000 + 1;
      await t.http().post('/api/auth/signin').set(from('203.0.113.7')).send({}).expect(400);
    });

    it('answers 429 after 20 sign-up attempts in an hour, before reading any upload', async () => {
      for (let i = 0; i < 20; i += 1) await t.http().post('/api/auth/signup').set(from('198.51.100.4')).field('data', '{}').expect(400);
      const res = await signup(t, wizard()).set(from('198.51.100.4')).expect(429);
      expect(res.body.message).toBe('Too many sign-up attempts from your network. Please try again in 60 minutes.');
      expect(res.headers['retry-after']).toBe('3600');
    });

    it('answers 429 after 10 password reset requests in an hour, whatever the email', async () => {
      const forgot = (ip: string, n: number) => t.http().post('/api/auth/forgot-password').set(from(ip)).send({ email: `nobody${n}@example.co.nz` });
      for (let i = 0; i < 10; i += 1) await forgot('198.51.100.9', i).expect(200);
      const res = await forgot('198.51.100.9', 10).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        message: 'Too many password reset requests from your network. Please try again in 60 minutes.',
        error: 'Too Many Requests',
      });
      expect(res.headers['retry-after']).toBe('3600');
      await forgot('198.51.100.10', 11).expect(200);
    });

    it('counts a burst of simultaneous attempts exactly', async () => {
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) => t.http().post('/api/auth/forgot-password').set(from('198.51.100.11')).send({ email: `burst${i}@example.co.nz` })),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(4);
    });
  });

  describe('per account', () => {
    it('slows an account down after 5 failures, whatever the IP, then lets the right password in', async () => {
      const { user } = await createAdvertiser(t);
      for (let i = 0; i < 5; i += 1) await signinFrom(`192.0.2.${i}`, user.email, 'wrong-guess').expect(401);

      const locked = await signinFrom('192.0.2.99', user.email, FACTORY_PASSWORD).expect(429);
      expect(locked.body.message).toBe('Too many failed sign-in attempts for this account. Please try again in 30 seconds.');
      expect(locked.headers['retry-after']).toBe('30');

      now += 31_000;
      await signinFrom('192.0.2.99', user.email, FACTORY_PASSWORD).expect(200);
      // Success starts the count again.
      await signinFrom('192.0.2.99', user.email, 'wrong-guess').expect(401);
      await signinFrom('192.0.2.99', user.email, 'wrong-guess').expect(401);
    });

    it('gives 25 simultaneous wrong attempts at most 5 real password checks', async () => {
      const { user } = await createAdvertiser(t);
      const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => signinFrom(`192.0.2.${100 + i}`, user.email, 'wrong-guess')));
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect(answers.filter((r) => r.status === 401)).toHaveLength(verify.mock.calls.length);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(25 - verify.mock.calls.length);
    });

    it('doubles the wait with each further failure', async () => {
      const { user } = await createAdvertiser(t);
      for (let i = 0; i < 5; i += 1) await signinFrom('192.0.2.10', user.email, 'wrong-guess').expect(401);
      now += 31_000;
      await signinFrom('192.0.2.10', user.email, 'wrong-guess').expect(401);
      const res = await signinFrom('192.0.2.10', user.email, FACTORY_PASSWORD).expect(429);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.body.message).toBe('Too many failed sign-in attempts for this account. Please try again in 1 minute.');
    });

    it('never makes a real user wait more than 15 minutes, however many failures an attacker causes', async () => {
      const { user } = await createAdvertiser(t);
      for (let i = 0; i < 14; i += 1) {
        await signinFrom('192.0.2.20', user.email, 'wrong-guess').expect(401);
        now += 16 * 60_000;
      }
      now -= 16 * 60_000;
      const res = await signinFrom('192.0.2.21', user.email, FACTORY_PASSWORD).expect(429);
      expect(res.headers['retry-after']).toBe('900');
      now += 15 * 60_000 + 1;
      await signinFrom('192.0.2.21', user.email, FACTORY_PASSWORD).expect(200);
    });

    describe('one account, one count, however its address is spelled', () => {
      /** Every way of writing the `i`s of `email` as `İ` (U+0130), which SQL's lower() turns back into `i`; the plain spelling left out. */
      const dottedSpellings = (email: string, count: number): string[] => {
        const positions = [...email].flatMap((letter, index) => (letter === 'i' ? [index] : []));
        return Array.from({ length: count }, (_, n) => {
          const letters = [...email];
          positions.forEach((index, bit) => {
            if (((n + 1) >> bit) & 1) letters[index] = 'İ';
          });
          return letters.join('');
        });
      };

      it('gives 32 spellings with İ no password check against the account, and no sign-in with the right password', async () => {
        const user = await createUser(t, `tiki.iwi.mihi.${Date.now()}@example.co.nz`);
        const spellings = dottedSpellings(user.email, 32);
        expect(new Set(spellings).size).toBe(32);
        const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
        for (const [n, spelling] of spellings.entries()) await signinFrom(`192.0.2.${150 + n}`, spelling, 'wrong-guess').expect(401);
        expect(verify.mock.calls.filter(([hash]) => hash === user.passwordHash)).toHaveLength(0);
        await signinFrom('192.0.2.190', spellings[31], FACTORY_PASSWORD).expect(401);
        await signinFrom('192.0.2.190', user.email, FACTORY_PASSWORD).expect(200);
      });

      it('counts compatibility spellings (fullwidth letters, the Kelvin sign) against the account itself', async () => {
        const user = await createUser(t, `kiri.${Date.now()}@example.co.nz`);
        const fullwidth = (text: string) => text.replace(/[a-z]/g, (letter) => String.fromCodePoint(letter.codePointAt(0)! - 0x61 + 0xff41));
        const spellings = [
          fullwidth(user.email),
          user.email.replace('k', '\u212a'),
          ` ${user.email.toUpperCase()}\u00a0`,
          user.email.replace('kiri', fullwidth('kiri')),
          user.email.replace('@', '\uff20'),
        ];
        for (const [n, spelling] of spellings.entries()) await signinFrom(`192.0.2.${200 + n}`, spelling, 'wrong-guess').expect(401);
        const locked = await signinFrom('192.0.2.210', user.email, FACTORY_PASSWORD).expect(429);
        expect(locked.body.message).toBe('Too many failed sign-in attempts for this account. Please try again in 30 seconds.');
        now += 31_000;
        await signinFrom('192.0.2.210', fullwidth(user.email), FACTORY_PASSWORD).expect(200);
      });

      it('refuses an address longer than any account can have without counting it', async () => {
        // Random, so PostgreSQL cannot compress it into an index entry: as a counter's key it would not fit one.
        const res = await signinFrom('192.0.2.220', `${randomBytes(2500).toString('hex')}@example.co.nz`, 'wrong-guess').expect(401);
        expect(res.body.message).toBe('Invalid login credentials');
      });
    });

    it('counts failures for an unknown email the same way, so the limit reveals nothing', async () => {
      for (let i = 0; i < 5; i += 1) await signinFrom('192.0.2.30', 'ghost@example.co.nz', 'guess').expect(401);
      await signinFrom('192.0.2.30', 'GHOST@example.co.nz', 'guess').expect(429);
    });

    it('leaves other accounts alone', async () => {
      const target = await createAdvertiser(t);
      const bystander = await createAdvertiser(t);
      for (let i = 0; i < 5; i += 1) await signinFrom('192.0.2.40', target.user.email, 'wrong-guess').expect(401);
      await signinFrom('192.0.2.40', bystander.user.email, FACTORY_PASSWORD).expect(200);
    });

    it('limits sign-up attempts for one email address to 5 an hour', async () => {
      const email = `limited${Date.now()}@example.co.nz`;
      for (let i = 0; i < 5; i += 1) await signup(t, wizard({ email, bio: 'too short' })).set(from(`192.0.2.${50 + i}`)).expect(400);
      const res = await signup(t, wizard({ email })).set(from('192.0.2.60')).expect(429);
      expect(res.body.message).toBe('Too many sign-up attempts for this email address. Please try again in 60 minutes.');
      expect(res.headers['retry-after']).toBe('3600');
    });
  });
});

describe('two instances on one database', () => {
  let databaseUrl: string;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await dropTestDatabase(databaseUrl);
  });

  async function pair(store: string): Promise<[TestApp, TestApp]> {
    const a = await createTestApp({ RATE_LIMIT_STORE: store }, databaseUrl);
    const b = await createTestApp({ RATE_LIMIT_STORE: store }, databaseUrl);
    apps.push(a, b);
    return [a, b];
  }

  const signinAt = (app: TestApp, email: string, password: string) =>
    app.http().post('/api/auth/signin').set('X-Forwarded-For', '203.0.113.50').send({ email, password });
  const contactAt = (app: TestApp, ip: string) =>
    app
      .http()
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send({ name: 'Aroha', phone: '021 555 0101', email: 'aroha@example.co.nz', city: 'Wellington', message: 'Hello' });

  it('share the account slow-down and the contact limit with RATE_LIMIT_STORE=postgres', async () => {
    const [a, b] = await pair('postgres');
    const { user } = await createAdvertiser(a);
    for (const app of [a, b, a, b, a]) await signinAt(app, user.email, 'wrong-guess').expect(401);
    await signinAt(b, user.email, FACTORY_PASSWORD).expect(429);

    for (const app of [a, b, a, b, a]) await contactAt(app, '203.0.113.51').expect(201);
    const refused = await contactAt(b, '203.0.113.51').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count separately in each process with the in-memory store', async () => {
    const [a, b] = await pair('memory');
    for (let i = 0; i < 5; i += 1) await contactAt(a, '203.0.113.52').expect(201);
    await contactAt(a, '203.0.113.52').expect(429);
    await contactAt(b, '203.0.113.52').expect(201);
  });
});

describe('TRUST_PROXY', () => {
  it('counts by the connecting address when the proxy in front is not trusted, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.9.8.7' });
    try {
      const forgot = (i: number) => t.http().post('/api/auth/forgot-password').set('X-Forwarded-For', `198.51.100.${i}`).send({ email: 'nobody@example.co.nz' });
      for (let i = 0; i < 10; i += 1) await forgot(i).expect(200);
      await forgot(10).expect(429);
    } finally {
      await t.close();
    }
  });
});
