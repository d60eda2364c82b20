import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../test-app';

describe('http foundation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('reports the database in the health check', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it.each(['/', '/directory', '/signup', '/signin', '/pricing', '/contact', '/terms', '/privacy', '/profile/edit', '/escorts/canterbury'])(
    'serves the public site at %s',
    async (path) => {
      const res = await t.http().get(path).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<meta name="description" content=');
      // The same page for everyone: browsers revalidate it, shared caches keep it briefly.
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10');
      expect(res.headers.etag).toBeDefined();
    },
  );

  it.each(['/profile/anna', '/no-such-page', '/escorts/atlantis'])('serves the public site with a 404 at %s, which names nothing', async (path) => {
    const res = await t.http().get(path).expect(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('Not Found | Kiwi Companions</title>');
  });

  it.each(['/admin', '/admin/login', '/admin/dashboard', '/admin/messages/abc'])('serves the admin at %s', async (path) => {
    const res = await t.http().get(path).expect(200);
    expect(res.text).toContain('admin');
  });

  it('never looks for /api paths among the site’s files (no file-system look-up, and nothing there shadows the API)', async () => {
    mkdirSync(join(t.config.frontendDist, 'api'), { recursive: true });
    writeFileSync(join(t.config.frontendDist, 'api', 'health'), 'a stray file');
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('caches content-hashed assets for a year', async () => {
    const res = await t.http().get('/assets/index-AbCdEf12.js').expect(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  describe('an asset the build compressed', () => {
    const script = `console.log(${JSON.stringify('a line of the site. '.repeat(200))});`;
    beforeAll(() => {
      const file = join(t.config.frontendDist, 'assets', 'app-ZyXwVu98.js');
      writeFileSync(file, script);
      writeFileSync(`${file}.br`, brotliCompressSync(script));
      writeFileSync(`${file}.gz`, gzipSync(script));
    });

    it.each([
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ])('is sent for Accept-Encoding %p as its %p copy, with its own type and a year of caching', async (accepted, encoding) => {
      // supertest decodes brotli and gzip as a browser does.
      const res = await t.http().get('/assets/app-ZyXwVu98.js').set('Accept-Encoding', accepted).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(script);
    });

    it('answers HEAD with the copy\'s headers', async () => {
      const res = await t.http().head('/assets/app-ZyXwVu98.js').set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['content-encoding']).toBe('br');
    });
  });

  it('refuses a path that climbs out of the site', async () => {
    const res = await t.http().get('/..%2f..%2fpackage.json');
    expect(res.status).not.toBe(200);
  });

  it('answers malformed JSON with a 400 and a message', async () => {
    const res = await t.http().post('/api/health').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });

  it('refuses an unsupported content type with a 415', async () => {
    const res = await t.http().post('/api/health').set('Content-Type', 'text/xml').send('<a/>');
    expect(res.status).toBe(415);
  });

  it('refuses an oversized body with a 413', async () => {
    const res = await t.http().post('/api/health').set('Content-Type', 'application/json').send(JSON.stringify({ a: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
  });

  it('sets security headers, names no server software, and lets no other site read the API', async () => {
    const res = await t.http().get('/api/health').set('Origin', 'https://elsewhere.example');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const t = await createTestApp();
    await t.db.destroy();
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'error', db: 'down' });
    await t.db.initialize();
    await t.close();
  });
});
