import type { ProductSummary } from '@shop/contracts/catalog';

/**
 * What a tile shows as its price: the lowest price among the volumes in stock (`minPrice`, "от" when
 * those volumes differ in price) and the old price of that same volume when it is on promotion.
 * With nothing in stock the volumes in question are all of them, and the price is the product
 * page's (the first volume's).
 */
export function tilePrice(product: Pick<ProductSummary, 'minPrice' | 'productPrices' | 'selectType'>): {
  value: number;
  oldValue: number | null;
  from: boolean;
} {
  const all = product.productPrices.length > 0 ? product.productPrices : [product.selectType];
  const inStock = all.filter((v) => v.inStock);
  const prices = inStock.length > 0 ? inStock : all;
  const shown = prices.find((v) => v.price === product.minPrice) ?? null;
  const distinct = new Set(prices.map((v) => v.price));
  return {
    value: product.minPrice,
    oldValue: shown ? shown.oldPrice : null,
    from: inStock.length > 0 && distinct.size > 1,
  };
}
