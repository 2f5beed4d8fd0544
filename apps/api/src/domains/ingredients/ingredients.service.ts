import type { ApiLanguage } from '@shop/contracts/i18n';
import type { IngredientItem, IngredientPage } from '@shop/contracts/ingredients';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { META_DESCRIPTION_MAX, plainText, seoText } from '../catalog/seo-text.ts';
import { type Caller, type PageRequest, pageOfCards } from '../catalog/products.service.ts';
import { foldSearchText } from '../../core/search-text.ts';
import * as repo from './ingredients.repository.ts';
import { pick } from '../../core/localized.ts';

export function letters(deps: ApiDeps) {
  return repo.countByLetter(deps.database.db);
}

export async function listIngredients(
  deps: ApiDeps,
  query: { letter?: string; search?: string; page: number; per_page: number },
  url: string,
  lang: ApiLanguage,
): Promise<Page<IngredientItem>> {
  const search = query.search ? foldSearchText(query.search) : '';
  const filter = { letter: query.letter, search: search || undefined };
  const rows = await repo.listIngredients(deps.database.db, filter, query.per_page, offsetOf(query.page, query.per_page));
  // Past the last page there is no row to carry the window total.
  const total = rows[0]?.total ?? (query.page > 1 ? await repo.countIngredients(deps.database.db, filter) : 0);
  const items = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    inciName: r.inciName,
    title: pick(r, 'title', lang),
    productsCount: r.productsCount,
  }));
  return toPage(items, total, query.page, query.per_page, url);
}

/** An ingredient and the products containing it (bestsellers first). Unknown slug → 404. */
export async function getIngredient(deps: ApiDeps, slug: string, paging: PageRequest, caller: Caller): Promise<IngredientPage> {
  const row = await repo.findIngredient(deps.database.db, slug);
  if (!row) throw new HttpError(404, genericMessage(caller.lang, 'notFound'));
  const products = await pageOfCards(deps, { includeIngredientIds: [row.id] }, 'default', paging, caller);
  const title = pick(row, 'title', caller.lang);
  const description = pick(row, 'description', caller.lang);
  return {
    id: row.id,
    slug: row.slug,
    inciName: row.inciName,
    title,
    description,
    seo: {
      title: seoText(caller.lang, 'ingredient', { inci: row.inciName, title }),
      description: plainText(description, META_DESCRIPTION_MAX) || seoText(caller.lang, 'ingredientDescription', { inci: row.inciName, title, count: products.meta.total }),
    },
    products,
  };
}
