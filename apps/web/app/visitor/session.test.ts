import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';

// Browser storage as another tab would see it.
const stored = vi.hoisted(() => new Map<string, string>());
vi.mock('../lib/storage.ts', () => ({
  readStored: (key: string) => stored.get(key) ?? null,
  writeStored: (key: string, value: string) => void stored.set(key, value),
  removeStored: (key: string) => void stored.delete(key),
}));
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), setAuth: vi.fn(), setHandlers: vi.fn() }));
vi.mock('../lib/browser-api.ts', () => ({ browserApi: api }));

const { refreshAccessToken, restoreSession } = await import('./session.ts');
const { getAccessToken, setAccessToken, hadSession } = await import('./token-store.ts');
const { getAccount, setSignedIn } = await import('./account-store.ts');

const HINT_KEY = 'auth:signed-in';
const refreshCalls = () => api.post.mock.calls.filter(([path]) => path === '/v1/auth/refresh').length;
const tokenAnswer = (accessToken: string) => ({ data: { accessToken, tokenType: 'Bearer', expiresIn: 900 } });

describe('refreshAccessToken', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    stored.clear();
    setAccessToken('expired');
  });

  it('sends one refresh for any number of requests that met a 401', async () => {
    api.post.mockResolvedValue(tokenAnswer('fresh'));
    const results = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect(results).toEqual([true, true, true]);
    expect(refreshCalls()).toBe(1);
    expect(getAccessToken()).toBe('fresh');
  });

  it('keeps the token in memory and only a non-secret hint in storage', async () => {
    api.post.mockResolvedValue(tokenAnswer('fresh'));
    await refreshAccessToken();
    expect([...stored.values()]).not.toContain('fresh');
    expect([...stored.entries()]).toEqual([[HINT_KEY, '1']]);
  });

  it('forgets the session when the API refuses the refresh', async () => {
    setSignedIn({ name: 'Анна' } as Parameters<typeof setSignedIn>[0]);
    api.post.mockRejectedValue(new ApiError(401, { message: 'Сессия завершена' }));
    expect(await refreshAccessToken()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(stored.has(HINT_KEY)).toBe(false);
    expect(getAccount().status).toBe('guest');
  });

  it('keeps the session when the network failed', async () => {
    api.post.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await refreshAccessToken()).toBe(false);
    expect(getAccessToken()).toBe('expired');
    expect(stored.get(HINT_KEY)).toBe('1');
  });
});

describe('hadSession', () => {
  beforeEach(() => stored.clear());

  it('removes a token an earlier version left in storage and keeps only the hint', () => {
    stored.set('auth:token', 'old-token');
    expect(hadSession()).toBe(true);
    expect([...stored.entries()]).toEqual([[HINT_KEY, '1']]);
  });

  it('is false for a guest', () => {
    expect(hadSession()).toBe(false);
  });
});

describe('restoreSession', () => {
  it('gets a token from the refresh cookie and loads the user when the browser had a session', async () => {
    vi.resetAllMocks();
    stored.clear();
    stored.set(HINT_KEY, '1');
    api.post.mockResolvedValue(tokenAnswer('restored'));
    api.get.mockImplementation(async (path: string) => (path === '/v1/auth/me' ? { data: { name: 'Анна' } } : { data: [] }));
    await restoreSession();
    expect(refreshCalls()).toBe(1);
    expect(getAccessToken()).toBe('restored');
    expect(getAccount().status).toBe('signed-in');
  });
});
