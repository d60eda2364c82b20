import { Clock } from '../../src/auth/rate-limit/clock';
import { createAdvertiser, FACTORY_PASSWORD } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { resetRateLimits, signup, wizard } from './auth-fixtures';

jest.setTimeout(120_000);

describe('brute-force limits', () => {
  let t: TestApp;
  let now: number;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => {
    resetRateLimits(t);
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
