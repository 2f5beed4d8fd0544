import { createStore, useStore } from './external-store.ts';

/**
 * What the header shows about the visitor: signed in or not, and the favourites and basket counts.
 * The accounts work sets `signedIn` and `favourites` after sign-in and on logout; the basket work
 * sets `basket` (number of items) whenever the stored basket changes. Everything starts at zero for
 * a guest, which is also what the server renders.
 */
export interface VisitorState {
  signedIn: boolean;
  favourites: number;
  basket: number;
}

const visitorStateStore = createStore<VisitorState>({ signedIn: false, favourites: 0, basket: 0 });

/** Merges a change into the visitor state, e.g. `updateVisitorState({ basket: 3 })`. */
export function updateVisitorState(patch: Partial<VisitorState>): void {
  visitorStateStore.set((current) => {
    const next = { ...current, ...patch };
    const changed = (Object.keys(next) as (keyof VisitorState)[]).some((key) => next[key] !== current[key]);
    return changed ? next : current;
  });
}

export function getVisitorState(): VisitorState {
  return visitorStateStore.get();
}

export function useVisitorState(): VisitorState {
  return useStore(visitorStateStore);
}
