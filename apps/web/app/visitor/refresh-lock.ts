/**
 * Runs `task` while holding a lock shared by all tabs of the shop (Web Locks API), so that two tabs
 * whose access tokens expire together do not both spend the same rotating refresh token: the API
 * would take the second use for a stolen token and end the session. Where the API is missing the
 * task simply runs.
 */
const LOCK_NAME = 'procosmetics:auth-refresh';

export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task) as Promise<T>;
}
