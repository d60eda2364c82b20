import express from 'express';
import request from 'supertest';
import { fixedHeadersOf, securityHeaders } from './security-headers';

describe('security headers', () => {
  it.each([
    ['local storage', undefined],
    ['S3 storage', { endpoint: 'https://s3.example.test' }],
  ])('read once (%s), are exactly the ones helmet sets on a real answer', async (_storage, s3) => {
    const middleware = securityHeaders({ s3 } as never);
    const app = express();
    app.disable('x-powered-by');
    app.use(middleware);
    app.get('/', (_req, res) => res.end());

    const answer = await request(app).get('/').expect(200);
    const fixed = fixedHeadersOf(middleware);

    const fromHelmet = Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'content-length'].includes(name));
    expect(Object.fromEntries(fixed.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(Object.fromEntries(fromHelmet));
    expect(fixed.length).toBeGreaterThan(8);
  });
});
