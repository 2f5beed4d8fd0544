/**
 * The group of names that start with a digit or a sign (OTHER_LETTER of the ingredients contract,
 * repeated so that browser code does not load zod with it; the test keeps them equal).
 */
export const OTHER_GROUP = '#';

/** The letters of the index in order: A–Z, then `#`. */
export const INDEX_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', OTHER_GROUP];

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
