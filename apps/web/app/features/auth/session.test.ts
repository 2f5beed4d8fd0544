import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';

// Browser storage as another tab would see it.
const stored = vi.hoisted(() => new Map<string, string>());
vi.mock('../../lib/storage.ts', () => ({
  readStored: (key: string) => stored.get(key) ?? null,
  writeStored: (key: string, value: string) => void stored.set(key, value),
  removeStored: (key: string) => void stored.delete(key),
}));
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), setAuth: vi.fn(), setHandlers: vi.fn() }));
vi.mock('../../lib/browser-api.ts', () => ({ browserApi: api }));

const { refreshAccessToken } = await import('./session.ts');
const { getAccessToken, setAccessToken } = await import('./token-store.ts');
const { getAccount, setSignedIn } = await import('../account/account-store.ts');

const TOKEN_KEY = 'auth:token';
const refreshCalls = () => api.post.mock.calls.filter(([path]) => path === '/v1/auth/refresh').length;

describe('refreshAccessToken', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    stored.clear();
    setAccessToken('expired');
  });

  it('sends one refresh for any number of requests that met a 401', async () => {
    api.post.mockResolvedValue({ data: { accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 900 } });
    const results = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect(results).toEqual([true, true, true]);
    expect(refreshCalls()).toBe(1);
    expect(getAccessToken()).toBe('fresh');
    expect(stored.get(TOKEN_KEY)).toBe('fresh');
  });

  it('takes the token another tab already refreshed instead of spending the cookie again', async () => {
    stored.set(TOKEN_KEY, 'from-another-tab');
    expect(await refreshAccessToken()).toBe(true);
    expect(refreshCalls()).toBe(0);
    expect(getAccessToken()).toBe('from-another-tab');
  });

  it('forgets the session when the API refuses the refresh', async () => {
    setSignedIn({ name: 'Анна' } as Parameters<typeof setSignedIn>[0]);
    api.post.mockRejectedValue(new ApiError(401, { message: 'Сессия завершена' }));
    expect(await refreshAccessToken()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(stored.has(TOKEN_KEY)).toBe(false);
    expect(getAccount().status).toBe('guest');
  });

  it('keeps the session when the network failed', async () => {
    api.post.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await refreshAccessToken()).toBe(false);
    expect(getAccessToken()).toBe('expired');
  });
});
