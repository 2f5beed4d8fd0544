import { type SQL, sql } from 'drizzle-orm';
import { OUTLET_CATEGORY_ID } from '@shop/contracts/constants';
import { productSearch, productStats } from '../../db/schema/index.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import type { SearchTerms } from '../../core/search-text.ts';
import { statsPriceColumn } from '../pricing/pricing.ts';

/**
 * A product filter with every slug already resolved to ids. Lists are OR within a field and AND
 * across fields; `attributeValueGroups` is one OR-group per attribute.
 */
export interface ProductFilter {
  productIds?: number[];
  excludeProductIds?: number[];
  /** Already expanded with subcategories. */
  categoryIds?: number[];
  outlet?: boolean;
  brandIds?: number[];
  seriesIds?: number[];
  /** Variant volumes as the listing copy keeps them (trimmed, lower case): a product has one of them. */
  volumes?: string[];
  tagIds?: number[];
  attributeValueGroups?: number[][];
  /** Kopecks of the viewer's stats price column (see priceFilterBoundToStored). */
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  isNew?: boolean;
  top?: boolean;
  promotions?: boolean;
  /** Every one of these ingredients must be present. */
  includeIngredientIds?: number[];
  /** None of these ingredients may be present. */
  excludeIngredientIds?: number[];
  search?: SearchTerms;
  /**
   * How the words were found and how matches rank. `substring`: the words as typed (or corrected one
   * letter), ranked by where they were found. `similar`: the dictionary words most like the typed ones
   * (similarSearchTerms), ranked by how close the title comes to the query; used when nothing else
   * finds a product. Either way a product matches when its text holds every word (trigram index).
   */
  searchMode?: 'substring' | 'similar';
}

/**
 * Collects query parameters either as named placeholders (for a prepared statement reused with new
 * values) or as ordinary bound parameters (for one-off queries). `shape` names what was used, so
 * queries of one shape share one prepared statement.
 */
export class QueryParams {
  readonly values: Record<string, unknown> = {};
  readonly shape: string[] = [];

  constructor(readonly prepared: boolean) {}

  bind(name: string, value: unknown): SQL {
    if (!this.prepared) return sql`${sql.param(value)}`;
    this.values[name] = value;
    return sql`${sql.placeholder(name)}`;
  }

  /** A LIMIT/OFFSET value: a placeholder when prepared, the number itself otherwise. */
  placeholder(name: string, value: number): number {
    if (!this.prepared) return value;
    this.values[name] = value;
    // Drizzle accepts a Placeholder wherever a number is bound at execution.
    return sql.placeholder(name) as unknown as number;
  }

  mark(part: string): void {
    this.shape.push(part);
  }
}

const nonEmpty = (list: number[] | undefined): list is number[] => Array.isArray(list) && list.length > 0;

/** True when the filter needs product_search joined (search terms present). */
export function usesSearch(filter: ProductFilter): filter is ProductFilter & { search: SearchTerms } {
  return Boolean(filter.search?.text);
}

/**
 * WHERE conditions over `product_stats` (and `product_search` when searching): lists filter the
 * narrow listing rows and reach the wide products table only for the page they show. Published
 * products with at least one variant only.
 */
export function filterConditions(filter: ProductFilter, viewer: PriceViewer, params: QueryParams): SQL[] {
  const where: SQL[] = [sql`${productStats.published}`];
  // Spelled out: Drizzle leaves the table name off columns of single-table queries, and the
  // subqueries below would then read their own product_id.
  const id = sql.raw('"product_stats"."product_id"');
  const ids = (name: string, list: number[]) => sql`${params.bind(name, list)}::int[]`;

  if (nonEmpty(filter.productIds)) {
    params.mark('ids');
    where.push(sql`${id} = any(${ids('ids', filter.productIds)})`);
  }
  if (nonEmpty(filter.excludeProductIds)) {
    params.mark('not_ids');
    where.push(sql`${id} <> all(${ids('not_ids', filter.excludeProductIds)})`);
  }
  if (nonEmpty(filter.categoryIds)) {
    params.mark('cat');
    where.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = ${id} and pc.category_id = any(${ids('cat', filter.categoryIds)}))`,
    );
  }
  if (filter.outlet) {
    params.mark('outlet');
    where.push(
      sql`exists (select 1 from product_categories pco where pco.product_id = ${id} and pco.category_id = ${sql.raw(String(OUTLET_CATEGORY_ID))})`,
    );
  }
  if (nonEmpty(filter.brandIds)) {
    params.mark('brand');
    where.push(sql`${productStats.brandId} = any(${ids('brand', filter.brandIds)})`);
  }
  if (nonEmpty(filter.seriesIds)) {
    params.mark('series');
    where.push(sql`${productStats.seriesId} = any(${ids('series', filter.seriesIds)})`);
  }
  if (filter.volumes?.length) {
    params.mark('volume');
    where.push(sql`${productStats.volumes} && ${params.bind('volume', filter.volumes)}::text[]`);
  }
  if (nonEmpty(filter.tagIds)) {
    params.mark('tag');
    where.push(sql`exists (select 1 from product_tags pt where pt.product_id = ${id} and pt.tag_id = any(${ids('tag', filter.tagIds)}))`);
  }
  (filter.attributeValueGroups ?? []).filter(nonEmpty).forEach((group, i) => {
    params.mark(`attr${i}`);
    where.push(
      sql`exists (select 1 from product_attribute_values pav where pav.product_id = ${id} and pav.attribute_value_id = any(${ids(`attr${i}`, group)}))`,
    );
  });
  const price = productStats[statsPriceColumn(viewer)];
  if (filter.priceMin !== undefined) {
    params.mark('pmin');
    where.push(sql`${price} >= ${params.bind('pmin', filter.priceMin)}::int`);
  }
  if (filter.priceMax !== undefined) {
    params.mark('pmax');
    where.push(sql`${price} <= ${params.bind('pmax', filter.priceMax)}::int`);
  }
  if (filter.inStock) {
    params.mark('stock');
    where.push(sql`${productStats.inStock}`);
  }
  if (filter.isNew) {
    params.mark('new');
    where.push(sql`${productStats.isNew}`);
  }
  if (filter.top) {
    params.mark('top');
    where.push(sql`${productStats.salesCount} > 0`);
  }
  if (filter.promotions) {
    params.mark('promo');
    where.push(sql`${productStats.hasPromotion}`);
  }
  if (nonEmpty(filter.includeIngredientIds)) {
    params.mark('inc');
    const list = ids('inc', filter.includeIngredientIds);
    where.push(
      sql`(select count(*) from product_ingredients pi where pi.product_id = ${id} and pi.ingredient_id = any(${list})) = cardinality(${list})`,
    );
  }
  if (nonEmpty(filter.excludeIngredientIds)) {
    params.mark('exc');
    where.push(
      sql`not exists (select 1 from product_ingredients px where px.product_id = ${id} and px.ingredient_id = any(${ids('exc', filter.excludeIngredientIds)}))`,
    );
  }
  if (usesSearch(filter)) {
    const mode = filter.searchMode ?? 'substring';
    params.mark(`search:${mode}`);
    where.push(substringMatch(filter.search, params));
  }
  return where;
}

/**
 * The phrases of a query: itself, and its Cyrillic reading when it has Latin letters
 * ("krem" → "крем"). The Latin reading of a Cyrillic query is left out: stored texts already carry
 * brand and series names in both scripts, and each extra pattern costs a pass over the texts.
 */
function queryPhrases(terms: SearchTerms): string[] {
  return [...new Set([terms.text, terms.asCyrillic])];
}

/**
 * The text holds the folded word (letters, digits and spaces only, so `strpos` and `LIKE '%…%'` agree).
 * `indexed`: as `LIKE`, which the trigram index answers. Otherwise (the ranking, over rows already
 * found) as `strpos`: on Cyrillic text `LIKE '%…%'` tries a match at every letter's first byte (all
 * Cyrillic letters share two), and `strpos` costs a third to a fifth of it. Both tests together would
 * not help the filter: PostgreSQL runs the cheaper-priced `LIKE` first (docs/performance.md).
 */
function holds(column: SQL, word: SQL | null, pattern: SQL | null): SQL {
  return pattern ? sql`${column} like ${pattern}` : sql`strpos(${column}, ${word}) > 0`;
}

/** Every reading of the query, for word similarity. */
function readings(terms: SearchTerms): string[] {
  return [...new Set([terms.text, terms.asCyrillic, terms.asLatin, terms.asSpoken])];
}

/** One OR-group over the distinct values; the count of values is part of the statement's shape. */
function anyOf(params: QueryParams, prefix: string, values: string[], test: (value: SQL) => SQL): SQL {
  params.mark(`${prefix}${values.length}`);
  return sql`(${sql.join(
    values.map((value, i) => test(sql`${params.bind(`${prefix}${i}`, value)}::text`)),
    sql` or `,
  )})`;
}

/**
 * Every word of the query appears in the text, each in one of its spellings, in any order; `indexed`
 * when the trigram index should find the texts (see `holds`).
 */
function everyWordIn(column: SQL, terms: SearchTerms, params: QueryParams, prefix: string, indexed: boolean): SQL {
  params.mark(`${prefix}:${terms.words.map((spellings) => spellings.length).join(',')}`);
  return sql`(${sql.join(
    terms.words.map(
      (spellings, w) =>
        sql`(${sql.join(
          spellings.map((spelling, i) =>
            indexed
              ? holds(column, null, sql`${params.bind(`${prefix}${w}_${i}`, `%${spelling}%`)}::text`)
              : holds(column, sql`${params.bind(`${prefix}${w}_${i}`, spelling)}::text`, null),
          ),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/** Every word of the query appears in the search text (GIN trigram index). */
function substringMatch(terms: SearchTerms, params: QueryParams): SQL {
  return everyWordIn(sql`${productSearch.searchText}`, terms, params, 'w', true);
}

/**
 * How close the product's title, brand and series come to the query (typo matches). Measured on
 * the short title text only: similarity over the whole search text costs a lot per row.
 */
export function titleSimilarity(terms: SearchTerms, params: QueryParams): SQL {
  const values = readings(terms).map((reading, i) => sql`word_similarity(${params.bind(`q${i}`, reading)}::text, ${productSearch.titleText})`);
  return values.length === 1 ? values[0] : sql`greatest(${sql.join(values, sql`, `)})`;
}

/**
 * How well a product matching every word matches: the whole query in the title, brand or series (4),
 * every word there (2), the whole query anywhere (1); a product whose ingredients alone share the
 * words comes last.
 */
export function searchTitleHit(terms: SearchTerms, params: QueryParams): SQL {
  const title = sql`${productSearch.titleText}`;
  const phraseInTitle = anyOf(params, 'q_in', queryPhrases(terms), (phrase) => holds(title, phrase, null));
  // One word: every product found has it somewhere, and "every word in the title" is the phrase in
  // the title; one test ranks it, as cheap as before words were told apart.
  const phrases = new Set([terms.text, terms.asCyrillic]);
  if (terms.words.length === 1 && terms.words[0].length === phrases.size && terms.words[0].every((spelling) => phrases.has(spelling))) {
    return sql`(case when ${phraseInTitle} then 4 else 0 end)`;
  }
  const phraseAnywhere = anyOf(params, 'q_in', queryPhrases(terms), (phrase) => holds(sql`${productSearch.searchText}`, phrase, null));
  const wordsInTitle = everyWordIn(title, terms, params, 't', false);
  return sql`(case when ${phraseInTitle} then 4 else 0 end + case when ${wordsInTitle} then 2 else 0 end + case when ${phraseAnywhere} then 1 else 0 end)`;
}
