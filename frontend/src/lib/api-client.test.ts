import { REFRESH_LOCK } from 'contract';
import { api, ApiError, errorMessage, getAccessToken, onSessionExpired, refreshAccessToken, setAccessToken } from './api-client';
import { mockApi } from './testing/mock-api';

describe('api client', () => {
  afterEach(() => {
    setAccessToken(null);
    jest.useRealTimers();
  });

  it('sends JSON with the bearer token and same-origin credentials', async () => {
    const mock = mockApi().on('PUT /api/profiles/me', { body: { message: 'Profile updated successfully!' } });
    setAccessToken('abc');
    await api('/profiles/me', { method: 'PUT', body: { full_name: 'Mia' } });
    expect(mock.calls[0].headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(mock.calls[0].body).toEqual({ full_name: 'Mia' });
    expect((globalThis.fetch as unknown as jest.Mock).mock.calls[0][1].credentials).toBe('same-origin');
  });

  it("throws an ApiError carrying the server's message", async () => {
    mockApi().on('POST /api/auth/signin', { status: 401, body: { statusCode: 401, message: 'Invalid login credentials', error: 'Unauthorized' } });
    const error = await api('/auth/signin', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid login credentials' });
    expect(errorMessage(error, 'fallback')).toBe('Invalid login credentials');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(500, 'Internal server error', { message: 'Internal server error' }), 'fallback')).toBe('fallback');
  });

  it('refreshes an expired access token once and replays the request', async () => {
    const mock = mockApi()
      .on('GET /api/profiles/me', (call) => (call.headers.Authorization === 'Bearer fresh' ? { body: { id: 'p1' } } : { status: 401, body: { message: 'Not authenticated' } }))
      .on('POST /api/auth/refresh', { body: { accessToken: 'fresh' } });
    setAccessToken('stale');
    await expect(api('/profiles/me')).resolves.toEqual({ id: 'p1' });
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(mock.callsTo('GET /api/profiles/me')).toHaveLength(2);
  });

  it('shares one refresh between concurrent requests (the server rotates refresh tokens)', async () => {
    const mock = mockApi()
      .on('GET /api/a', (call) => (call.headers.Authorization === 'Bearer fresh' ? { body: 'a' } : { status: 401 }))
      .on('GET /api/b', (call) => (call.headers.Authorization === 'Bearer fresh' ? { body: 'b' } : { status: 401 }))
      .on('POST /api/auth/refresh', { body: { accessToken: 'fresh' } });
    setAccessToken('stale');
    await expect(Promise.all([api('/a'), api('/b')])).resolves.toEqual(['a', 'b']);
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('gives up with the 401 when the refresh cookie is no longer valid', async () => {
    const mock = mockApi()
      .on('GET /api/profiles/me', { status: 401, body: { message: 'Not authenticated' } })
      .on('POST /api/auth/refresh', { status: 401 });
    setAccessToken('stale');
    await expect(api('/profiles/me')).rejects.toMatchObject({ status: 401, message: 'Not authenticated' });
    expect(mock.callsTo('GET /api/profiles/me')).toHaveLength(1);
  });

  it.each([
    ['GET /api/auth/me', '/auth/me', undefined],
    ['PUT /api/auth/password', '/auth/password', 'PUT'],
  ])('refreshes an expired access token for %s, which needs a signed-in user', async (route, path, method) => {
    const mock = mockApi()
      .on(route, (call) => (call.headers.Authorization === 'Bearer fresh' ? { body: { message: 'ok' } } : { status: 401, body: { message: 'Not authenticated' } }))
      .on('POST /api/auth/refresh', { body: { accessToken: 'fresh' } });
    setAccessToken('stale');
    await expect(api(path, { method, body: method ? { newPassword: 'secret2' } : undefined })).resolves.toEqual({ message: 'ok' });
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(mock.callsTo(route)).toHaveLength(2);
  });

  it.each(['/auth/signin', '/auth/signup', '/auth/refresh', '/auth/signout', '/auth/forgot-password', '/auth/reset-password'])(
    'does not refresh after a 401 from the credential endpoint %s',
    async (path) => {
      const mock = mockApi().on(`POST /api${path}`, { status: 401, body: { message: 'Invalid login credentials' } });
      setAccessToken('stale');
      await expect(api(path, { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
      expect(mock.calls.map((call) => call.url)).toEqual([`/api${path}`]);
    },
  );

  it('signs out (tells the session listeners) when the server refuses the refresh cookie', async () => {
    mockApi()
      .on('GET /api/profiles/me', { status: 401, body: { message: 'Not authenticated' } })
      .on('POST /api/auth/refresh', { status: 401, body: { message: 'Your session has expired. Please sign in again.' } });
    const expired = jest.fn();
    const stopListening = onSessionExpired(expired);
    setAccessToken('stale');
    await expect(api('/profiles/me')).rejects.toMatchObject({ status: 401 });
    stopListening();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('refreshes only while holding the lock every tab of the site shares, so tabs never send one cookie twice', async () => {
    const mock = mockApi().on('POST /api/auth/refresh', { body: { accessToken: 'fresh' } });
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
      const result = refreshAccessToken();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requested).toEqual([REFRESH_LOCK]);
      expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(0);

      otherTabDone();
      await expect(result).resolves.toBe('fresh');
      expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('retries a refresh that fails on the network after 200 ms, then 400 ms', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    globalThis.fetch = jest.fn(async () => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, statusText: 'OK', text: async () => '{"accessToken":"t"}', json: async () => ({ accessToken: 't' }) };
    }) as unknown as typeof fetch;
    const result = refreshAccessToken();
    await jest.advanceTimersByTimeAsync(199);
    expect(attempts).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(399);
    expect(attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('t');
    expect(attempts).toBe(3);
  });

  it.each([503, 500, 429])('retries a refresh answered %i after 200 ms, 400 ms and 800 ms', async (status) => {
    jest.useFakeTimers();
    const mock = mockApi().on('POST /api/auth/refresh', () => (mock.calls.length < 4 ? { status, body: { message: 'Busy' } } : { body: { accessToken: 'after-retries' } }));
    const result = refreshAccessToken();
    for (const [wait, attempts] of [[0, 1], [199, 1], [1, 2], [399, 2], [1, 3], [799, 3], [1, 4]]) {
      await jest.advanceTimersByTimeAsync(wait);
      expect(mock.calls).toHaveLength(attempts);
    }
    await expect(result).resolves.toBe('after-retries');
    expect(getAccessToken()).toBe('after-retries');
  });

  it('keeps the user signed in when the refresh keeps failing with a server fault, and shows the fallback', async () => {
    jest.useFakeTimers();
    const mock = mockApi()
      .on('PUT /api/auth/password', { status: 401, body: { message: 'Not authenticated' } })
      .on('POST /api/auth/refresh', { status: 503, body: { message: 'Service unavailable' } });
    const expired = jest.fn();
    const stopListening = onSessionExpired(expired);
    setAccessToken('stale');
    const outcome = api('/auth/password', { method: 'PUT', body: {} }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(200 + 400 + 800);
    const error = await outcome;
    stopListening();
    expect(error).toMatchObject({ status: 503 });
    expect(errorMessage(error, 'Failed to update password')).toBe('Failed to update password');
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(4);
    expect(expired).not.toHaveBeenCalled();
  });

  it('treats a 401 from the refresh as final, without retrying', async () => {
    const mock = mockApi().on('POST /api/auth/refresh', { status: 401, body: { message: 'Your session has expired. Please sign in again.' } });
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(mock.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });
});
