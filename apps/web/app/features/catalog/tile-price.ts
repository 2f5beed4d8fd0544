import type { ProductSummary } from '@shop/contracts/catalog';

/**
 * What a tile shows as its price: the lowest variant price ("from" when variants differ) and the
 * old price of that same variant when it is on promotion.
 */
export function tilePrice(product: Pick<ProductSummary, 'minPrice' | 'productPrices' | 'selectType'>): {
  value: number;
  oldValue: number | null;
  from: boolean;
} {
  const prices = product.productPrices.length > 0 ? product.productPrices : [product.selectType];
  const cheapest = prices.reduce((best, v) => (v.price < best.price ? v : best), prices[0] ?? product.selectType);
  const distinct = new Set(prices.map((v) => v.price));
  return {
    value: product.minPrice,
    oldValue: cheapest && cheapest.price === product.minPrice ? cheapest.oldPrice : null,
    from: distinct.size > 1,
  };
}
