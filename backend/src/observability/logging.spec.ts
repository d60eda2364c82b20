import express from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { createServer } from 'node:http';
import { earlyRequestLogging, requestLoggingOptions } from './logging';

/** One app logging through the app's request-log options into memory; answers every request with 401. */
function loggedApp(lines: string[]) {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = express();
  app.use(pinoHttp(requestLoggingOptions(logger)));
  app.use(express.json());
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
      .expect(401);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: 'lb-0042', req: { method: 'POST', path: '/api/auth/reset-password' }, res: { statusCode: 401 } });
    expect(lines[0]).not.toMatch(/secret/);
  });

  it.each([200, 404, 500, 503])('are the same for a request answered before Express with %i, at the same level, apart from its id and timing', async (status) => {
    const viaExpress: string[] = [];
    const app = express();
    app.use(pinoHttp(requestLoggingOptions(pino({ level: 'info' }, { write: (line: string) => void viaExpress.push(line) }))));
    app.get('/api/profiles', (_req, res) => res.status(status).json([]));
    const early: string[] = [];
    const logEarly = earlyRequestLogging(pino({ level: 'info' }, { write: (line: string) => void early.push(line) }));
    const server = createServer((req, res) => {
      logEarly(req, res);
      res.writeHead(status).end('[]');
    });

    await request(app).get('/api/profiles?page=2').expect(status);
    const answer = await request(server).get('/api/profiles?page=2').set('X-Request-Id', 'lb-0043').expect(status);

    const line = (text: string) => {
      const { time, responseTime, msg, err, ...rest } = JSON.parse(text) as Record<string, unknown>;
      const { stack, ...error } = (err ?? {}) as Record<string, unknown>;
      return { ...rest, err: { ...error, stack: typeof stack }, time: typeof time, responseTime: typeof responseTime, msg: String(msg).replace(/\d+ ms$/, 'N ms') };
    };
    expect(early).toHaveLength(1);
    expect(answer.headers['x-request-id']).toBe('lb-0043');
    expect(line(early[0])).toEqual({ ...line(viaExpress[0]), reqId: 'lb-0043' });
    expect(line(early[0]).msg).toBe(status >= 500 ? `GET /api/profiles ${status} failed` : `GET /api/profiles ${status} N ms`);
    expect(JSON.parse(early[0]).level).toBe({ 200: 30, 404: 30, 500: 50, 503: 40 }[status]);
  });
});
