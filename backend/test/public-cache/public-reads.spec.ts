import type { Response } from 'supertest';
import { DirectoryService } from '../../src/profiles/directory/directory.service';
import { PROFILES_ROUTE_NAMES } from '../../src/public-read-routes';
import { Advertiser } from '../factories/users.factory';
import { addPhoto, advertiserCreated, advertisers, birthdateForAge, clearAccounts } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

/** Headers that differ between any two answers (their id, their time) or by design (no-store for a caller with credentials). */
const OWN_TO_EACH_ANSWER = new Set(['x-request-id', 'date', 'cache-control', 'connection', 'keep-alive']);

/** The username with its first character percent-encoded, as a client may send it. */
function percentEncodedFirst(username: string): string {
  return `%${username.charCodeAt(0).toString(16).toUpperCase()}${username.slice(1)}`;
}

function comparable(res: Response) {
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OWN_TO_EACH_ANSWER.has(name)));
  return { status: res.status, headers, body: res.text };
}

/**
 * Anonymous public reads are answered before Express and Nest (public-cache/public-reads.ts). A
 * signed-in reader who owns none of what is read gets the same answer through Express and Nest, so
 * each read is asked both ways and the answers compared whole: status, headers and body.
 */
describe('public reads answered before Express', () => {
  let t: TestApp;
  let listed: Advertiser[];
  let paused: Advertiser;
  let reader: Advertiser;
  /** Calls of Nest's reply, which every answer through a Nest route takes. */
  let nestReplies: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    await clearAccounts(t);
    listed = [
      ...(await advertisers(t, 3, { subscriptionTier: 'premium', fullName: 'Zoë', birthdate: birthdateForAge(29), categories: ['Independent'] })),
      ...(await advertisers(t, 2, { subscriptionTier: 'basic', fullName: 'Aroha', birthdate: birthdateForAge(41), isVerified: true })),
      ...(await advertisers(t, 14, { fullName: 'Mia', birthdate: birthdateForAge(33) })),
    ];
    await addPhoto(t, listed[0].profile.id, 0, true);
    await addPhoto(t, listed[0].profile.id, 1);
    paused = await advertiserCreated(t, 0, { isActive: false });
    // Signed in, paused: in no list, so every answer is the same as an anonymous visitor's.
    reader = await advertiserCreated(t, 0, { isActive: false });
    // The daily pick is chosen (and stored) by its first read.
    await t.http().get('/api/profiles/daily-pick').expect(200);
  });
  afterAll(async () => {
    await clearAccounts(t);
    await t.close();
  });
  beforeEach(() => {
    nestReplies = jest.spyOn(t.app.getHttpAdapter(), 'reply');
  });
  afterEach(() => jest.restoreAllMocks());

  const taken: [string, () => string][] = [
    ['the first directory page', () => '/api/profiles'],
    ['a later page', () => '/api/profiles?page=2&pageSize=6'],
    ['a search beyond ASCII', () => `/api/profiles?search=${encodeURIComponent('ZOË')}`],
    ['filters and a sort', () => '/api/profiles?categories=Independent&age=25-35&sort=newest'],
    ['a page past the end', () => '/api/profiles?page=40'],
    ['featured', () => '/api/profiles/featured'],
    ['VIP', () => '/api/profiles/vip'],
    ['the daily pick', () => '/api/profiles/daily-pick'],
    ['a profile', () => `/api/profiles/${listed[0].profile.username}`],
    ['a profile in capitals', () => `/api/profiles/${listed[1].profile.username.toUpperCase()}`],
    ['an unknown profile (404)', () => '/api/profiles/nobody-here'],
    ['a paused profile (404)', () => `/api/profiles/${paused.profile.username}`],
  ];

  it.each(taken)('%s: answered without Nest, as Nest answers a signed-in reader', async (_read, path) => {
    const anonymous = await t.http().get(path());
    expect(nestReplies).not.toHaveBeenCalled();
    const signedIn = await t.http().get(path()).set(reader.auth);

    expect(comparable(anonymous)).toEqual(comparable(signedIn));
    expect(anonymous.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(anonymous.headers.etag).toMatch(/^W\/"/);
    expect(anonymous.headers['x-request-id']).toBeDefined();
    expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('answers 304 to a reader who holds the ETag, as Express does', async () => {
    const first = await t.http().get('/api/profiles?page=2').expect(200);

    const again = await t.http().get('/api/profiles?page=2').set('If-None-Match', first.headers.etag);

    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(nestReplies).not.toHaveBeenCalled();
  });

  it('gives a cookie-carrying visitor the same answer, marked no-store', async () => {
    const res = await t.http().get('/api/profiles/featured').set('Cookie', 'kc_visitor=abc').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(nestReplies).not.toHaveBeenCalled();
  });

  const leftToExpress: [string, () => string, number][] = [
    ['a query the directory refuses', () => '/api/profiles?age=abc', 400],
    ['a control character in the query', () => '/api/profiles?search=%00', 400],
    ['a route name in capitals', () => '/api/profiles/Featured', 200],
    ['a query on a route that reads none', () => '/api/profiles/vip?x=1', 200],
    ['a percent-encoded username', () => `/api/profiles/${percentEncodedFirst(listed[2].profile.username)}`, 200],
    ['a trailing slash', () => '/api/profiles/', 200],
  ];

  it.each(leftToExpress)('%s: left to Express, which answers it', async (_read, path, status) => {
    const anonymous = await t.http().get(path()).expect(status);
    if (status === 200) expect(nestReplies).toHaveBeenCalled();
    const signedIn = await t.http().get(path()).set(reader.auth);
    expect(comparable(anonymous)).toEqual(comparable(signedIn));
  });

  it('knows every GET route of its own under /api/profiles, so none is read as a username', () => {
    const express = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] } };
    const names = express.router.stack
      .filter(({ route }) => route?.methods.get && typeof route.path === 'string')
      .map(({ route }) => /^\/api\/profiles\/([^/:]+)$/.exec(route!.path as string)?.[1])
      .filter((name) => name !== undefined);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(PROFILES_ROUTE_NAMES).toContain(name);
  });

  it('answers a database that cannot serve with the 503 and Retry-After the exception filter gives', async () => {
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    jest.spyOn(t.app.get(DirectoryService), 'list').mockRejectedValue(timeout);

    const anonymous = await t.http().get('/api/profiles?page=3');
    const signedIn = await t.http().get('/api/profiles?page=3').set(reader.auth);

    expect(anonymous.status).toBe(503);
    expect(anonymous.headers['retry-after']).toBe('5');
    expect(anonymous.body).toEqual({ statusCode: 503, message: 'The site is briefly unavailable. Please try again in a moment.', error: 'Service Unavailable' });
    expect(comparable(anonymous)).toEqual(comparable(signedIn));
  });

  it('answers an unexpected fault with the 500 the exception filter gives, its details kept out', async () => {
    jest.spyOn(t.app.get(DirectoryService), 'featured').mockRejectedValue(new Error('secret internals'));

    const anonymous = await t.http().get('/api/profiles/featured');
    const signedIn = await t.http().get('/api/profiles/featured').set(reader.auth);

    expect(anonymous.status).toBe(500);
    expect(anonymous.body).toEqual({ statusCode: 500, message: 'Something went wrong. Please try again.', error: 'Internal Server Error' });
    expect(comparable(anonymous)).toEqual(comparable(signedIn));
  });
});
