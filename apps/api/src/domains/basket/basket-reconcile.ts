import { type BasketLineType, type DroppedLine, MAX_LINE_COUNT } from '@shop/contracts/basket';
import type { ApiLanguage } from '@shop/contracts/i18n';

/**
 * The basket rules of a sync (SPEC §4 Basket, §5), with no database: which lines stay, which are
 * dropped and why, which merge, and how many of each may be kept.
 */

/** A line as named by the browser or read back from `basket_lines`. */
export interface LineRequest {
  productId: number;
  productPriceId: number;
  type: BasketLineType;
  count: number;
}

/** What the database says about one (product, variant) pair a line names. */
export interface LineFacts {
  productId: number;
  productPriceId: number;
  /** The product exists and is published. */
  published: boolean;
  hasDuplicate: boolean;
  /** The product's titles; null when the product no longer exists. */
  titleRu: string | null;
  titleUk: string | null;
  /** The product the variant belongs to; null when the variant no longer exists. */
  variantProductId: number | null;
  /** Units of the variant in stock. */
  quantity: number;
}

export const pairKey = (productId: number, productPriceId: number) => `${productId}:${productPriceId}`;

/** SPEC §5: a count is at least 1 and at most the variant's stock (an empty shelf still leaves 1). */
export function capCount(count: number, quantity: number): number {
  return Math.max(1, Math.min(count, quantity, MAX_LINE_COUNT));
}

function dropReason(facts: LineFacts | undefined): DroppedLine['reason'] | null {
  if (!facts?.published) return 'product_missing';
  if (facts.variantProductId !== facts.productId) return 'price_missing';
  return null;
}

/**
 * Lines in their order, identical lines (same variant and kind) merged by adding their counts, except
 * lines of a `hasDuplicate` product, which always stay apart; every count capped at the stock. Lines
 * whose product is gone or unpublished, or whose variant is gone or belongs to another product, are
 * dropped, each named once with the product's current title ('' when the product no longer exists:
 * the browser still has the title it showed).
 */
export function reconcileLines(
  requests: readonly LineRequest[],
  factsOf: ReadonlyMap<string, LineFacts>,
  lang: ApiLanguage,
): { lines: LineRequest[]; dropped: DroppedLine[] } {
  const lines: LineRequest[] = [];
  const merged = new Map<string, LineRequest>();
  const dropped = new Map<string, DroppedLine>();
  for (const request of requests) {
    const key = pairKey(request.productId, request.productPriceId);
    const facts = factsOf.get(key);
    const reason = dropReason(facts);
    if (reason) {
      const title = (lang === 'ua' ? facts?.titleUk : facts?.titleRu) ?? '';
      if (!dropped.has(key)) dropped.set(key, { id: request.productId, product_price_id: request.productPriceId, title, reason });
      continue;
    }
    const mergeKey = `${request.productPriceId}:${request.type}`;
    const same = facts?.hasDuplicate ? undefined : merged.get(mergeKey);
    if (same) {
      same.count += request.count;
      continue;
    }
    const line = { ...request };
    lines.push(line);
    if (!facts?.hasDuplicate) merged.set(mergeKey, line);
  }
  for (const line of lines) line.count = capCount(line.count, factsOf.get(pairKey(line.productId, line.productPriceId))?.quantity ?? 0);
  return { lines, dropped: [...dropped.values()] };
}

/** True when two baskets hold the same lines in the same order (nothing to write). */
export function sameLines(a: readonly LineRequest[], b: readonly LineRequest[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i];
      return line.productId === other.productId && line.productPriceId === other.productPriceId && line.type === other.type && line.count === other.count;
    })
  );
}
