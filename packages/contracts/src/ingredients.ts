import { z } from 'zod';
import { productList, seo } from './catalog.ts';
import { pageQuery } from './envelope.ts';
import { textParam } from './query-params.ts';
import { PAGE_SIZE } from './constants.ts';

/** Ingredients by INCI name: the /ingredienty/ index and /ingredients/{slug}/ pages. */

export const INGREDIENTS_PER_PAGE = 60;
/** Group of INCI names that do not start with a Latin letter (digits, brackets…). */
export const OTHER_LETTER = '#';

export const ingredientLetter = z.object({
  /** A–Z, or `#` for names starting with anything else. */
  letter: z.string(),
  count: z.number().int(),
});

export const ingredientListQuery = pageQuery(INGREDIENTS_PER_PAGE, 200).extend({
  /** One letter A–Z (case-insensitive) or `#`; anything else is ignored. */
  letter: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^([A-Z]|#)$/))
    .optional()
    .catch(undefined),
  /** INCI name or title, folded like the site search. */
  search: textParam(100),
});

export const ingredientItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  inciName: z.string(),
  title: z.string(),
  /** Published products containing it. */
  productsCount: z.number().int(),
});
export type IngredientItem = z.infer<typeof ingredientItem>;

export const ingredientPageQuery = pageQuery(PAGE_SIZE.catalog);

export const ingredientPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  inciName: z.string(),
  title: z.string(),
  /** HTML; may be empty. */
  description: z.string(),
  seo,
  /** Products containing the ingredient, 12 per page, bestsellers first. */
  products: productList,
});
export type IngredientPage = z.infer<typeof ingredientPage>;
