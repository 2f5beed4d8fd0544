import { TIMINGS_MS } from '@shop/contracts/constants';
import type { Me } from '@shop/contracts/user';
import { ApiError } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { getAccount, setGuest, setSignedIn } from '../account/account-store.ts';
import { clearFavourites, loadFavourites } from '../favourites/favourites-store.ts';
import { authApi } from './auth-api.ts';
import { noticeAfterReload } from './notice-after-reload.ts';
import { withRefreshLock } from './refresh-lock.ts';
import {
  clearAccessToken,
  getAccessToken,
  onTokenChangedElsewhere,
  readStoredAccessToken,
  setAccessToken,
} from './token-store.ts';

/**
 * The browser session (SPEC §4 "Authentication"): the stored token restores the user at start-up;
 * a 401 triggers one refresh while other requests wait (browser-api's gate); a refused refresh
 * removes the token here, and the shell's `unauthorized` handler goes home and opens the login
 * popup (shell/api-error-bridge.tsx); logout reloads after 200 ms.
 */

let refreshing: Promise<boolean> | null = null;

/**
 * POST /v1/auth/refresh, once at a time in this tab and across tabs. A tab that waited for the lock
 * first looks whether another tab already stored a newer token, and takes it instead of spending
 * the refresh cookie again.
 */
export function refreshAccessToken(): Promise<boolean> {
  const rejected = getAccessToken();
  refreshing ??= withRefreshLock(async () => {
    const stored = readStoredAccessToken();
    if (stored && stored !== rejected) {
      setAccessToken(stored);
      return true;
    }
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
if (typeof window !== 'undefined') {
  browserApi.setAuth({ getToken: getAccessToken, refresh: refreshAccessToken });
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
 * Start-up: a stored token restores the user. A token the API no longer accepts is refreshed once;
 * when that fails too the visitor quietly continues as a guest. (Only a session that ends while
 * the visitor uses the shop sends them home with the login popup; at start-up there is nothing
 * they were doing, and a visitor arriving on a product page should stay there.)
 */
let restoring: Promise<void> | null = null;

export function restoreSession(): Promise<void> {
  restoring ??= restoreStoredSession();
  return restoring;
}

async function restoreStoredSession(): Promise<void> {
  if (!getAccessToken()) {
    setGuest();
    return;
  }
  const meQuietly = () => authApi.me({ skipErrorHandling: true });
  try {
    let user: Me;
    try {
      user = await meQuietly();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401) || !(await refreshAccessToken())) throw error;
      user = await meQuietly();
    }
    setSignedIn(user);
    loadFavourites().catch((error: unknown) => console.error('favourites failed to load', error));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAccessToken();
    else console.error('session could not be restored', error);
    // Unreachable API: the token stays for the next page, the visitor browses as a guest meanwhile.
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
 * Another tab signed in, refreshed or signed out. A new token in a signed-out tab loads the user;
 * a removed token (logout elsewhere) reloads this tab too, as logout does.
 */
export function followOtherTabs(): () => void {
  return onTokenChangedElsewhere((token, previous) => {
    if (!token) {
      if (getAccount().status === 'signed-in') {
        clearFavourites();
        setGuest();
        reloadSoon();
      }
      return;
    }
    if (!previous || getAccount().status !== 'signed-in') {
      loadSignedInUser().catch((error: unknown) => console.error('user failed to load', error));
    }
  });
}
