import type { BasketLine } from '@shop/contracts/basket';
import type { ApiDeps } from '../../deps.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import type { Caller } from '../catalog/products.service.ts';
import { type VariantCard, cardsByVariant } from '../catalog/variant-cards.service.ts';
import { productIdsOfVariants } from './buy-together.repository.ts';
import type { LineRequest } from './basket-reconcile.ts';

/**
 * Professionals and distributors (and a distributor's managers, who buy at its prices) may see what
 * their clients pay beside their own price; nobody else is shown the client price.
 */
export function mayShowClientPrice(viewer: PriceViewer): boolean {
  return viewer.audience === 'professional' || viewer.audience === 'distributor';
}

/**
 * Basket lines with current data at the caller's prices, in the order given. A line whose product is
 * unpublished, or whose variant is not (or no longer) one of that product's, is left out.
 * `clientPrice`: also give the client price, when the caller may see it.
 */
export async function toBasketLines(deps: ApiDeps, lines: readonly LineRequest[], caller: Caller, clientPrice: boolean): Promise<BasketLine[]> {
  const cards = await cardsByVariant(deps, lines.map((line) => line.productId), caller);
  return linesFromCards(lines, cards, caller, clientPrice);
}

/**
 * GET /v1/basket/products: one product line (count 1) per asked variant id, in the order asked,
 * repeated ids once; unknown variants and variants of unpublished products are absent.
 */
export async function basketProducts(deps: ApiDeps, variantIds: readonly number[], caller: Caller, clientPrice: boolean): Promise<BasketLine[]> {
  const unique = [...new Set(variantIds)];
  if (!unique.length) return [];
  const productIds = await productIdsOfVariants(deps.database.db, unique);
  const cards = await cardsByVariant(deps, productIds, caller);
  const lines: LineRequest[] = [];
  for (const productPriceId of unique) {
    const found = cards.get(productPriceId);
    if (found) lines.push({ productId: found.card.id, productPriceId, type: 'product', count: 1 });
  }
  return linesFromCards(lines, cards, caller, clientPrice);
}

function linesFromCards(
  lines: readonly LineRequest[],
  cards: ReadonlyMap<number, VariantCard>,
  caller: Caller,
  clientPrice: boolean,
): BasketLine[] {
  const showClient = clientPrice && mayShowClientPrice(caller.viewer);
  const result: BasketLine[] = [];
  for (const line of lines) {
    const found = cards.get(line.productPriceId);
    if (!found || found.card.id !== line.productId) continue;
    result.push({
      ...found.card,
      type: line.type,
      select_count: line.count,
      select_type: found.card.selectType,
      client_with_code_price: showClient ? { price: found.clientPrice } : null,
    });
  }
  return result;
}
