import { TIMINGS_MS } from '@shop/contracts/constants';
import type { Me } from '@shop/contracts/user';
import { ApiError } from '../lib/api-client.ts';
import { browserApi } from '../lib/browser-api.ts';
import { getAccount, setGuest, setSignedIn } from './account-store.ts';
import { clearFavourites, loadFavourites } from './favourites-store.ts';
import { authApi } from './auth-api.ts';
import { noticeAfterReload } from './notice-after-reload.ts';
import { withRefreshLock } from './refresh-lock.ts';
import {
  STORED_SESSION_MARKER,
  clearAccessToken,
  getAccessToken,
  hadSession,
  onSessionChangedElsewhere,
  setAccessToken,
} from './token-store.ts';

/**
 * The browser session (SPEC §4 "Authentication"): at start-up a browser that had a session asks the
 * refresh endpoint (httpOnly cookie) for an access token, kept in memory only (token-store.ts);
 * a 401 triggers one refresh while other requests wait (browser-api's gate); a refused refresh
 * removes the token here, and the shell's `unauthorized` handler goes home and opens the login
 * popup (shell/api-error-bridge.tsx); logout reloads after 200 ms.
 */

/** The token for calls made outside the API client (a multipart upload); other features ask here, not the store. */
export { getAccessToken };

/** The header's inline marker of a stored session (token-store.ts). */
export { STORED_SESSION_MARKER };

let refreshing: Promise<boolean> | null = null;

/**
 * POST /v1/auth/refresh, once at a time in this tab and across tabs: the cookie rotates on each use,
 * and a tab that waited for the lock sends the cookie the previous holder received.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= withRefreshLock(async () => {
    try {
      const result = await authApi.refresh();
      setAccessToken(result.accessToken);
      return true;
    } catch (error) {
      // The API refused the refresh cookie: the session is over. (The shell's `unauthorized`
      // handler then goes home and opens the login popup.) A network failure keeps the token.
      if (error instanceof ApiError && error.status < 500) forgetSession();
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// The browser client sends the token and asks here for a new one (installed before any request).
// Requests wait while a token is being fetched instead of going out as a guest's: the first request
// of a page starts the session's restoration if the shell has not yet (components' effects run
// before the shell's), and every request waits for it.
if (typeof window !== 'undefined') {
  browserApi.setAuth({ getToken: getAccessToken, refresh: refreshAccessToken, pending: () => refreshing ?? restoreSession() });
}

async function loadSignedInUser(): Promise<Me> {
  const user = await authApi.me();
  setSignedIn(user);
  // Favourites are not worth failing a sign-in for: the hearts stay empty and the count zero.
  loadFavourites().catch((error: unknown) => console.error('favourites failed to load', error));
  return user;
}

/** Stores a token from login, registration, restore or social sign-in and loads the user. */
export async function completeSignIn(accessToken: string): Promise<Me> {
  setAccessToken(accessToken);
  try {
    return await loadSignedInUser();
  } catch (error) {
    forgetSession();
    throw error;
  }
}

/** Loads the user again (after documents were sent, a code was linked, …). */
export async function reloadUser(): Promise<Me> {
  return loadSignedInUser();
}

function forgetSession(): void {
  clearAccessToken();
  clearFavourites();
  setGuest();
}

/**
 * Start-up: a browser that had a session gets a token from the refresh cookie and loads the user.
 * When the API refuses the cookie the visitor quietly continues as a guest. (Only a session that
 * ends while the visitor uses the shop sends them home with the login popup; at start-up there is
 * nothing they were doing, and a visitor arriving on a product page should stay there.)
 */
let restoring: Promise<void> | null = null;

export function restoreSession(): Promise<void> {
  restoring ??= restoreStoredSession();
  return restoring;
}

async function restoreStoredSession(): Promise<void> {
  if (!hadSession()) {
    setGuest();
    return;
  }
  try {
    // A refused cookie forgets the session inside; an unreachable API keeps the hint for the next page.
    if (!(await refreshAccessToken())) {
      clearFavourites();
      setGuest();
      return;
    }
    setSignedIn(await authApi.me({ skipErrorHandling: true }));
    loadFavourites().catch((error: unknown) => console.error('favourites failed to load', error));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAccessToken();
    else console.error('session could not be restored', error);
    clearFavourites();
    setGuest();
  }
}

/** SPEC §4: logout clears the token and reloads the page after 200 ms. */
export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
  } catch (error) {
    // The server session ends on its own; the browser forgets it either way.
    console.error('logout call failed', error);
  }
  forgetSession();
  noticeAfterReload('auth.logout.done');
  reloadSoon();
}

function reloadSoon(): void {
  window.setTimeout(() => window.location.reload(), TIMINGS_MS.logoutReload);
}

/**
 * Another tab signed in or out. A sign-in elsewhere gives this tab a token of its own from the
 * (shared) refresh cookie and loads the user; a sign-out elsewhere reloads this tab too, as logout does.
 */
export function followOtherTabs(): () => void {
  return onSessionChangedElsewhere((signedIn) => {
    if (!signedIn) {
      if (getAccount().status === 'signed-in') {
        clearFavourites();
        setGuest();
        reloadSoon();
      }
      return;
    }
    if (getAccount().status === 'signed-in' && getAccessToken()) return;
    refreshAccessToken()
      .then((ok) => (ok ? loadSignedInUser() : undefined))
      .catch((error: unknown) => console.error('user failed to load', error));
  });
}
