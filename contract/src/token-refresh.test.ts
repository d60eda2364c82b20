import { createTokenClient, REFRESH_LOCK, REFRESH_PATH, TokenRefreshError } from './token-refresh';

type Answer = { status: number; body?: unknown } | Error;
interface Call {
  url: string;
  authorization: string | undefined;
}

/** A fetch that answers each URL from its list in turn (the last answer repeats), recording every call and answer. */
function fakeFetch(answers: Record<string, Answer[]>) {
  const calls: Call[] = [];
  const responses: Response[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
    const list = answers[url];
    const answer = list.length > 1 ? list.shift()! : list[0];
    if (answer instanceof Error) throw answer;
    const response = new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    responses.push(response);
    return response;
  }) as unknown as typeof fetch;
  return { calls, responses, callsTo: (url: string) => calls.filter((call) => call.url === url) };
}

const fresh = { status: 200, body: { accessToken: 'fresh' } };
const unauthorized = { status: 401, body: { message: 'Not authenticated' } };

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { navigator?: unknown }).navigator;
});

describe('the token client both sites use', () => {
  it('reads every answer it does not hand back, so the browser can close the request (a page with an unread answer never goes idle)', async () => {
    const api = fakeFetch({ [REFRESH_PATH]: [{ status: 503, body: {} }, unauthorized], '/api/x': [unauthorized] });
    const client = createTokenClient();
    const res = await client.fetchWithToken('/api/x');
    expect(res.status).toBe(401);
    const [first, busy, refused] = api.responses;
    expect([busy.bodyUsed, refused.bodyUsed]).toEqual([true, true]);
    expect(first.bodyUsed).toBe(false);
  });

  it('reads the expired answer before repeating the request with a fresh token', async () => {
    const api = fakeFetch({ [REFRESH_PATH]: [fresh], '/api/x': [unauthorized, { status: 200, body: {} }] });
    const client = createTokenClient();
    await client.fetchWithToken('/api/x');
    expect(api.responses.map((res) => res.bodyUsed)).toEqual([true, true, false]);
  });

  it('sends the bearer token and the cookie', async () => {
    const api = fakeFetch({ '/api/x': [{ status: 200, body: {} }] });
    const client = createTokenClient();
    client.setAccessToken('abc');
    await client.fetchWithToken('/api/x', { headers: { Accept: 'application/json' } });
    expect(api.calls).toEqual([{ url: '/api/x', authorization: 'Bearer abc' }]);
    expect((globalThis.fetch as jest.Mock).mock.calls[0][1]).toMatchObject({ credentials: 'same-origin', headers: { Accept: 'application/json' } });
  });

  it('refreshes an expired token once and repeats the request with the new one', async () => {
    const api = fakeFetch({ '/api/x': [unauthorized, { status: 200, body: { ok: true } }], [REFRESH_PATH]: [fresh] });
    const client = createTokenClient();
    client.setAccessToken('stale');
    const res = await client.fetchWithToken('/api/x');
    expect(res.status).toBe(200);
    expect(api.calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/api/x', 'Bearer stale'],
      [REFRESH_PATH, undefined],
      ['/api/x', 'Bearer fresh'],
    ]);
    expect(client.getAccessToken()).toBe('fresh');
  });

  it('answers the 401 and tells the listeners when the server refuses the refresh', async () => {
    const api = fakeFetch({ '/api/x': [unauthorized], [REFRESH_PATH]: [unauthorized] });
    const client = createTokenClient();
    const expired = jest.fn();
    client.onSessionExpired(expired);
    client.setAccessToken('stale');
    const res = await client.fetchWithToken('/api/x');
    expect(res.status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(client.getAccessToken()).toBeNull();
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(1);
    expect(api.callsTo('/api/x')).toHaveLength(1);
  });

  it('does not refresh for a call whose 401 a refresh cannot mend', async () => {
    const api = fakeFetch({ '/api/auth/signin': [unauthorized], [REFRESH_PATH]: [fresh] });
    const client = createTokenClient();
    const res = await client.fetchWithToken('/api/auth/signin', { method: 'POST' }, { refreshOn401: false });
    expect(res.status).toBe(401);
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(0);
  });

  it('shares one refresh between parallel expired requests', async () => {
    const api = fakeFetch({ '/api/a': [unauthorized, { status: 200 }], '/api/b': [unauthorized, { status: 200 }], [REFRESH_PATH]: [fresh] });
    const client = createTokenClient();
    client.setAccessToken('stale');
    const answers = await Promise.all([client.fetchWithToken('/api/a'), client.fetchWithToken('/api/b')]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(1);
  });

  it('refreshes only while holding the Web Lock every tab of the site shares', async () => {
    const api = fakeFetch({ [REFRESH_PATH]: [fresh] });
    let otherTabDone: () => void = () => undefined;
    const otherTab = new Promise<void>((resolve) => (otherTabDone = resolve));
    const requested: string[] = [];
    (globalThis as { navigator?: unknown }).navigator = {
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          requested.push(name);
          await otherTab;
          return task();
        },
      },
    };
    const result = createTokenClient().refreshAccessToken();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toEqual([REFRESH_LOCK]);
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(0);
    otherTabDone();
    await expect(result).resolves.toBe('fresh');
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(1);
  });

  it.each([503, 500, 429])('retries a refresh answered %i after 200 ms, 400 ms and 800 ms', async (status) => {
    jest.useFakeTimers();
    const api = fakeFetch({ [REFRESH_PATH]: [{ status }, { status }, { status }, fresh] });
    const result = createTokenClient().refreshAccessToken();
    for (const [wait, attempts] of [[0, 1], [199, 1], [1, 2], [399, 2], [1, 3], [799, 3], [1, 4]]) {
      await jest.advanceTimersByTimeAsync(wait);
      expect(api.calls).toHaveLength(attempts);
    }
    await expect(result).resolves.toBe('fresh');
  });

  it('retries a refresh that fails on the network', async () => {
    jest.useFakeTimers();
    const api = fakeFetch({ [REFRESH_PATH]: [new TypeError('Failed to fetch'), fresh] });
    const result = createTokenClient().refreshAccessToken();
    await jest.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe('fresh');
    expect(api.calls).toHaveLength(2);
  });

  it('keeps the session and throws the last server fault when every attempt fails', async () => {
    jest.useFakeTimers();
    const api = fakeFetch({ '/api/x': [unauthorized], [REFRESH_PATH]: [{ status: 503, body: { message: 'Busy' } }] });
    const client = createTokenClient();
    const expired = jest.fn();
    client.onSessionExpired(expired);
    client.setAccessToken('stale');
    const outcome = client.fetchWithToken('/api/x').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(200 + 400 + 800);
    const error = await outcome;
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect(error).toMatchObject({ status: 503, body: { message: 'Busy' } });
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(4);
    expect(expired).not.toHaveBeenCalled();
    expect(client.getAccessToken()).toBe('stale');
  });

  it('treats a 401 from the refresh as final, without retrying', async () => {
    const api = fakeFetch({ [REFRESH_PATH]: [unauthorized] });
    await expect(createTokenClient().refreshAccessToken()).resolves.toBeNull();
    expect(api.calls).toHaveLength(1);
  });
});
