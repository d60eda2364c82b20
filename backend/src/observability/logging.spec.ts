import express from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { requestLoggingOptions } from './logging';

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
});
