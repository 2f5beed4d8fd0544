import { STORAGE_PREFIX } from '@shop/contracts/constants';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

/**
 * The access token of the signed-in visitor (SPEC §4: stored, restored at start-up). It lives in
 * memory for requests and in local storage so that a reload or another tab of the shop starts
 * signed in. The refresh token never reaches scripts: it travels in its httpOnly cookie.
 */
export const TOKEN_KEY = 'auth:token';

let current: string | null = null;
let loaded = false;

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  current = readStored(TOKEN_KEY);
}

export function getAccessToken(): string | null {
  ensureLoaded();
  return current;
}

/** What local storage holds now: another tab may have refreshed or removed the token meanwhile. */
export function readStoredAccessToken(): string | null {
  return readStored(TOKEN_KEY);
}

export function setAccessToken(token: string): void {
  loaded = true;
  current = token;
  writeStored(TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  loaded = true;
  current = null;
  removeStored(TOKEN_KEY);
}

/**
 * Calls `listener` when another tab of the shop stores or removes the token (the `storage` event
 * fires only in the other tabs). The in-memory token follows the stored one before the call.
 */
export function onTokenChangedElsewhere(listener: (token: string | null, previous: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_PREFIX + TOKEN_KEY) return;
    const next = readStored(TOKEN_KEY);
    const previous = getAccessToken();
    if (next === previous) return;
    current = next;
    listener(next, previous);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
