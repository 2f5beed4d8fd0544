import type { Favourite } from '@shop/contracts/favourites';
import { browserApi } from '../lib/browser-api.ts';
import { createStore, useStore } from '../lib/external-store.ts';
import { updateVisitorState } from '../lib/visitor-state.ts';

/**
 * The signed-in user's favourite product ids (SPEC §3 "Favourite"), loaded after sign-in and at
 * start-up. Toggles are optimistic: the heart and the header count change at once and go back if
 * the API refuses.
 */
const favouritesStore = createStore<ReadonlySet<number>>(new Set());
/** False until the signed-in user's list has arrived: an empty set before that means "not known". */
const loadedStore = createStore(false);

function publish(ids: ReadonlySet<number>): void {
  favouritesStore.set(ids);
  updateVisitorState({ favourites: ids.size });
}

/**
 * Toggles made while the list is on its way. The answer may have been read by the API before such
 * a toggle reached it, so the toggles are applied again on top of it instead of being overwritten.
 */
let changesDuringLoad: Map<number, boolean> | null = null;

export async function loadFavourites(): Promise<void> {
  changesDuringLoad = new Map();
  try {
    const { data } = await browserApi.get<{ data: Favourite[] }>('/v1/favorites');
    const ids = new Set(data.map((f) => f.productId));
    for (const [id, favourite] of changesDuringLoad) {
      if (favourite) ids.add(id);
      else ids.delete(id);
    }
    publish(ids);
    loadedStore.set(true);
  } finally {
    changesDuringLoad = null;
  }
}

export function clearFavourites(): void {
  publish(new Set());
  loadedStore.set(false);
}

export function useFavouritesLoaded(): boolean {
  return useStore(loadedStore);
}

export function useFavouriteIds(): ReadonlySet<number> {
  return useStore(favouritesStore);
}

export function useIsFavourite(productId: number): boolean {
  return useStore(favouritesStore).has(productId);
}

function withId(productId: number, present: boolean): ReadonlySet<number> {
  const next = new Set(favouritesStore.get());
  if (present) next.add(productId);
  else next.delete(productId);
  return next;
}

/** Adds or removes a product; resolves to the new state, rejects (and restores) when the API fails. */
export async function setFavourite(productId: number, favourite: boolean): Promise<boolean> {
  publish(withId(productId, favourite));
  changesDuringLoad?.set(productId, favourite);
  try {
    if (favourite) await browserApi.post('/v1/favorites', { productId });
    else await browserApi.delete(`/v1/favorites/${productId}`);
    return favourite;
  } catch (error) {
    publish(withId(productId, !favourite));
    changesDuringLoad?.set(productId, !favourite);
    throw error;
  }
}
