import type { ProductList } from '@shop/contracts/catalog';
import { PAGE_SIZE } from '@shop/contracts/constants';
import type { SelectionFilters } from '@shop/contracts/selection';
import type { ApiClient } from '../../lib/api-client.ts';
import { assertPageExists } from '../../seo/list-page.ts';
import { type SelectionState, selectionApiQuery } from './selection-state.ts';

export interface SelectionPageData {
  state: SelectionState;
  page: number;
  filters: SelectionFilters;
  products: ProductList;
}

/** The facets with their counts and one page of matching products, asked for at once. */
export async function loadSelection(api: ApiClient, state: SelectionState, page: number): Promise<SelectionPageData> {
  const query = selectionApiQuery(state);
  const [filters, products] = await Promise.all([
    api.get<{ data: SelectionFilters }>('/v1/selection/get_filters', query).then((r) => r.data),
    api.get<ProductList>('/v1/selection/get_products', { ...query, page, per_page: PAGE_SIZE.selection }),
  ]);
  assertPageExists(page, products.meta.last_page);
  return { state, page, filters, products };
}
