import { Controller, Get, Module } from '@nestjs/common';
import { PublicCache } from '../../src/public-cache/public-cache.decorator';
import { PublicResponseCache } from '../../src/public-cache/public-response-cache';
import { eventually } from '../eventually';
import { createTestApp, TestApp } from '../test-app';

/** Two routes that say how often they ran: one marked cacheable, one not. */
@Controller('cache-probe')
class CacheProbeController {
  runs = { kept: 0, never: 0 };

  @Get('kept')
  @PublicCache()
  kept() {
    this.runs.kept += 1;
    return { runs: this.runs.kept };
  }

  @Get('never')
  never() {
    this.runs.never += 1;
    return { runs: this.runs.never };
  }
}

@Module({ controllers: [CacheProbeController] })
class CacheProbeModule {}

const EDGE = 'public, max-age=0, s-maxage=7, stale-while-revalidate=7';

describe('@PublicCache()', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: '60', EDGE_CACHE_SECONDS: '7' }, undefined, [CacheProbeModule]);
    await eventually(async () => expect(t.app.get(PublicResponseCache).serving).toBe(true));
  });
  afterAll(() => t.close());

  it('keeps a marked route’s anonymous answer, answers it again from the cache, and tells CDNs they may keep it', async () => {
    const first = await t.http().get('/api/cache-probe/kept?x=1').expect(200);
    const second = await t.http().get('/api/cache-probe/kept?x=1').expect(200);

    expect(first.body).toEqual({ runs: 1 });
    expect(second.body).toEqual({ runs: 1 });
    expect(second.headers['x-cache']).toBe('HIT');
    for (const answer of [first, second]) {
      expect(answer.headers['cache-control']).toBe(EDGE);
      expect(answer.headers.vary).toBe('Authorization, Accept-Encoding');
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
    await t.http().get('/api/cache-probe/kept?x=1').set('If-None-Match', first.headers.etag).expect(304).expect('cache-control', EDGE);
  });

  it('never keeps an unmarked route’s answer, nor marks it public', async () => {
    const first = await t.http().get('/api/cache-probe/never').expect(200);
    const second = await t.http().get('/api/cache-probe/never').expect(200);

    expect([first.body, second.body]).toEqual([{ runs: 1 }, { runs: 2 }]);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(second.headers['cache-control']).toBeUndefined();
    expect(t.app.get(PublicResponseCache).get('/api/cache-probe/never')).toBeUndefined();
  });

  it('refuses a GET with a body the route would refuse whether its answer is cached or not', async () => {
    await t.http().get('/api/cache-probe/kept?x=2').expect(200);
    await t.http().get('/api/cache-probe/kept?x=2').expect(200).expect('x-cache', 'HIT');
    const withBody = (query: string, body: string) => t.http().get(`/api/cache-probe/kept?${query}`).set('Content-Type', 'application/json').send(body);

    for (const refused of [await withBody('x=2', '{"a":'), await withBody('x=3', '{"a":')]) {
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON', error: 'Bad Request' });
    }
    for (const hostile of [await withBody('x=2', '{"a":"\\u0000"}'), await withBody('x=3', '{"a":"\\u0000"}')]) {
      expect(hostile.status).toBe(400);
      expect(hostile.body.message).toBe('The field "a" contains a character that is not allowed');
    }
  });
});
