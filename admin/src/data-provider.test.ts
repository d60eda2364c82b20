import { REFRESH_LOCK } from 'contract';
import { apiError, fakeApi, reply } from '../test/fake-api';

type Modules = { dataProvider: typeof import('./data-provider').dataProvider; http: typeof import('./http-client') };

function load(): Modules {
  jest.resetModules();
  return { dataProvider: require('./data-provider').dataProvider, http: require('./http-client') };
}

// The verification decision's profile and a fresh reply, as the server shapes them (docs/api-contract.md).
const DECIDED = { id: 'p2', user_id: 'u2', username: 'ana2', full_name: 'Ana', is_verified: false, verification_requested: false };
const PENDING_REPLY = {
  id: 'm2', thread_id: 't1', name: 'Hemi', email: 'hemi@example.co.nz', phone: '021 555 0199', city: 'Wellington', message: 'Hello',
  is_admin_reply: true, created_at: '2026-11-20T02:00:00Z', email_status: 'pending', email_error: null, email_sent_at: null,
};

const PROFILES = [
  { id: 'p1', username: 'mia1', full_name: 'Mia', email: 'mia1@example.co.nz' },
  { id: 'p2', username: 'ana2', full_name: 'Ana', email: 'ana2@example.co.nz' },
];

describe('data provider (ra-data-simple-rest over the admin API)', () => {
  beforeEach(() => localStorage.clear());

  it('asks for a page with sort, range and filter and reads the total from Content-Range', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('token-1');
    const api = fakeApi({ 'GET /api/admin/profiles': () => reply(200, PROFILES, { 'Content-Range': 'profiles 0-24/319' }) });

    const result = await dataProvider.getList('escorts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'mia' },
    });

    expect(result).toEqual({ data: PROFILES, total: 319 });
    const [call] = api.calls;
    expect(call.path).toBe('/api/admin/profiles');
    expect(JSON.parse(call.query.get('sort')!)).toEqual(['created_at', 'DESC']);
    expect(JSON.parse(call.query.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(call.query.get('filter')!)).toEqual({ q: 'mia' });
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('maps the screen names escorts and messages to the API resources profiles and threads', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('token-1');
    const api = fakeApi({
      'GET /api/admin/threads': () => reply(200, [], { 'Content-Range': 'threads 0-0/0' }),
      'GET /api/admin/profiles/p1': () => reply(200, PROFILES[0]),
    });

    await dataProvider.getList('messages', { pagination: { page: 2, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} });
    const { data } = await dataProvider.getOne('escorts', { id: 'p1' });

    expect(JSON.parse(api.calls[0].query.get('range')!)).toEqual([10, 19]);
    expect(data).toEqual(PROFILES[0]);
  });

  it('fails a list whose answer has no Content-Range', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('token-1');
    fakeApi({ 'GET /api/admin/profiles': () => reply(200, PROFILES) });

    await expect(
      dataProvider.getList('escorts', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow(/Content-Range header is missing/);
  });

  it('refreshes an expired access token once and repeats the request', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('expired');
    const api = fakeApi({
      'POST /api/auth/refresh': () => reply(200, { accessToken: 'fresh' }),
      'GET /api/admin/profiles/p1': (req) =>
        req.headers.get('Authorization') === 'Bearer fresh' ? reply(200, PROFILES[0]) : apiError(401, 'Not authenticated'),
    });

    const { data } = await dataProvider.getOne('escorts', { id: 'p1' });

    expect(data).toEqual(PROFILES[0]);
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET /api/admin/profiles/p1')).toHaveLength(2);
  });

  it('gives up with the 401 when the refresh fails, without looping', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('expired');
    const api = fakeApi({
      'POST /api/auth/refresh': () => apiError(401, 'Not authenticated'),
      'GET /api/admin/profiles/p1': () => apiError(401, 'Not authenticated'),
    });

    await expect(dataProvider.getOne('escorts', { id: 'p1' })).rejects.toMatchObject({ status: 401, message: 'Not authenticated' });
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET /api/admin/profiles/p1')).toHaveLength(1);
  });

  it('retries a refresh the server answers 503 after 200 ms and 400 ms, like the public site, then repeats the request', async () => {
    jest.useFakeTimers();
    try {
      const { dataProvider, http } = load();
      http.setAccessToken('expired');
      let refreshes = 0;
      const api = fakeApi({
        'POST /api/auth/refresh': () => (++refreshes < 3 ? apiError(503, 'The site is busy right now. Please try again in a moment.') : reply(200, { accessToken: 'fresh' })),
        'GET /api/admin/profiles/p1': (req) =>
          req.headers.get('Authorization') === 'Bearer fresh' ? reply(200, PROFILES[0]) : apiError(401, 'Not authenticated'),
      });

      const result = dataProvider.getOne('escorts', { id: 'p1' });
      await jest.advanceTimersByTimeAsync(200 + 400);

      await expect(result).resolves.toEqual({ data: PROFILES[0] });
      expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(3);
      expect(api.callsTo('GET /api/admin/profiles/p1')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refreshes only while holding the lock every tab of the site shares, so tabs never send one cookie twice', async () => {
    const { http } = load();
    const api = fakeApi({ 'POST /api/auth/refresh': () => reply(200, { accessToken: 'fresh' }) });
    let otherTabDone: () => void = () => undefined;
    const otherTab = new Promise<void>((resolve) => (otherTabDone = resolve));
    const requested: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, task: () => Promise<unknown>) => {
          requested.push(name);
          await otherTab;
          return task();
        },
      },
    });
    try {
      const result = http.refreshAccessToken();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requested).toEqual([REFRESH_LOCK]);
      expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(0);

      otherTabDone();
      await expect(result).resolves.toBe('fresh');
      expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('after a reload restores the token with a single refresh shared by parallel requests', async () => {
    const { dataProvider } = load();
    const api = fakeApi({
      'POST /api/auth/refresh': () => reply(200, { accessToken: 'restored' }),
      'GET /api/admin/profiles/p1': () => reply(200, PROFILES[0]),
      'GET /api/admin/profiles/p2': () => reply(200, PROFILES[1]),
    });

    await Promise.all([dataProvider.getOne('escorts', { id: 'p1' }), dataProvider.getOne('escorts', { id: 'p2' })]);

    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin')).map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer restored',
      'Bearer restored',
    ]);
  });

  it('sends the whole record on update and answers the server record', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('token-1');
    const api = fakeApi({ 'PUT /api/admin/profiles/p1': (req) => reply(200, { ...PROFILES[0], is_active: (req.body as { is_active: boolean }).is_active }) });

    const { data } = await dataProvider.update('escorts', { id: 'p1', data: { ...PROFILES[0], is_active: false }, previousData: PROFILES[0] });

    expect(api.calls[0].body).toEqual({ ...PROFILES[0], is_active: false });
    expect(data).toEqual({ ...PROFILES[0], is_active: false });
  });

  it('posts the non-CRUD admin actions to /api/admin/<resource>/:id/<action>', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('token-1');
    const api = fakeApi({
      'GET /api/admin/dashboard': () => reply(200, { profiles: 60, verified: 12, premium: 10, pendingVerification: 12, newThreads: 0 }),
      'POST /api/admin/profiles/p1/verify': () => reply(200, { message: 'Profile verified successfully!', profile: { ...PROFILES[0], is_verified: true } }),
      'POST /api/admin/users/u1/password': () => reply(200, { message: 'Password updated successfully!' }),
      'POST /api/admin/verifications/p2/approve': () => reply(200, { message: 'Profile verified successfully!', profile: { ...DECIDED, is_verified: true } }),
      'POST /api/admin/verifications/p2/reject': () => reply(200, { message: 'Verification request rejected', profile: DECIDED }),
      'POST /api/admin/threads/t1/reply': () => reply(200, { message: 'Reply sent successfully!', reply: PENDING_REPLY }),
      'GET /api/admin/subscriptions/monthly-totals': () => reply(200, [{ month: '2026-11', count: 3, total: 109.97 }]),
    });

    expect(await dataProvider.getDashboard()).toEqual({ profiles: 60, verified: 12, premium: 10, pendingVerification: 12, newThreads: 0 });
    expect((await dataProvider.verifyProfile('p1')).profile).toMatchObject({ is_verified: true });
    await dataProvider.setPassword('u1', 'NewPass2026');
    await dataProvider.approveVerification('p2');
    await dataProvider.rejectVerification('p2', { reason: 'expired', note: 'Ran out in March' });
    await dataProvider.replyToThread('t1', 'Hello');
    expect(await dataProvider.getSubscriptionTotals({ tier: 'premium' })).toEqual([{ month: '2026-11', count: 3, total: 109.97 }]);

    expect(api.callsTo('POST /api/admin/users/u1/password')[0].body).toEqual({ password: 'NewPass2026' });
    expect(api.callsTo('POST /api/admin/threads/t1/reply')[0].body).toEqual({ message: 'Hello' });
    expect(api.callsTo('POST /api/admin/verifications/p2/reject')[0].body).toEqual({ reason: 'expired', note: 'Ran out in March' });
    expect(JSON.parse(api.callsTo('GET /api/admin/subscriptions/monthly-totals')[0].query.get('filter')!)).toEqual({ tier: 'premium' });
  });

  it('rejects with the server message of the error body', async () => {
    const { dataProvider, http } = load();
    http.setAccessToken('token-1');
    fakeApi({ 'POST /api/admin/profiles/p1/verify': () => apiError(403, 'You do not have permission to do this') });

    await expect(dataProvider.verifyProfile('p1')).rejects.toMatchObject({ status: 403, message: 'You do not have permission to do this' });
  });
});
