import { cachedAnswer as answer, PublicResponseCache } from './public-response-cache';

describe('PublicResponseCache', () => {
  let clock: number;
  let cache: PublicResponseCache;
  beforeEach(() => {
    clock = 1_000;
    cache = new PublicResponseCache(5_000, () => clock);
    cache.setListening(true);
  });

  it('serves an answer until its lifetime ends', () => {
    cache.set('/a', answer('body'), cache.generation);
    clock += 4_999;
    expect(cache.get('/a')?.body.toString()).toBe('body');
    clock += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets everything when the data changes', () => {
    cache.set('/a', answer('body'), cache.generation);
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not store an answer computed before a change', () => {
    const generation = cache.generation;
    cache.clear();
    cache.set('/a', answer('stale'), generation);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('neither serves nor stores while the change listener is not connected', () => {
    cache.set('/a', answer('body'), cache.generation);
    cache.setListening(false);
    expect(cache.serving).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', answer('body'), cache.generation);
    cache.setListening(true);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('on a like, drops only the answers that show the profile\'s like count, and stores no such answer computed across the like', () => {
    cache.set('/profiles/mia', answer('{"id":"p-1","like_count":3}'), cache.generation);
    cache.set('/profiles/ruby', answer('{"id":"p-2","like_count":5}'), cache.generation);
    cache.set('/profiles?page=1', answer('{"items":[{"id":"p-1"},{"id":"p-2"}]}'), cache.generation);
    cache.set('/profiles/daily-pick', answer('{"profile":{"id":"p-1","bio":"\\"like_count\\": 9"}}'), cache.generation);
    const generation = cache.generation;
    cache.profileLiked('p-1');
    cache.set('/profiles/mia', answer('{"id":"p-1","like_count":3}'), generation);
    // Computed across the like too, but showing no like count: kept (a like must not stop the cache filling).
    cache.set('/profiles?page=2', answer('{"items":[{"id":"p-1"}]}'), generation);
    expect(cache.get('/profiles/mia')).toBeUndefined();
    expect(cache.get('/profiles?page=2')).toBeDefined();
    expect(cache.get('/profiles/ruby')?.body.toString()).toBe('{"id":"p-2","like_count":5}');
    expect(cache.get('/profiles?page=1')?.body.toString()).toBe('{"items":[{"id":"p-1"},{"id":"p-2"}]}');
    expect(cache.get('/profiles/daily-pick')).toBeDefined();
  });

  it('stores nothing computed before the oldest like it still remembers (after 1,000 likes meanwhile)', () => {
    const longAgo = cache.generation;
    for (let i = 0; i < 1_001; i += 1) cache.profileLiked(`p-${i}`);
    const recent = cache.generation;
    cache.set('/profiles?page=1', answer('{"items":[{"id":"p-1"}]}'), longAgo);
    cache.set('/profiles?page=2', answer('{"items":[{"id":"p-1"}]}'), recent);
    expect(cache.get('/profiles?page=1')).toBeUndefined();
    expect(cache.get('/profiles?page=2')).toBeDefined();
  });

  it('is off with a lifetime of 0', () => {
    const off = new PublicResponseCache(0);
    off.setListening(true);
    off.set('/a', answer('body'), off.generation);
    expect(off.serving).toBe(false);
    expect(off.get('/a')).toBeUndefined();
  });

  it('drops the oldest answer when full', () => {
    for (let i = 0; i <= 2000; i++) cache.set(`/${i}`, answer(String(i)), cache.generation);
    expect(cache.get('/0')).toBeUndefined();
    expect(cache.get('/1')?.body.toString()).toBe('1');
    expect(cache.get('/2000')?.body.toString()).toBe('2000');
  });
});
