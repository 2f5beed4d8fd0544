import type { ProductSummary } from '@shop/contracts/catalog';
import type { ContentBlock } from '@shop/contracts/content-blocks';
import type { ApiClient } from '../../lib/api-client.ts';
import { productIdsOf } from './block-rows.ts';

/**
 * Summaries of the products named by product blocks, through the priced product API, so each tile
 * shows the price of whoever is looking. A failure leaves the tiles out rather than the page.
 */
export async function loadBlockProducts(api: ApiClient, blocks: readonly ContentBlock[]): Promise<Array<[number, ProductSummary]>> {
  const ids = productIdsOf(blocks).slice(0, 100);
  if (!ids.length) return [];
  try {
    const { data } = await api.get<{ data: ProductSummary[] }>('/v1/products', { ids: ids.join(',') });
    return data.map((p) => [p.id, p]);
  } catch {
    return [];
  }
}
