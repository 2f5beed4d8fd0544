import { OTHER_LETTER } from '@shop/contracts/ingredients';

/** The letters of the index in order: A–Z, then `#` for names that start with a digit or a sign. */
export const INDEX_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', OTHER_LETTER];

export interface IngredientIndexQuery {
  letter: string | null;
  search: string;
}

/** Longest ingredient search the API reads. */
const SEARCH_MAX = 100;

/** Reads `?letter=` and `?search=` of /ingredienty/; an unknown letter is ignored rather than an error. */
export function readIngredientIndexQuery(params: URLSearchParams): IngredientIndexQuery {
  const letter = (params.get('letter') ?? '').trim().toUpperCase();
  return {
    letter: INDEX_LETTERS.includes(letter) ? letter : null,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
  };
}

/** Query string of an index view: a letter or a search, never both (a search looks through all letters). */
export function ingredientIndexSearch(query: Partial<IngredientIndexQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  else if (query.letter) params.set('letter', query.letter);
  const text = params.toString();
  return text ? `?${text}` : '';
}
