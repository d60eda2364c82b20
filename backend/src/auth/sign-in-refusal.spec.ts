import express from 'express';
import request from 'supertest';
import { OVERLOADED_MESSAGE } from '../common/http/errors/service-unavailable';
import { PasswordHasher } from './password-hasher';
import { refuseSignInsWhileHashGateFull } from './sign-in-refusal';

/** The middleware in front of a JSON parser and the two sign-in steps, as app.setup.ts mounts it. */
function site(hasRoom: boolean) {
  const refused = jest.fn();
  const app = express();
  app.use('/api/auth/signin', refuseSignInsWhileHashGateFull({ hasRoom: () => hasRoom } as PasswordHasher, refused));
  app.use(express.json());
  app.post('/api/auth/signin', (_req, res) => res.json({ step: 'password' }));
  app.post('/api/auth/signin/two-factor', (_req, res) => res.json({ step: 'code' }));
  return { http: request(app), refused };
}

describe('refuseSignInsWhileHashGateFull', () => {
  it('refuses a sign-in, in any spelling of its path, with 503, Retry-After and no-store before its body is read, while the hash gate is full', async () => {
    const { http, refused } = site(false);
    const res = await http.post('/api/Auth/SignIn').set('Content-Type', 'application/json').send('{not json');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ statusCode: 503, message: OVERLOADED_MESSAGE, error: 'Service Unavailable' });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('lets sign-ins in while the gate has room, and never holds up the second step, which hashes no password', async () => {
    expect((await site(true).http.post('/api/auth/signin').send({})).body).toEqual({ step: 'password' });
    const full = site(false);
    expect((await full.http.post('/api/auth/signin/two-factor').send({})).body).toEqual({ step: 'code' });
    expect(full.refused).not.toHaveBeenCalled();
  });
});
