import type { BasketLine } from '@shop/contracts/basket';
import type { ProductSummary, ProductVariant } from '@shop/contracts/catalog';
import { productLine } from '../basket-lines.ts';

/** Products and lines for the basket's tests. */
export function variant(id: number, patch: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id,
    value: `${id} мл`,
    size: id,
    article: `A-${id}`,
    quantity: 10,
    inStock: true,
    price: 100,
    oldPrice: null,
    retailPrice: 100,
    image: null,
    image2: null,
    ...patch,
  };
}

export function product(id: number, patch: Partial<ProductSummary> = {}): ProductSummary {
  const selectType = patch.selectType ?? variant(id * 10);
  return {
    id,
    slug: `product-${id}`,
    title: `Товар ${id}`,
    uaTitle: `Товар ${id}`,
    brand: { id: 1, title: 'Бренд', slug: 'brand' },
    series: null,
    image: null,
    image2: null,
    isNew: false,
    isPromotion: false,
    hasDuplicate: false,
    inStock: true,
    rating: { average: 0, count: 0 },
    minPrice: selectType.price,
    productPrices: [selectType],
    selectType,
    analytics: { item_id: String(id), item_name: `Товар ${id}`, item_brand: 'Бренд', item_category: null, price: selectType.price },
    ...patch,
  };
}

export function line(id: number, count = 1, patch: Partial<ProductSummary> = {}, variantPatch: Partial<ProductVariant> = {}): BasketLine {
  const p = product(id, patch);
  return productLine(p, { ...p.selectType, ...variantPatch }, count);
}

/** A window with a working localStorage and storage events, enough for the store in Node. */
export function fakeWindow() {
  const data = new Map<string, string>();
  const listeners = new Set<(event: { key: string | null }) => void>();
  const localStorage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
  const win = {
    localStorage,
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => type === 'storage' && listeners.add(listener),
    removeEventListener: (type: string, listener: (event: { key: string | null }) => void) => type === 'storage' && listeners.delete(listener),
    setInterval: globalThis.setInterval.bind(globalThis),
    clearInterval: globalThis.clearInterval.bind(globalThis),
  };
  return {
    window: win,
    data,
    /** Another tab wrote `value` under `key`. */
    otherTabWrites(key: string, value: string | null) {
      if (value === null) data.delete(key);
      else data.set(key, value);
      for (const listener of [...listeners]) listener({ key });
    },
  };
}
