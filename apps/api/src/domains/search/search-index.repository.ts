import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productSearch, searchWords } from '../../db/schema/index.ts';

export interface ProductSearchSource {
  id: number;
  titleRu: string;
  titleUk: string;
  brandRu: string;
  brandUk: string;
  seriesRu: string | null;
  seriesUk: string | null;
  /** INCI name and titles of each ingredient, in INCI order. */
  ingredients: { inci: string; ru: string; uk: string }[];
  articles: string;
}

/** What the search texts are built from, for some products or (ids = null) for all. */
export async function loadSearchSources(db: DbOrTx, ids: number[] | null): Promise<ProductSearchSource[]> {
  const only = ids ? sql`where p.id = any(${sql.param(ids)}::int[])` : sql``;
  const { rows } = await db.execute<ProductSearchSource & Record<string, unknown>>(sql`
    select p.id, p.title_ru as "titleRu", p.title_uk as "titleUk",
      b.title_ru as "brandRu", b.title_uk as "brandUk", s.title_ru as "seriesRu", s.title_uk as "seriesUk",
      coalesce((select json_agg(json_build_object('inci', i.inci_name, 'ru', i.title_ru, 'uk', i.title_uk) order by pi.position)
        from product_ingredients pi join ingredients i on i.id = pi.ingredient_id where pi.product_id = p.id), '[]'::json) as ingredients,
      coalesce((select string_agg(pp.article, ' ') from product_prices pp where pp.product_id = p.id), '') as articles
    from products p
    join brands b on b.id = p.brand_id
    left join series s on s.id = p.series_id
    ${only}
    order by p.id`);
  return rows;
}

export async function upsertSearchTexts(db: DbOrTx, rows: { productId: number; titleText: string; searchText: string }[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(productSearch)
    .values(rows)
    .onConflictDoUpdate({
      target: productSearch.productId,
      set: { titleText: sql`excluded.title_text`, searchText: sql`excluded.search_text` },
    });
}

export async function clearSearchWords(db: DbOrTx): Promise<void> {
  await db.delete(searchWords);
}

/** Adds words to the dictionary (those already there are kept). */
export async function addSearchWords(db: DbOrTx, words: string[]): Promise<void> {
  for (let i = 0; i < words.length; i += 1000) {
    await db
      .insert(searchWords)
      .values(words.slice(i, i + 1000).map((word) => ({ word })))
      .onConflictDoNothing();
  }
}

/**
 * Merges the new entries of the search texts' and the dictionary's trigram indexes into the indexes.
 * GIN first keeps them in a pending list that every search scans row by row, and that only a vacuum
 * merges (migration 0056): after a bulk write, searches read every text until then.
 */
export async function mergePendingSearchEntries(db: DbOrTx): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('product_search_text_trgm_idx'::regclass),
    gin_clean_pending_list('search_words_word_trgm_idx'::regclass)`);
}
