import type { BasketLine } from '@shop/contracts/basket';
import { useMemo } from 'react';
import { createStore, useStore } from '../../lib/external-store.ts';
import { STORAGE_PREFIX } from '@shop/contracts/constants';
import { updateVisitorState } from '../../lib/visitor-state.ts';
import { trackRemoveFromCart } from './basket-analytics.ts';
import { clampCount, countItems, isPromoLine, lineInputs, lineKeys, mergeLines } from './basket-lines.ts';
import { BASKET_KEY, readBasket, writeBasket } from './basket-storage.ts';

/**
 * The basket (SPEC §4 "Basket"): the feature's public entry. Lines live in browser storage for
 * everyone and are the same in every tab (the storage event); the header shows their count. Every
 * change the shopper makes is announced to `onBasketChange` listeners, which run the debounced
 * checks (basket-checks.ts: samples, gifts and, for a signed-in user, the server copy).
 *
 * Lines are named by their key (`lineKeys`): kind, product and variant, plus which one for a
 * hasDuplicate product that is in the basket more than once.
 */

export { eventLine, isEventLine, productLine } from './basket-lines.ts';
export type { BasketLine };

export interface BasketState {
  /** False until the stored lines were read (server render and the first client render). */
  loaded: boolean;
  lines: readonly BasketLine[];
}

const basketStore = createStore<BasketState>({ loaded: false, lines: [] });

/** Why the lines changed: the shopper here, another tab, or the shop itself (sync, gifts). */
export type BasketChangeSource = 'shopper' | 'other-tab';
type ChangeListener = (source: BasketChangeSource) => void;
const changeListeners = new Set<ChangeListener>();
/** Bumped on every change the shopper makes here, so an answer to older lines can be told apart. */
let revision = 0;
let stopFollowingTabs: (() => void) | null = null;

function publish(lines: readonly BasketLine[]): void {
  basketStore.set({ loaded: true, lines });
  updateVisitorState({ basket: countItems(lines) });
}

/** Reads the stored lines once and follows other tabs from then on; every operation calls it first. */
export function ensureBasketLoaded(): void {
  if (basketStore.get().loaded || typeof window === 'undefined') return;
  publish(readBasket());
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== STORAGE_PREFIX + BASKET_KEY) return;
    publish(readBasket());
    for (const listener of [...changeListeners]) listener('other-tab');
  };
  window.addEventListener('storage', onStorage);
  stopFollowingTabs = () => window.removeEventListener('storage', onStorage);
}

/** Forgets the loaded state (tests, and a fresh start after the storage was cleared). */
export function unloadBasket(): void {
  stopFollowingTabs?.();
  stopFollowingTabs = null;
  basketStore.set({ loaded: false, lines: [] });
}

function change(update: (lines: readonly BasketLine[]) => readonly BasketLine[]): void {
  ensureBasketLoaded();
  const current = basketStore.get().lines;
  const next = update(current);
  if (next === current) return;
  publish(next);
  writeBasket(next);
  revision += 1;
  for (const listener of [...changeListeners]) listener('shopper');
}

/**
 * Lines the shop itself decided (the server's copy after a sync, the gifts and samples of the
 * rules): saved and shown, but not a change of the shopper's, so no new check is started.
 */
export function applyShopLines(lines: readonly BasketLine[]): void {
  ensureBasketLoaded();
  publish(lines);
  writeBasket(lines);
}

export function onBasketChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function basketRevision(): number {
  return revision;
}

export function getBasketLines(): readonly BasketLine[] {
  ensureBasketLoaded();
  return basketStore.get().lines;
}

export interface BasketView extends BasketState {
  /** The key of each line, in the same order. */
  keys: readonly string[];
  /** Units bought (what the header shows). */
  items: number;
}

export function useBasket(): BasketView {
  const state = useStore(basketStore);
  return useMemo(() => ({ ...state, keys: lineKeys(state.lines), items: countItems(state.lines) }), [state]);
}

/** The lines as the API takes them (quote, check-quantity, checkout/store): gifts and chosen samples included. */
export function basketLineInputs(lines: readonly BasketLine[] = getBasketLines()) {
  return lineInputs(lines);
}

function updateLine(key: string, update: (line: BasketLine) => BasketLine | null): void {
  change((lines) => {
    const index = lineKeys(lines).indexOf(key);
    if (index < 0) return lines;
    const line = lines[index];
    const next = update(line);
    if (next === line) return lines;
    return next ? lines.map((l, i) => (i === index ? next : l)) : lines.filter((_, i) => i !== index);
  });
}

/** Adds `count` units of a line (SPEC §4: an identical line grows, a hasDuplicate product gets its own). */
export function addToBasket(line: BasketLine, count: number = line.select_count): void {
  addLines([{ ...line, select_count: clampCount(count, line.select_type) }]);
}

/** Adds several lines at once (a repeated order), each by the same rules as `addToBasket`. */
export function addLines(lines: readonly BasketLine[]): void {
  if (lines.length === 0) return;
  change((current) => mergeLines(current, lines));
}

/** Sets a line's count, kept within SPEC §5's bounds. Gifts and samples stay at one. */
export function setCount(key: string, count: unknown): void {
  updateLine(key, (line) => {
    if (isPromoLine(line)) return line;
    const next = clampCount(count, line.select_type);
    return next === line.select_count ? line : { ...line, select_count: next };
  });
}

export function increment(key: string): void {
  const line = findLine(key);
  if (line) setCount(key, line.select_count + 1);
}

/** SPEC §4: decrement is disabled at 1; a line leaves the basket only by `remove`. */
export function decrement(key: string): void {
  const line = findLine(key);
  if (line && line.select_count > 1) setCount(key, line.select_count - 1);
}

/** Removes a line (remove_from_cart is reported); gifts cannot be removed (SPEC §4). */
export function remove(key: string): void {
  const line = findLine(key);
  if (!line || line.type === 'gift') return;
  updateLine(key, () => null);
  if (line.type !== 'sampler') trackRemoveFromCart(line);
}

/** Empties the basket (SPEC §4 "reset"; also after an order was placed). */
export function reset(): void {
  change((lines) => (lines.length === 0 ? lines : []));
}

/** Replaces every line (the checkout's clearing and repeating of orders). */
export function replaceLines(lines: readonly BasketLine[]): void {
  change(() => mergeLines([], lines));
}

function findLine(key: string): BasketLine | undefined {
  const lines = getBasketLines();
  return lines[lineKeys(lines).indexOf(key)];
}
