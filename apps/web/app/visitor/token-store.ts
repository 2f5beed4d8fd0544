import { STORAGE_PREFIX } from '@shop/contracts/constants';
import { readStored, removeStored, writeStored } from '../lib/storage.ts';

/**
 * The access token of the signed-in visitor lives in this tab's memory only, so a script injected
 * into a page finds nothing in storage to carry away. A reload or a new tab gets its own token from
 * the refresh endpoint, whose token travels in an httpOnly cookie scripts never see (session.ts).
 *
 * Local storage keeps one non-secret hint, "this browser has a session", so that guests (nearly every
 * visitor) are not sent to the refresh endpoint on each page, and so that other tabs hear of a sign-in
 * or a sign-out (the `storage` event).
 */
const SIGNED_IN_KEY = 'auth:signed-in';

/**
 * An inline script that marks `<html data-stored-session>` while the page is still being parsed when
 * this browser has a session, so the header holds the signed-in strip's room before hydration
 * (features/account/header-user.tsx) and the page does not jump when the user arrives.
 */
export const STORED_SESSION_MARKER = `try{localStorage.getItem(${JSON.stringify(STORAGE_PREFIX + SIGNED_IN_KEY)})&&document.documentElement.setAttribute("data-stored-session","")}catch(e){}`;
/** Where earlier versions kept the token itself; removed on sight. */
const LEGACY_TOKEN_KEY = 'auth:token';

let current: string | null = null;

export function getAccessToken(): string | null {
  return current;
}

export function setAccessToken(token: string): void {
  current = token;
  writeStored(SIGNED_IN_KEY, '1');
}

/** Forgets the token and the hint: this tab and the others continue as guests. */
export function clearAccessToken(): void {
  current = null;
  removeStored(SIGNED_IN_KEY);
}

/** Whether this browser had a session when the page loaded, so that start-up is worth a refresh call. */
export function hadSession(): boolean {
  if (readStored(LEGACY_TOKEN_KEY) !== null) {
    removeStored(LEGACY_TOKEN_KEY);
    writeStored(SIGNED_IN_KEY, '1');
  }
  return readStored(SIGNED_IN_KEY) !== null;
}

/**
 * Calls `listener` when another tab of the shop signs in (true) or out (false); the `storage` event
 * fires only in the other tabs. On a sign-out elsewhere this tab's token is dropped first: the
 * session it belonged to is over.
 */
export function onSessionChangedElsewhere(listener: (signedIn: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_PREFIX + SIGNED_IN_KEY) return;
    const signedIn = readStored(SIGNED_IN_KEY) !== null;
    if (!signedIn) current = null;
    listener(signedIn);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
