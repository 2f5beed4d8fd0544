import type { z } from 'zod';
import type { listEnvelope } from '@shop/contracts/envelope';
import { INGREDIENTS_PER_PAGE, type ingredientItem } from '@shop/contracts/ingredients';
import type { ApiClient } from '../../lib/api-client.ts';
import { assertPageExists } from '../../seo/list-page.ts';
import type { IngredientIndexQuery } from './ingredient-index-query.ts';

export type IngredientList = z.infer<ReturnType<typeof listEnvelope<typeof ingredientItem>>>;

export interface IngredientLetterCount {
  letter: string;
  count: number;
}

export interface IngredientIndexData extends IngredientIndexQuery {
  page: number;
  letters: IngredientLetterCount[];
  ingredients: IngredientList;
}

/** The /ingredienty/ page: the letter counts and one page of names, asked for together. */
export async function loadIngredientIndex(api: ApiClient, query: IngredientIndexQuery, page: number): Promise<IngredientIndexData> {
  const [letters, ingredients] = await Promise.all([
    api.get<{ data: IngredientLetterCount[] }>('/v1/ingredients/letters').then((r) => r.data),
    api.get<IngredientList>('/v1/ingredients', {
      letter: query.search ? undefined : query.letter,
      search: query.search || undefined,
      page,
      per_page: INGREDIENTS_PER_PAGE,
    }),
  ]);
  assertPageExists(page, ingredients.meta.last_page);
  return { ...query, page, letters, ingredients };
}
