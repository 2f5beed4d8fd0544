/** Past this many keys, expired ones are dropped before a new one is kept. */
const MAX_KEYS = 64;

/**
 * Keeps the answer of a call that is the same for every visitor for a few seconds, so a burst of
 * page renders asks the API once instead of once per page. A failed call is forgotten at once.
 * Server-side only: the browser asks for shell data once per visit anyway.
 */
export function createShortMemo(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value as Promise<T>;
    const value = load();
    // Keys carry a version that moves on: past ones are dropped instead of kept for good.
    if (entries.size >= MAX_KEYS) for (const [old, entry] of entries) if (entry.expires <= now()) entries.delete(old);
    entries.set(key, { expires: now() + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  }
  /** How many keys it holds (tests). */
  memo.size = () => entries.size;
  return memo;
}
