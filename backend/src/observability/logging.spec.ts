import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLines, requestLogContext } from './logging';

/** One app logging through the app's request logging into memory; answers /api/profiles with ?status, the rest with 401. */
function loggedApp(lines: string[]) {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = express();
  app.use(requestLines(logger));
  app.use(requestLogContext(logger));
  app.use(express.json());
  app.get('/api/profiles', (req, res) => res.status(Number(req.query.status)).json([]));
  app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
  app.post('/api/auth/reset-password', (_req, res) => res.status(401).json({ message: 'no' }));
  return app;
}

describe('request log lines', () => {
  it('carry the method, the path, the status and the request id, never the query string, credentials or the body', async () => {
    const lines: string[] = [];
    await request(loggedApp(lines))
      .post('/api/auth/reset-password?token=secret-link-token')
      .set('Authorization', 'Bearer secret-access-token')
      .set('Cookie', 'refresh_token=secret-refresh-token')
      .set('X-Request-Id', 'lb-0042')
      .send({ password: 'secret-new-password' })
      .expect(401)
      .expect('X-Request-Id', 'lb-0042');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: 'lb-0042', req: { method: 'POST', path: '/api/auth/reset-password' }, res: { statusCode: 401 } });
    expect(lines[0]).not.toMatch(/secret/);
  });

  it.each([
    [200, 30, /^GET \/api\/profiles 200 \d+ ms$/],
    [404, 30, /^GET \/api\/profiles 404 \d+ ms$/],
    [500, 50, /^GET \/api\/profiles 500 failed$/],
    [503, 40, /^GET \/api\/profiles 503 failed$/],
  ])('write an answer of %i at level %i, a refusal to be retried (503) as a warning', async (status, level, message) => {
    const lines: string[] = [];
    const answer = await request(loggedApp(lines)).get(`/api/profiles?status=${status}`).expect(status);

    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level, reqId: answer.headers['x-request-id'], req: { method: 'GET', path: '/api/profiles' }, res: { statusCode: status } });
    expect(line.msg).toMatch(message);
  });

  it('leave health checks out', async () => {
    const lines: string[] = [];
    await request(loggedApp(lines)).get('/api/health').expect(200);
    expect(lines).toEqual([]);
  });
});
