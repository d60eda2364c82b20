import type { Server, ServerResponse } from 'node:http';
import { closeServer, earlyAnswerServer, plainGet } from '../../test/support/early-answer-server';
import { publicCacheHits } from './cache-hits';
import { cachedAnswer, PublicResponseCache } from './public-response-cache';

const BODY = '{"items":[],"total":0}';
const ETAG = 'W/"16-abc"';

interface Harness {
  server: Server;
  url: string;
  cache: PublicResponseCache;
  /** What the handler asked of its support: measured, admitted and prepared answers. */
  calls: string[];
}

/** A server that answers what publicCacheHits takes (and 418 for the rest), its cache holding one answer. */
async function serverWith(saturated = false): Promise<Harness> {
  const cache = new PublicResponseCache(60_000);
  cache.setListening(true);
  cache.set('/api/profiles?page=2', cachedAnswer(BODY, ETAG), cache.generation);
  const calls: string[] = [];
  const hits = publicCacheHits({
    cache,
    saturated: () => saturated,
    admit: (res: ServerResponse) => res.once('close', () => calls.push('admitted')),
    measure: (res: ServerResponse) => res.once('close', () => calls.push(`measured ${res.statusCode}`)),
    prepare: (_req, res) => {
      res.setHeader('X-Request-Id', 'req-1');
      calls.push('prepared');
    },
  });
  return { ...(await earlyAnswerServer(hits)), cache, calls };
}

/** A browser's revalidation. */
const revalidated = (url: string, etag: string) => plainGet(url, { 'If-None-Match': etag });

describe('publicCacheHits', () => {
  let harness: Harness | undefined;
  afterEach(() => closeServer(harness?.server));

  it('answers a cached read with its body, ETag and length, counted, admitted and prepared like any request', async () => {
    harness = await serverWith();

    const res = await fetch(`${harness.url}/api/profiles?page=2`);

    expect(res.status).toBe(200);
    expect(await res.text()).toBe(BODY);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe(String(BODY.length));
    expect(res.headers.get('etag')).toBe(ETAG);
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.get('x-request-id')).toBe('req-1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(harness.calls.sort()).toEqual(['admitted', 'measured 200', 'prepared']);
    expect(harness.cache.hits).toBe(1);
  });

  it('answers 304 with no body when the visitor already holds that ETag', async () => {
    harness = await serverWith();

    const res = await revalidated(`${harness.url}/api/profiles?page=2`, ETAG);

    expect(res.status).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(ETAG);
    expect(res.headers['content-type']).toBeUndefined();
    expect((await revalidated(`${harness.url}/api/profiles?page=2`, 'W/"16-old"')).status).toBe(200);
  });

  it('leaves to Express a miss, another method or path, a signed-in read, and any read while the instance is saturated', async () => {
    harness = await serverWith();
    const url = `${harness.url}/api/profiles?page=2`;
    const statuses = [
      await fetch(`${harness.url}/api/profiles?page=3`),
      await fetch(url, { method: 'HEAD' }),
      await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      await fetch(`${harness.url}/api/profiles/me`),
      await fetch(url, { headers: { Authorization: 'Bearer token' } }),
    ].map((res) => res.status);
    expect(statuses).toEqual([418, 418, 418, 418, 418]);
    expect(harness.calls).toEqual([]);
    expect(harness.cache.misses).toBe(1);

    harness.server.close();
    harness = await serverWith(true);
    expect((await fetch(`${harness.url}/api/profiles?page=2`)).status).toBe(418);
    expect(harness.cache.hits).toBe(0);
  });
});
