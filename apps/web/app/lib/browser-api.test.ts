import { describe, expect, it, vi } from 'vitest';
import { ApiError, type TransportRequest, type TransportResponse } from './api-client.ts';
import { createBrowserApi } from './browser-api.ts';

type Reply = (request: TransportRequest) => TransportResponse | Promise<TransportResponse>;

function fakeTransport(reply: Reply) {
  const requests: TransportRequest[] = [];
  const transport = vi.fn(async (request: TransportRequest) => {
    requests.push(request);
    return reply(request);
  });
  return { transport, requests };
}

const ok = (body: unknown = { data: true }): TransportResponse => ({ status: 200, headers: {}, body });
const status = (code: number): TransportResponse => ({ status: code, headers: {}, body: { message: `status ${code}` } });

function setup(reply: Reply) {
  const fake = fakeTransport(reply);
  const api = createBrowserApi({ transport: fake.transport, language: () => 'ua', visitorId: () => 'visitor-1234' });
  const handlers = { maintenance: vi.fn(), serverError: vi.fn(), forbidden: vi.fn(), unauthorized: vi.fn() };
  api.setHandlers(handlers);
  return { api, handlers, ...fake };
}

describe('browser API client', () => {
  it('sends the language, the visitor id and the current token', async () => {
    const { api, requests } = setup(() => ok());
    api.setAuth({ getToken: () => 'token-1' });
    await api.get('/v1/favorites', { page: 2 });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/favorites?page=2',
      headers: { 'x-localization': 'ua', 'x-user-hash': 'visitor-1234', authorization: 'Bearer token-1' },
    });
  });

  it('adds the headers of one call (an order attempt’s Idempotency-Key), with or without global handling', async () => {
    const { api, requests } = setup(() => ok());
    await api.post('/v1/checkout/store', { a: 1 }, { headers: { 'idempotency-key': 'attempt-1' } });
    await api.post('/v1/checkout/store', { a: 1 }, { skipErrorHandling: true, headers: { 'idempotency-key': 'attempt-2' } });
    await api.post('/v1/checkout/quote', {});
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['attempt-1', 'attempt-2', undefined]);
    expect(requests[0].headers['x-localization']).toBe('ua');
  });

  it('waits for a token being fetched (the start-up restore) before sending, instead of going out as a guest', async () => {
    const { api, requests } = setup(() => ok());
    let token: string | null = null;
    let finish: () => void = () => undefined;
    const restoring = new Promise<void>((resolve) => {
      finish = () => {
        token = 'restored';
        resolve();
      };
    });
    api.setAuth({ getToken: () => token, pending: () => restoring });
    const answer = api.get('/v1/favorites');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(0);
    finish();
    await answer;
    expect(requests[0].headers.authorization).toBe('Bearer restored');
  });

  it.each([
    [503, 'maintenance'],
    [500, 'serverError'],
    [403, 'forbidden'],
  ] as const)('reacts to %i with %s and still rejects for the caller', async (code, handler) => {
    const { api, handlers } = setup(() => status(code));
    await expect(api.get('/v1/news')).rejects.toMatchObject({ status: code });
    expect(handlers[handler]).toHaveBeenCalledTimes(1);
  });

  it('leaves a 404 to the caller', async () => {
    const { api, handlers } = setup(() => status(404));
    await expect(api.get('/v1/news/missing')).rejects.toBeInstanceOf(ApiError);
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it('passes errors straight to the caller when a request skips error handling', async () => {
    const { api, handlers } = setup(() => status(401));
    const refresh = vi.fn(async () => true);
    api.setAuth({ refresh });
    await expect(api.post('/v1/auth/login', {}, { skipErrorHandling: true })).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(handlers.unauthorized).not.toHaveBeenCalled();
  });


  it('leaves a 5xx or 403 of a background call to the caller but still refreshes the token on 401', async () => {
    let calls = 0;
    const { api, handlers } = setup(() => (++calls === 1 ? status(401) : status(500)));
    const refresh = vi.fn(async () => true);
    api.setAuth({ refresh, getToken: () => 'token' });
    await expect(api.get('/v1/products/check-gift', undefined, { background: true })).rejects.toMatchObject({ status: 500 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(handlers.serverError).not.toHaveBeenCalled();
    const forbidden = setup(() => status(403));
    await expect(forbidden.api.post('/v1/checkout/sync-basket', {}, { background: true })).rejects.toMatchObject({ status: 403 });
    expect(forbidden.handlers.forbidden).not.toHaveBeenCalled();
  });

  it('sends the headers of one call with it only', async () => {
    const { api, requests } = setup(() => ok());
    await api.post('/v1/checkout/store', {}, { headers: { 'Idempotency-Key': 'attempt-1234' } });
    await api.get('/v1/favorites');
    expect(requests[0].headers['Idempotency-Key']).toBe('attempt-1234');
    expect(requests[1].headers['Idempotency-Key']).toBeUndefined();
  });
  it('refreshes once on 401 and sends the request again with the new token', async () => {
    let token = 'old';
    const { api, requests } = setup((request) =>
      request.headers.authorization === 'Bearer new' ? ok({ data: 'profile' }) : status(401),
    );
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    api.setAuth({ getToken: () => token, refresh });
    await expect(api.get('/v1/auth/me')).resolves.toEqual({ data: 'profile' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('queues concurrent 401s behind one refresh and retries each of them', async () => {
    let token = 'old';
    let finishRefresh: (ok: boolean) => void = () => undefined;
    const { api, requests } = setup((request) =>
      request.headers.authorization === 'Bearer new' ? ok({ data: request.path }) : status(401),
    );
    const refresh = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finishRefresh = (result) => {
            token = 'new';
            resolve(result);
          };
        }),
    );
    api.setAuth({ getToken: () => token, refresh });
    const calls = [api.get('/v1/a'), api.get('/v1/b'), api.get('/v1/c')];
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    // A request started while the refresh runs waits for it instead of using the old token.
    const late = api.get('/v1/d');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.filter((r) => r.path === '/v1/d')).toHaveLength(0);
    finishRefresh(true);
    await expect(Promise.all([...calls, late])).resolves.toEqual([
      { data: '/v1/a' },
      { data: '/v1/b' },
      { data: '/v1/c' },
      { data: '/v1/d' },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.path === '/v1/d').map((r) => r.headers.authorization)).toEqual(['Bearer new']);
  });

  it('calls unauthorized once when the refresh fails and rejects every waiting request', async () => {
    const { api, handlers } = setup(() => status(401));
    const refresh = vi.fn(async () => false);
    api.setAuth({ getToken: () => 'expired', refresh });
    const results = await Promise.allSettled([api.get('/v1/a'), api.get('/v1/b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(handlers.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a throwing refresh as a failed one', async () => {
    const { api, handlers } = setup(() => status(401));
    api.setAuth({ refresh: () => Promise.reject(new Error('network')) });
    await expect(api.get('/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(handlers.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again when the answer is still 401 after a successful refresh', async () => {
    const { api, handlers } = setup(() => status(401));
    const refresh = vi.fn(async () => true);
    api.setAuth({ getToken: () => 'token', refresh });
    await expect(api.get('/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(handlers.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('only resends a request that met a 401 after another request already refreshed the token', async () => {
    let token = 'old';
    let releaseSlow: () => void = () => undefined;
    const { api } = setup((request) => {
      if (request.path === '/v1/slow' && request.headers.authorization === 'Bearer old') {
        return new Promise((resolve) => {
          releaseSlow = () => resolve(status(401));
        });
      }
      return request.headers.authorization === 'Bearer new' ? ok({ data: request.path }) : status(401);
    });
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    api.setAuth({ getToken: () => token, refresh });
    const slow = api.get('/v1/slow');
    await expect(api.get('/v1/fast')).resolves.toEqual({ data: '/v1/fast' });
    releaseSlow();
    await expect(slow).resolves.toEqual({ data: '/v1/slow' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
