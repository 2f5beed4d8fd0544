import type { BasketLine } from '@shop/contracts/basket';

/** A basket line with only what checkout reads filled in; the rest is whatever a list answer would carry. */
export function basketLine(overrides: { id?: number; variant?: number; count?: number; price?: number; quantity?: number; hasDuplicate?: boolean; type?: BasketLine['type'] } = {}): BasketLine {
  const variant = {
    id: overrides.variant ?? 11,
    value: '50 мл',
    size: 50,
    article: 'A-11',
    quantity: overrides.quantity ?? 10,
    inStock: true,
    price: overrides.price ?? 450,
    oldPrice: null,
    retailPrice: overrides.price ?? 450,
    image: null,
    image2: null,
  };
  return {
    id: overrides.id ?? 1,
    slug: 'krem',
    title: 'Крем',
    uaTitle: 'Крем',
    brand: { id: 1, title: 'Brand', slug: 'brand' },
    series: null,
    image: null,
    image2: null,
    isNew: false,
    isPromotion: false,
    hasDuplicate: overrides.hasDuplicate ?? false,
    inStock: true,
    rating: { average: 5, count: 0 },
    minPrice: variant.price,
    productPrices: [variant],
    selectType: variant,
    analytics: { item_id: String(overrides.id ?? 1), item_name: 'Крем', item_brand: 'Brand', item_category: null, price: variant.price },
    type: overrides.type ?? 'product',
    select_count: overrides.count ?? 1,
    select_type: variant,
    client_with_code_price: null,
  };
}
