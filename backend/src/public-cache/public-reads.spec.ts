import type { Server } from 'node:http';
import { closeServer, earlyAnswerServer, plainGet } from '../../test/support/early-answer-server';
import { PublicRead, publicReads } from './public-reads';
import { PublicResponseCache } from './public-response-cache';

interface Harness {
  server: Server;
  url: string;
  cache: PublicResponseCache;
  calls: string[];
}

/** A server that answers what publicReads takes (GET /api/profiles, with `read` as its value), and 418 for the rest. */
async function serverWith(read: () => Promise<object>, saturated = false): Promise<Harness> {
  const cache = new PublicResponseCache(60_000);
  cache.setListening(true);
  const calls: string[] = [];
  const reads = publicReads({
    cache,
    readOf: (path): PublicRead | undefined => (path === '/api/profiles' ? { route: '/api/profiles', read } : undefined),
    saturated: () => saturated,
    admit: (res) => res.once('close', () => calls.push('admitted')),
    measure: (res, route) => res.once('close', () => calls.push(`measured ${route} ${res.statusCode}`)),
    prepare: () => calls.push('prepared'),
    etagOf: (body) => `W/"${body.length}"`,
    errorAnswer: () => ({ status: 503, body: { statusCode: 503, message: 'busy', error: 'Service Unavailable' }, retryAfterSeconds: 5 }),
  });
  return { ...(await earlyAnswerServer(reads)), cache, calls };
}

describe('publicReads', () => {
  let harness: Harness | undefined;
  afterEach(() => closeServer(harness?.server));

  it('answers the read as JSON with its ETag, counted, admitted and prepared, and keeps it for the next anonymous reader', async () => {
    harness = await serverWith(async () => ({ items: ['Zoë'] }));

    const res = await fetch(`${harness.url}/api/profiles?page=2`);

    const body = '{"items":["Zoë"]}';
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(res.headers.get('etag')).toBe(`W/"${Buffer.byteLength(body)}"`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(harness.calls.sort()).toEqual(['admitted', 'measured /api/profiles 200', 'prepared']);
    expect(harness.cache.get('/api/profiles?page=2')?.body.toString()).toBe(body);
  });

  it('keeps no answer the data changed under while it was read', async () => {
    let cache: PublicResponseCache | undefined;
    harness = await serverWith(async () => {
      cache?.clear();
      return { items: [] };
    });
    cache = harness.cache;

    expect((await fetch(`${harness.url}/api/profiles`)).status).toBe(200);

    expect(harness.cache.get('/api/profiles')).toBeUndefined();
  });

  it('answers an error as the exception filter does, with Retry-After, and keeps nothing', async () => {
    harness = await serverWith(() => Promise.reject(new Error('down')));

    const res = await fetch(`${harness.url}/api/profiles`);

    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ statusCode: 503, message: 'busy', error: 'Service Unavailable' });
    expect(harness.cache.get('/api/profiles')).toBeUndefined();
  });

  it('answers 304 when the reader holds the ETag', async () => {
    harness = await serverWith(async () => ({ items: [] }));

    const res = await plainGet(`${harness.url}/api/profiles`, { 'If-None-Match': 'W/"12"' });

    expect(res.status).toBe(304);
    expect(res.body).toBe('');
  });

  it('leaves to Express another path, another method, a signed-in read, a GET with a body, and any read while the instance is saturated', async () => {
    harness = await serverWith(async () => ({ items: [] }));
    const url = `${harness.url}/api/profiles`;
    const statuses = [
      await fetch(`${harness.url}/api/profiles/me`),
      await fetch(url, { method: 'HEAD' }),
      await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      await fetch(url, { headers: { Authorization: 'Bearer token' } }),
      await plainGet(url, { 'Content-Type': 'application/json', 'Content-Length': '2' }, '{}'),
    ].map((res) => res.status);
    expect(statuses).toEqual([418, 418, 418, 418, 418]);
    expect(harness.calls).toEqual([]);

    harness.server.close();
    harness = await serverWith(async () => ({ items: [] }), true);
    expect((await fetch(`${harness.url}/api/profiles`)).status).toBe(418);
  });
});
