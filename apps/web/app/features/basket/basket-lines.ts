import type { BasketLine, BasketLineInput, BasketLineType, PromoItem } from '@shop/contracts/basket';
import { MAX_BASKET_LINES, MAX_LINE_COUNT } from '@shop/contracts/constants';
import type { ProductSummary, ProductVariant } from '@shop/contracts/catalog';

/**
 * The rules of basket lines (SPEC §3 "Basket line", §4 "Basket", §5), as pure functions over the
 * list the store keeps: what makes two lines one, how many units a line may hold, and what the API
 * is told. The store (basket-store.ts) only applies them and saves the result.
 */

/** Lines the shop adds or offers itself: free, not counted in the header, not merged by the shopper. */
export const PROMO_TYPES: readonly BasketLineType[] = ['gift', 'sampler'];

export function isPromoLine(line: Pick<BasketLine, 'type'>): boolean {
  return PROMO_TYPES.includes(line.type);
}

/** A seminar ticket or a webinar (decision 0018): priced by the shop from its row, kept in the browser only. */
export const EVENT_TYPES: readonly BasketLineType[] = ['ticket', 'webinar'];

export function isEventLine(line: Pick<BasketLine, 'type'>): boolean {
  return EVENT_TYPES.includes(line.type);
}

/**
 * SPEC §5: at least 1, at most the chosen variant's quantity (1 when it is not known), a whole
 * number rounded up. Anything that is not a number becomes 1.
 */
export function clampCount(wanted: unknown, variant: Pick<ProductVariant, 'quantity'>): number {
  const max = countLimit(variant);
  const value = typeof wanted === 'number' ? wanted : typeof wanted === 'string' ? Number(wanted.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(max, Math.ceil(value)));
}

function countLimit(variant: Pick<ProductVariant, 'quantity'>): number {
  return Math.min(MAX_LINE_COUNT, Number.isInteger(variant.quantity) && variant.quantity > 0 ? variant.quantity : 1);
}

/** The most units a line may hold (what the stepper's "+" stops at). */
export function maxCount(line: Pick<BasketLine, 'select_type'>): number {
  return countLimit(line.select_type);
}

/** Two lines are one when they are the same variant of the same kind; hasDuplicate products never merge. */
function sameLine(a: BasketLine, b: BasketLine): boolean {
  return !a.hasDuplicate && !b.hasDuplicate && a.type === b.type && a.id === b.id && a.select_type.id === b.select_type.id;
}

/**
 * Adds lines to a basket: a line already there gets the units added (within its limit), any other
 * is appended, as long as the basket has room (the API takes at most MAX_BASKET_LINES).
 */
export function mergeLines(current: readonly BasketLine[], added: readonly BasketLine[]): BasketLine[] {
  const next = [...current];
  for (const line of added) {
    const index = next.findIndex((existing) => sameLine(existing, line));
    if (index >= 0) {
      const existing = next[index];
      next[index] = { ...existing, select_count: clampCount(existing.select_count + line.select_count, existing.select_type) };
    } else if (next.length < MAX_BASKET_LINES) {
      next.push({ ...line, select_count: clampCount(line.select_count, line.select_type) });
    }
  }
  return next;
}

/**
 * A key that names a line for the controls that change it: the kind and variant, and for a
 * hasDuplicate product (which may be in the basket more than once) which of its lines it is.
 */
export function lineKeys(lines: readonly BasketLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.type}:${line.id}:${line.select_type.id}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}#${n}`;
  });
}

/** Units the header counts: what the shopper chose to buy (gifts and samples come free). */
export function countItems(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => (isPromoLine(line) ? sum : sum + line.select_count), 0);
}

/** The fields of a product summary a line keeps (a product page's tabs and SEO stay out of storage). */
function summaryOf(product: ProductSummary): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    uaTitle: product.uaTitle,
    brand: product.brand,
    series: product.series,
    image: product.image,
    image2: product.image2,
    isNew: product.isNew,
    isPromotion: product.isPromotion,
    hasDuplicate: product.hasDuplicate,
    inStock: product.inStock,
    rating: product.rating,
    minPrice: product.minPrice,
    productPrices: product.productPrices,
    selectType: product.selectType,
    analytics: product.analytics,
  };
}

/** A product line for a chosen variant and count. */
export function productLine(product: ProductSummary, variant: ProductVariant, count: number, type: BasketLineType = 'product'): BasketLine {
  return {
    ...summaryOf(product),
    type,
    select_count: clampCount(count, variant),
    select_type: variant,
    client_with_code_price: null,
  };
}

/** A free line of a sample or gift rule (one unit, price 0). */
export function promoLine(item: PromoItem, type: 'gift' | 'sampler'): BasketLine {
  const variant: ProductVariant = {
    id: item.product_price_id,
    value: item.value,
    size: 0,
    article: '',
    quantity: 1,
    inStock: true,
    price: 0,
    oldPrice: null,
    retailPrice: 0,
    image: item.image,
    image2: null,
  };
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    uaTitle: item.title,
    brand: { id: 0, title: '', slug: '' },
    series: null,
    image: item.image,
    image2: null,
    isNew: false,
    isPromotion: false,
    hasDuplicate: false,
    inStock: true,
    rating: { average: 0, count: 0 },
    minPrice: 0,
    productPrices: [variant],
    selectType: variant,
    analytics: { item_id: String(item.id), item_name: item.title, item_brand: '', item_category: null, price: 0 },
    type,
    select_count: 1,
    select_type: variant,
    client_with_code_price: null,
  };
}

/**
 * A ticket of a paid seminar or a paid webinar, as a basket line: the seminar's or course's id names
 * both the line and its one "variant", whose value is the date and town (or "Вебинар"); `quantity` is
 * the seats left (1 for a webinar, bought once). The price shown is the one the seminar page showed;
 * the shop prices the line from its row again (quote, order).
 */
export function eventLine(event: {
  type: 'ticket' | 'webinar';
  id: number;
  title: string;
  uaTitle: string;
  value: string;
  price: number;
  left: number;
  image?: BasketLine['image'];
  count?: number;
}): BasketLine {
  const variant: ProductVariant = {
    id: event.id,
    value: event.value,
    size: 0,
    article: '',
    quantity: event.type === 'webinar' ? 1 : event.left,
    inStock: event.left > 0,
    price: event.price,
    oldPrice: null,
    retailPrice: event.price,
    image: event.image ?? null,
    image2: null,
  };
  return {
    id: event.id,
    slug: '',
    title: event.title,
    uaTitle: event.uaTitle,
    brand: { id: 0, title: '', slug: '' },
    series: null,
    image: event.image ?? null,
    image2: null,
    isNew: false,
    isPromotion: false,
    hasDuplicate: false,
    inStock: event.left > 0,
    rating: { average: 0, count: 0 },
    minPrice: event.price,
    productPrices: [variant],
    selectType: variant,
    analytics: { item_id: `${event.type}-${event.id}`, item_name: event.title, item_brand: '', item_category: event.type, price: event.price },
    type: event.type,
    select_count: clampCount(event.type === 'webinar' ? 1 : (event.count ?? 1), variant),
    select_type: variant,
    client_with_code_price: null,
  };
}

/** What the API is told about lines: product, variant, count and kind, never a price. */
export function lineInputs(lines: readonly BasketLine[]): BasketLineInput[] {
  return lines.map((line) => ({ id: line.id, product_price_id: line.select_type.id, count: line.select_count, type: line.type }));
}

/** SPEC §7: `products[priceId]=count` of the bought lines, for check-samples and check-gift. */
export function promoCheckQuery(lines: readonly BasketLine[]): Record<string, number> {
  const query: Record<string, number> = {};
  for (const line of lines) {
    if (isPromoLine(line) || isEventLine(line)) continue;
    const key = `products[${line.select_type.id}]`;
    query[key] = Math.min(MAX_LINE_COUNT, (query[key] ?? 0) + line.select_count);
  }
  return query;
}

/** True when two lists hold the same lines in the same counts (a sync answer that changes nothing). */
export function sameLines(a: readonly BasketLine[], b: readonly BasketLine[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((line, i) => {
    const other = b[i];
    return line.type === other.type && line.id === other.id && line.select_type.id === other.select_type.id && line.select_count === other.select_count;
  });
}

/**
 * The stored lines with the current data of their variants (`GET /v1/basket/products`): title,
 * image, prices and stock from `fresh`, kind and count (within the new stock) kept. Bought lines
 * whose variant is not in `fresh` can no longer be bought and are returned as `gone`.
 */
export function refreshLines(lines: readonly BasketLine[], fresh: readonly BasketLine[]): { lines: BasketLine[]; gone: BasketLine[] } {
  const byVariant = new Map(fresh.map((line) => [line.select_type.id, line]));
  const kept: BasketLine[] = [];
  const gone: BasketLine[] = [];
  for (const line of lines) {
    // Tickets and webinars are priced by the quote, not by the catalogue's variants.
    if (isPromoLine(line) || isEventLine(line)) {
      kept.push(line);
      continue;
    }
    const current = byVariant.get(line.select_type.id);
    if (!current || current.id !== line.id) {
      gone.push(line);
      continue;
    }
    kept.push({ ...current, type: line.type, select_count: clampCount(line.select_count, current.select_type) });
  }
  return { lines: kept, gone };
}
