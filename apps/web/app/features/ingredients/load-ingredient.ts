import { data } from 'react-router';
import { PAGE_SIZE } from '@shop/contracts/constants';
import type { IngredientPage } from '@shop/contracts/ingredients';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { assertPageExists } from '../../seo/list-page.ts';

export interface IngredientPageData {
  ingredient: IngredientPage;
  page: number;
}

/** /ingredients/{slug}/: the ingredient and one page of the products that contain it; unknown slug → 404. */
export async function loadIngredient(api: ApiClient, slug: string, page: number): Promise<IngredientPageData> {
  try {
    const { data: ingredient } = await api.get<{ data: IngredientPage }>(`/v1/ingredients/${encodeURIComponent(slug)}`, {
      page,
      per_page: PAGE_SIZE.catalog,
    });
    assertPageExists(page, ingredient.products.meta.last_page);
    return { ingredient, page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
