import { createStore, useStore } from './external-store.ts';

/**
 * What the header shows about the visitor: signed in or not, and the favourites and basket counts.
 * The accounts work sets `signedIn` and `favourites` after sign-in and on logout; the basket work
 * sets `basket` (number of items) whenever the stored basket changes. Everything starts at zero for
 * a guest, which is also what the server renders.
 */
export interface SessionState {
  signedIn: boolean;
  favourites: number;
  basket: number;
}

const sessionStore = createStore<SessionState>({ signedIn: false, favourites: 0, basket: 0 });

/** Merges a change into the session state, e.g. `updateSession({ basket: 3 })`. */
export function updateSession(patch: Partial<SessionState>): void {
  sessionStore.set((current) => {
    const next = { ...current, ...patch };
    const changed = (Object.keys(next) as (keyof SessionState)[]).some((key) => next[key] !== current[key]);
    return changed ? next : current;
  });
}

export function getSession(): SessionState {
  return sessionStore.get();
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
