import type { BasketLine, BasketLineInput } from '@shop/contracts/basket';
import { useEffect } from 'react';
import { addLines, basketLineInputs, ensureBasketLoaded, getBasketLines, isEventLine, reset, useBasket } from '../basket/basket-store.ts';

/**
 * The basket as checkout and the profile's orders see it, through the basket's own store
 * (`features/basket/basket-store.ts`): one copy of the lines in memory, in storage and on the server,
 * so emptying it after an order or refilling it from an old one is seen by the header, the basket
 * page and the server sync alike.
 */

/** The basket's lines; null while they are being read (the page shows its skeleton). */
export function useBasketLines(): readonly BasketLine[] | null {
  useEffect(ensureBasketLoaded, []);
  const basket = useBasket();
  return basket.loaded ? basket.lines : null;
}

/**
 * A basket of seminar tickets and webinars only (with any free lines): nothing to deliver, so the
 * order names the shop's pickup method and is paid by card or invoice (docs/decisions/0018).
 */
export function holdsOnlyEvents(lines: readonly BasketLine[]): boolean {
  const bought = lines.filter((line) => line.type !== 'gift' && line.type !== 'sampler');
  return bought.length > 0 && bought.every(isEventLine);
}

export function readBasketLines(): readonly BasketLine[] {
  return getBasketLines();
}

/** Empties the basket once its order is placed. */
export function clearBasket(): void {
  reset();
}

/** Puts lines into the basket (a repeated order): identical lines add up, as the basket's own add does. */
export function addBasketLines(lines: readonly BasketLine[]): void {
  addLines(lines);
}

/** Lines as the API is told them: product, variant, count and kind (never a price). */
export function basketInputs(lines: readonly BasketLine[]): BasketLineInput[] {
  return basketLineInputs(lines);
}
