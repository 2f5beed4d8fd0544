import type { BasketLine, BasketLineInput } from '@shop/contracts/basket';
import { useEffect } from 'react';
import { createStore, useStore } from '../../lib/external-store.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { updateVisitorState } from '../../lib/visitor-state.ts';
import { mergeLines, readBasketJson } from './basket-lines.ts';

/**
 * The basket as checkout and the profile's orders see it: the lines kept in browser storage under
 * `procosmetics:basket` as `{ v: 1, lines: BasketLine[] }` (SPEC §4 "Basket"). The basket feature
 * owns that storage; this file is the one place checkout reads and writes it, so that switching to
 * the basket's own store (`features/basket/basket-store.ts`) changes this file only.
 */
const STORAGE_KEY = 'basket';

/** Null until the browser has read storage: the server render and the first paint know no basket. */
const linesStore = createStore<readonly BasketLine[] | null>(null);
let listening = false;

const itemCount = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.select_count, 0);

function load(): void {
  const lines = readBasketJson(readStored(STORAGE_KEY));
  linesStore.set(lines);
  updateVisitorState({ basket: itemCount(lines) });
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  load();
  // Another tab (or the basket page of this one) changed the basket.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.endsWith(STORAGE_KEY)) load();
  });
}

function write(lines: readonly BasketLine[]): void {
  writeStored(STORAGE_KEY, JSON.stringify({ v: 1, lines }));
  linesStore.set(lines);
  updateVisitorState({ basket: itemCount(lines) });
}

/** The basket's lines; null while they are being read (the page shows its skeleton). */
export function useBasketLines(): readonly BasketLine[] | null {
  useEffect(listen, []);
  return useStore(linesStore);
}

export function readBasketLines(): readonly BasketLine[] {
  listen();
  return linesStore.get() ?? [];
}

/** Empties the basket once its order is placed. */
export function clearBasket(): void {
  write([]);
}

/** Puts lines into the basket (a repeated order): identical lines add up, as the basket's own add does. */
export function addBasketLines(lines: readonly BasketLine[]): void {
  write(mergeLines(readBasketLines(), lines));
}

/** Lines as the API is told them: product, variant, count and kind (never a price). */
export function basketInputs(lines: readonly BasketLine[]): BasketLineInput[] {
  return lines.map((line) => ({ id: line.id, product_price_id: line.select_type.id, count: line.select_count, type: line.type }));
}
