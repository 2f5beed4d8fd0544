import type { RemainingProduct } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { HttpError } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { toImage } from '../catalog/product-summary.mapper.ts';
import type { BasketVariant } from './basket-variants.repository.ts';
import { checkoutMessage } from './checkout.messages.ts';

/**
 * The variants whose wanted units exceed their stock (SPEC §8, the stock shortage dialog 564), in
 * the order the units were named. `stock` is the variants' quantity now; a variant missing from it
 * has none left.
 */
export function shortages(
  units: ReadonlyMap<number, number>,
  stock: ReadonlyMap<number, number>,
  variants: ReadonlyMap<number, BasketVariant>,
  lang: ApiLanguage,
): RemainingProduct[] {
  const short: RemainingProduct[] = [];
  for (const [priceId, requested] of units) {
    const quantity = Math.max(0, stock.get(priceId) ?? 0);
    if (requested <= quantity) continue;
    const variant = variants.get(priceId);
    const value = variant ? pick(variant, 'value', lang) : '';
    short.push({
      id: variant?.productId ?? 0,
      product_price_id: priceId,
      description: variant ? `${pick(variant, 'title', lang)}, ${value}` : '',
      quantity,
      requested,
      productPrice: { image: toImage(variant?.image), value },
    });
  }
  return short;
}

/** 409 of an order that asks for more than is left; nothing was stored. The route sends the list with it. */
export class StockShortage extends HttpError {
  constructor(
    lang: ApiLanguage,
    readonly remainingProducts: RemainingProduct[],
  ) {
    super(409, checkoutMessage(lang, 'shortage'));
  }
}

/** Stock as the variants were loaded (outside any lock): for the check before placing and the early refusal. */
export function stockOf(variants: ReadonlyMap<number, BasketVariant>): Map<number, number> {
  return new Map([...variants.values()].map((v) => [v.id, v.quantity]));
}
