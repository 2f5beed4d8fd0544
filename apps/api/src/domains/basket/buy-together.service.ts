import { BUY_TOGETHER_LIMIT, type ProductSummary } from '@shop/contracts/catalog';
import type { ApiDeps } from '../../deps.ts';
import { suggestionIds, productIdsOfVariants } from './buy-together.repository.ts';
import { secondLargestVariant, toProductSummary } from '../catalog/product-summary.mapper.ts';
import { listProductSummaries } from '../catalog/catalog.public.ts';
import type { Caller } from '../catalog/products.service.ts';

/**
 * GET /v1/basket/products/buy-with-in-basket: suggestions for the basket, each offering its
 * second-largest size when it has several (SPEC §7), and carrying hasDuplicate.
 */
export async function buyTogether(deps: ApiDeps, basket: { products: number[]; prices: number[] }, caller: Caller): Promise<ProductSummary[]> {
  const db = deps.database.db;
  const basketIds = [...new Set([...basket.products, ...(await productIdsOfVariants(db, basket.prices))])];
  if (!basketIds.length) return [];
  const ids = await suggestionIds(db, basketIds, BUY_TOGETHER_LIMIT);
  if (!ids.length) return [];
  const { rows } = await listProductSummaries(db, { filter: { productIds: ids }, order: 'ids', viewer: caller.viewer, limit: ids.length, offset: 0 });
  return rows.map((row) => toProductSummary(row, caller.lang, caller.viewer, { selectVariant: secondLargestVariant }));
}
