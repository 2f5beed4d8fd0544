import type { ProductSummary } from '@shop/contracts/catalog';
import { browserApi } from '../../lib/browser-api.ts';

/** GET /v1/products takes at most 100 ids per call. */
const IDS_PER_CALL = 100;

/** The cards of favourite products, in the prices of the signed-in user; unknown ids are left out. */
export async function loadFavouriteCards(ids: readonly number[]): Promise<ProductSummary[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_CALL) chunks.push(ids.slice(i, i + IDS_PER_CALL));
  const answers = await Promise.all(
    chunks.map((chunk) => browserApi.get<{ data: ProductSummary[] }>('/v1/products', { ids: chunk.join(',') })),
  );
  return answers.flatMap((answer) => answer.data);
}
