import type { BasketLine, PromoItem, PromoOffer } from '@shop/contracts/basket';
import { createStore, useStore } from '../../lib/external-store.ts';
import { isPromoLine, promoLine, sameLines } from './basket-lines.ts';

/**
 * Samples and gifts (SPEC §3 "Sample and gift", §4): the rules the basket qualifies for come from
 * check-samples and check-gift. Gifts are added by the shop and cannot be removed; samples are
 * offered, the shopper picks up to each rule's `maxCount`, and may remove them again. Both are
 * lines of their own kind (`gift`, `sampler`) at price 0 after the bought lines.
 */

const sampleOffersStore = createStore<readonly PromoOffer[]>([]);

export function useSampleOffers(): readonly PromoOffer[] {
  return useStore(sampleOffersStore);
}

export function setSampleOffers(offers: readonly PromoOffer[]): void {
  sampleOffersStore.set(offers);
}

/** The gift lines the rules give: each rule's first `maxCount` items, one unit each. */
function giftLines(gifts: readonly PromoOffer[]): BasketLine[] {
  const seen = new Set<number>();
  const lines: BasketLine[] = [];
  for (const offer of gifts) {
    for (const item of offer.items.slice(0, Math.max(0, offer.maxCount))) {
      if (seen.has(item.product_price_id)) continue;
      seen.add(item.product_price_id);
      lines.push(promoLine(item, 'gift'));
    }
  }
  return lines;
}

/** The chosen samples that the rules still offer, at most `maxCount` per rule, in the order chosen. */
function offeredSamples(chosen: readonly BasketLine[], offers: readonly PromoOffer[]): BasketLine[] {
  const room = new Map(offers.map((offer) => [offer.id, Math.max(0, offer.maxCount)]));
  const kept: BasketLine[] = [];
  for (const line of chosen) {
    const offer = offers.find((o) => (room.get(o.id) ?? 0) > 0 && o.items.some((item) => item.product_price_id === line.select_type.id));
    if (!offer || kept.some((k) => k.select_type.id === line.select_type.id)) continue;
    room.set(offer.id, (room.get(offer.id) ?? 0) - 1);
    kept.push(line);
  }
  return kept;
}

/**
 * The basket after a check: the bought lines as they are, the samples still offered, the gifts the
 * rules give. A rule list that could not be fetched (null) leaves its lines as they were; a basket
 * with nothing bought has no samples or gifts. Returns `lines` itself when nothing changes.
 */
export function reconcilePromos(
  lines: readonly BasketLine[],
  samples: readonly PromoOffer[] | null,
  gifts: readonly PromoOffer[] | null,
): readonly BasketLine[] {
  const bought = lines.filter((line) => !isPromoLine(line));
  const chosen = lines.filter((line) => line.type === 'sampler');
  const given = lines.filter((line) => line.type === 'gift');
  const next =
    bought.length === 0
      ? bought
      : [...bought, ...(samples ? offeredSamples(chosen, samples) : chosen), ...(gifts ? giftLines(gifts) : given)];
  return sameLines(next, lines) ? lines : next;
}

/** How many samples of a rule are in the basket. */
export function chosenOf(offer: PromoOffer, lines: readonly BasketLine[]): number {
  return lines.filter((line) => line.type === 'sampler' && offer.items.some((item) => item.product_price_id === line.select_type.id)).length;
}

export function sampleLine(item: PromoItem): BasketLine {
  return promoLine(item, 'sampler');
}
