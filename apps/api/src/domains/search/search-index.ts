import type { DbOrTx } from '../../db/client.ts';
import { foldSearchText, nameVariants } from '../../core/search-text.ts';
import {
  type ProductSearchSource,
  addSearchWords,
  clearSearchWords,
  loadSearchSources,
  mergePendingSearchEntries,
  upsertSearchTexts,
} from './search-index.repository.ts';

/** Rows written per INSERT: large enough to be quick, small enough for PostgreSQL's parameter limit. */
const BATCH = 500;

/** The two stored texts of a product: what its title says, and everything searchable. */
export function productSearchTexts(source: ProductSearchSource): { titleText: string; searchText: string } {
  const titleText = [
    foldSearchText(source.titleRu),
    foldSearchText(source.titleUk),
    nameVariants(`${source.brandRu} ${source.brandUk}`),
    source.seriesRu ? nameVariants(`${source.seriesRu} ${source.seriesUk ?? ''}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
  // Each ingredient once per distinct spelling: Russian and Ukrainian titles often fold the same.
  const ingredients = source.ingredients.flatMap((i) => [...new Set([i.inci, i.ru, i.uk].map(foldSearchText))]);
  const searchText = [titleText, ...ingredients, foldSearchText(source.articles)].filter(Boolean).join(' ');
  return { titleText, searchText };
}

/** Shortest word kept in the dictionary: shorter ones are corrected into too many others. */
export const MIN_DICTIONARY_WORD = 3;
const NUMBER_RE = /^[0-9]+$/;

/** The distinct words of search texts worth correcting a query towards (see `search_words`). */
export function dictionaryWords(texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(' ')) if (word.length >= MIN_DICTIONARY_WORD && !NUMBER_RE.test(word)) words.add(word);
  }
  return [...words];
}

/**
 * Rebuilds the search texts of the given products (all when `ids` is omitted). Call after products,
 * their brand or series titles, ingredients or articles change; the seed calls it for everything.
 * The word dictionary of typo correction is rebuilt with them.
 */
export async function refreshProductSearch(db: DbOrTx, ids?: number[]): Promise<number> {
  const sources = await loadSearchSources(db, ids ?? null);
  // A full rebuild also forgets the words no product uses any more; a partial one only adds.
  if (!ids) await clearSearchWords(db);
  for (let i = 0; i < sources.length; i += BATCH) {
    const batch = sources.slice(i, i + BATCH).map((source) => ({ productId: source.id, ...productSearchTexts(source) }));
    await upsertSearchTexts(db, batch);
    await addSearchWords(db, dictionaryWords(batch.map((row) => row.searchText)));
  }
  // Searches read the new texts through the index at once, not through its pending list.
  if (sources.length) await mergePendingSearchEntries(db);
  return sources.length;
}
