import { createHash } from 'node:crypto';
import { type AnyColumn, type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogSort } from '@shop/contracts/catalog';
import type { Db } from '../../db/client.ts';
import { brands, images, productSearch, productStats, products, series } from '../../db/schema/index.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { correctSearchTerms, similarSearchTerms } from './search-words.repository.ts';
import { SEARCH_CANDIDATES, searchCandidateIds } from './search-candidates.repository.ts';
import { type ProductFilter, QueryParams, filterConditions, searchTitleHit, titleSimilarity, usesSearch } from './product-filter.ts';
import { statsPriceColumn } from '../pricing/pricing.ts';

/** Orders a list can take: the catalogue sorts, the default, search relevance, or the order of asked ids. */
export type ListOrder = CatalogSort | 'default' | 'relevance' | 'ids';

export interface ListRequest {
  filter: ProductFilter;
  order: ListOrder;
  viewer: PriceViewer;
  limit: number;
  offset: number;
  /** A relevance search's bound per source of candidates (SEARCH_CANDIDATES unless set; tests set a small one). */
  searchCandidates?: number;
  /** ORDER_WALK_DEPTH and MATCHES_FIRST_MAX unless set (tests set small ones to read each way). */
  reads?: { walkDepth?: number; matchesFirstMax?: number };
  /** Keeps a list's total while the catalogue stays the same (products.service passes the answer cache's); none counts every time. */
  countMemo?: CountMemo;
}

/** The total of a filter as counted once for this catalogue version, or `count()` when not kept. */
export type CountMemo = (filter: ProductFilter, viewer: PriceViewer, count: () => Promise<number>) => Promise<number>;

/**
 * How far into a list's order a filtered page first looks (`firstInOrder`). A filter that many of the
 * first products pass fills its page there; one that few pass (a brand and a category it has little in)
 * is then read as its total says (readPage): walking the order's index for it read all 100,000 listing
 * rows to find none (129 ms; docs/performance.md).
 */
export const ORDER_WALK_DEPTH = 1000;

/** True when the list is a search ranked by relevance: it ranks a bounded set of candidates. */
function ranksCandidates(request: ListRequest): boolean {
  return request.order === 'relevance' && usesSearch(request.filter);
}

/** An image as stored, built in SQL. */
export interface ImageRow {
  path: string;
  width: number;
  height: number;
  widths: number[];
  color: string;
}

export interface VariantRow {
  id: number;
  valueRu: string;
  valueUk: string;
  size: number;
  article: string;
  quantity: number;
  retail: number;
  oldRetail: number | null;
  professional: number;
  distributor: number;
  client: number;
  image: ImageRow | null;
  image2: ImageRow | null;
}

export interface CardRow {
  id: number;
  slug: string;
  titleRu: string;
  titleUk: string;
  isNew: boolean;
  hasDuplicate: boolean;
  inStock: boolean;
  hasPromotion: boolean;
  brandId: number;
  brandSlug: string;
  brandTitleRu: string;
  brandTitleUk: string;
  seriesId: number | null;
  seriesSlug: string | null;
  seriesTitleRu: string | null;
  seriesTitleUk: string | null;
  seriesIsCollection: boolean | null;
  image: ImageRow | null;
  image2: ImageRow | null;
  variants: VariantRow[];
  rating: { count: number; average: number | string };
  mainCategory: { titleRu: string; titleUk: string } | null;
}

const image1 = alias(images, 'img1');
const image2 = alias(images, 'img2');

/** The image columns of the images table or any alias of it. */
export type ImageColumns = Record<'id' | 'path' | 'width' | 'height' | 'widths' | 'color', AnyColumn>;

export function imageJson(table: ImageColumns): SQL<ImageRow | null> {
  return sql<ImageRow | null>`case when ${table.id} is null then null else json_build_object(
    'path', ${table.path}, 'width', ${table.width}, 'height', ${table.height}, 'widths', ${table.widths}, 'color', ${table.color}) end`;
}

const VARIANT_IMAGE = (t: string) => sql.raw(`case when ${t}.id is null then null else json_build_object(
  'path', ${t}.path, 'width', ${t}.width, 'height', ${t}.height, 'widths', ${t}.widths, 'color', ${t}.color) end`);

/** All variants of the row's product as one JSON array, in the shop's order. */
export const variantsJson = sql<VariantRow[]>`(select coalesce(json_agg(json_build_object(
    'id', pp.id, 'valueRu', pp.value_ru, 'valueUk', pp.value_uk, 'size', pp.size, 'article', pp.article,
    'quantity', pp.quantity, 'retail', pp.retail_price, 'oldRetail', pp.old_retail_price,
    'professional', pp.professional_price, 'distributor', pp.distributor_price, 'client', pp.client_price,
    'image', ${VARIANT_IMAGE('vi1')}, 'image2', ${VARIANT_IMAGE('vi2')}
  ) order by pp.sort, pp.size, pp.id), '[]'::json)
  from product_prices pp
  left join images vi1 on vi1.id = pp.image_id
  left join images vi2 on vi2.id = pp.image2_id
  where pp.product_id = ${products.id})`;

/** Count and average of approved reviews. */
export const ratingJson = sql<CardRow['rating']>`(select json_build_object('count', count(*)::int,
    'average', coalesce(round(avg(f.rating)::numeric, 1), 0))
  from product_feedbacks f where f.product_id = ${products.id} and f.kind = 'feedback' and f.approved)`;

/** One of the product's own categories (top-level ones first, never the outlet), for analytics item_category. */
export const mainCategoryJson = sql<CardRow['mainCategory']>`(select json_build_object('titleRu', c.title_ru, 'titleUk', c.title_uk)
  from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = ${products.id} and c.id <> 799
  order by (c.parent_id is null) desc, c.sort, c.id limit 1)`;

/** Columns of a product summary; the query must join products, product_stats, brands, series, img1, img2. */
export const cardFields = {
  id: products.id,
  slug: products.slug,
  titleRu: products.titleRu,
  titleUk: products.titleUk,
  isNew: products.isNew,
  hasDuplicate: products.hasDuplicate,
  inStock: productStats.inStock,
  hasPromotion: productStats.hasPromotion,
  brandId: brands.id,
  brandSlug: brands.slug,
  brandTitleRu: brands.titleRu,
  brandTitleUk: brands.titleUk,
  seriesId: series.id,
  seriesSlug: series.slug,
  seriesTitleRu: series.titleRu,
  seriesTitleUk: series.titleUk,
  seriesIsCollection: series.isCollection,
  image: imageJson(image1),
  image2: imageJson(image2),
  variants: variantsJson,
  rating: ratingJson,
  mainCategory: mainCategoryJson,
};

interface OrderKey {
  expr: SQL;
  dir: 'asc' | 'desc';
}

function orderKeys(request: ListRequest, params: QueryParams): OrderKey[] {
  const { order, viewer, filter } = request;
  const id = sql`${productStats.productId}`;
  const byId = (dir: 'asc' | 'desc'): OrderKey => ({ expr: id, dir });
  const inStock: OrderKey = { expr: sql`${productStats.inStock}`, dir: 'desc' };
  const sales: OrderKey = { expr: sql`${productStats.salesCount}`, dir: 'desc' };
  if (order === 'ids') {
    return [{ expr: sql`array_position(${params.bind('ids', filter.productIds ?? [])}::int[], ${id})`, dir: 'asc' }];
  }
  if (order === 'relevance' && usesSearch(filter)) {
    // Typo matches rank by how close the title comes; substring matches by where the words were found.
    const closeness =
      filter.searchMode === 'similar' ? titleSimilarity(filter.search, params) : searchTitleHit(filter.search, params);
    return [{ expr: closeness, dir: 'desc' }, inStock, sales, byId('desc')];
  }
  // Whatever the order, what can be bought comes first.
  const price = sql`${productStats[statsPriceColumn(viewer)]}`;
  switch (order) {
    case 'price_asc':
      return [inStock, { expr: price, dir: 'asc' }, byId('asc')];
    case 'price_desc':
      return [inStock, { expr: price, dir: 'desc' }, byId('desc')];
    case 'newest':
      return [inStock, { expr: sql`${productStats.createdAt}`, dir: 'desc' }, byId('desc')];
    case 'with_promotions':
      return [inStock, { expr: sql`${productStats.hasPromotion}`, dir: 'desc' }, sales, byId('desc')];
    default:
      return [inStock, sales, byId('desc')];
  }
}

const direction = (key: OrderKey, expr: SQL | SQL.Aliased) => (key.dir === 'asc' ? asc(expr as SQL) : desc(expr as SQL));

/** How a page of a list is read (listingRows, readPage). */
type PageRead = 'order' | 'firstInOrder' | 'matchesFirst';

/**
 * The listing rows a page is chosen from, under product_stats' own name so that the conditions read
 * them as written: all of them (`order`: PostgreSQL walks the order's index or reads the matches, as
 * it plans); the first ORDER_WALK_DEPTH in the order (`firstInOrder`); or the matches alone, found
 * through the filter's own indexes behind a fence the order's index cannot cross (`matchesFirst`), so
 * that only they are sorted. The last applies the conditions itself and returns none to apply again.
 */
function listingRows(keys: OrderKey[], read: PageRead, where: SQL[], depth: number): { rows: SQL | typeof productStats; outerWhere: SQL[] } {
  if (read === 'order') return { rows: productStats, outerWhere: where };
  if (read === 'firstInOrder') {
    const ordered = sql.join(keys.map((key) => sql`${key.expr} ${sql.raw(key.dir)}`), sql`, `);
    const first = sql`(select * from ${productStats} where ${productStats.published} order by ${ordered} limit ${sql.raw(String(Math.trunc(depth)))})`;
    return { rows: sql`${first} as ${productStats}`, outerWhere: where };
  }
  const matches = sql`(with matching as materialized (select * from ${productStats} where ${and(...where)}) select * from matching)`;
  return { rows: sql`${matches} as ${productStats}`, outerWhere: [] };
}

/**
 * The page's statement. `windowCount`: the page also carries the total, counted in the same pass
 * (`count(*) over ()`), which makes PostgreSQL hold every matching row before it sorts: a search's
 * ranking reads all its matches anyway, so it counts them there; other lists count apart (runList)
 * and read only the page through an index in their order (online migration 0056).
 */
function buildListQuery(db: Db, request: ListRequest, params: QueryParams, windowCount: boolean, candidateIds?: number[], read: PageRead = 'order') {
  // A relevance search ranks its candidates, already filtered (searchCandidateIds), and nothing else.
  const conditions = candidateIds
    ? [sql`${productStats.productId} = any(${params.bind('candidates', candidateIds)}::int[])`]
    : filterConditions(request.filter, request.viewer, params);
  const keys = orderKeys(request, params);
  const { rows, outerWhere: where } = listingRows(keys, read, conditions, walkDepth(request));
  params.mark(`order:${request.order}:${statsPriceColumn(request.viewer)}`);

  const keyFields = Object.fromEntries(keys.map((key, i) => [`k${i}`, sql`${key.expr}`.as(`k${i}`)]));
  // The page is chosen from the narrow listing rows alone; products is read for those rows only.
  // The depth is written into the statement, so it is part of the shape.
  params.mark(read === 'firstInOrder' ? `read:${read}:${walkDepth(request)}` : `read:${read}`);
  const fields = {
    pageId: sql<number>`${productStats.productId}`.as('page_id'),
    total: (windowCount ? sql<number>`(count(*) over ())::int` : sql<number>`0`).as('total'),
    ...keyFields,
  };
  let inner = db.select(fields).from(rows as typeof productStats).$dynamic();
  if (usesSearch(request.filter)) inner = inner.innerJoin(productSearch, eq(productSearch.productId, productStats.productId));
  const page = db.$with('page').as(
    inner
      .where(and(...where))
      .orderBy(...keys.map((key) => direction(key, key.expr)))
      .limit(params.placeholder('limit', request.limit))
      .offset(params.placeholder('offset', request.offset)),
  );

  const pageKeys = page as unknown as Record<string, SQL.Aliased>;
  return db
    .with(page)
    .select({ total: page.total, ...cardFields })
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .innerJoin(productStats, eq(productStats.productId, products.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(series, eq(series.id, products.seriesId))
    .leftJoin(image1, eq(image1.id, products.imageId))
    .leftJoin(image2, eq(image2.id, products.image2Id))
    .orderBy(...keys.map((key, i) => direction(key, pageKeys[`k${i}`])));
}

type ListQuery = ReturnType<typeof buildListQuery>;
type PreparedList = ReturnType<ListQuery['prepare']>;

// One prepared statement per query shape (filters present + order), per database handle.
const preparedByDb = new WeakMap<Db, Map<string, PreparedList>>();
const MAX_PREPARED_SHAPES = 500;

export interface ListResult {
  rows: CardRow[];
  total: number;
  /** A relevance search that took as many candidates as its bound allows: more products match than `total`. */
  totalAtLeast?: boolean;
}

/**
 * One page of product summaries and the total: a CTE picks the page's ids from the narrow listing
 * rows, the outer query builds the cards (variants as json_agg) for those rows only; the total is
 * counted beside it (a search counts in the same pass, see buildListQuery).
 * A search first looks for every word of the query; only when that finds nothing does it correct the
 * words no product contains by one letter (`correctSearchTerms`) and look again, and then for the
 * dictionary's most similar words (`similarSearchTerms`, pg_trgm word similarity): typos cost round
 * trips, right spellings do not.
 */
export async function listProductSummaries(db: Db, request: ListRequest): Promise<ListResult> {
  const result = await runList(db, request);
  if (result.total > 0 || !usesSearch(request.filter) || request.filter.searchMode) return result;
  const corrected = await correctSearchTerms(db, request.filter.search);
  if (corrected) {
    const fixed = await runList(db, { ...request, filter: { ...request.filter, search: corrected } });
    if (fixed.total > 0) return fixed;
  }
  const similar = await similarSearchTerms(db, request.filter.search);
  if (!similar) return { rows: [], total: 0 };
  return runList(db, { ...request, filter: { ...request.filter, search: similar, searchMode: 'similar' } });
}

async function runList(db: Db, request: ListRequest): Promise<ListResult> {
  // A search is planned for its own words: how many texts hold them decides between the trigram index
  // and reading the listing, and the generic plan a prepared statement settles on after five runs
  // plans for no word at all (at 100,000 products it read every text; docs/performance.md).
  if (ranksCandidates(request)) return rankCandidates(db, request);
  if (usesSearch(request.filter)) {
    const query = buildListQuery(db, request, new QueryParams(false), true);
    const rows = (await query) as (CardRow & { total: number })[];
    if (rows.length > 0) return { rows, total: rows[0].total };
    // Past the last page the window has no row to carry the total: count separately (rare).
    const total = request.offset > 0 ? await countProducts(db, request.filter, request.viewer) : 0;
    return { rows: [], total };
  }
  // The page and the count side by side: the page reads a range of an index in its order, and the
  // count the narrow listing rows alone (at 100,000 products, page 1: 120 ms with the total in the
  // same pass, 0.5 ms apart, beside a 35 ms count, on a loaded machine; docs/performance.md).
  const counting = request.countMemo
    ? request.countMemo(request.filter, request.viewer, () => countProducts(db, request.filter, request.viewer))
    : countProducts(db, request.filter, request.viewer);
  const [rows, total] = await Promise.all([readPage(db, request, counting), counting]);
  return { rows, total };
}

/**
 * A filter with at most this many matches is read matches first and sorted; one with more, whose page
 * was not among the first products of its order, is left to PostgreSQL's plan (its matches lie further
 * along the order: a lowest price sorted by price; sorting tens of thousands of them took 90 ms).
 */
export const MATCHES_FIRST_MAX = 5000;

/**
 * A page of a list that is not a search. A list that only the in-stock, new, bestselling or promotion
 * flags narrow reads its order's index up to the page. Any other filter looks among the first
 * ORDER_WALK_DEPTH products in the order first; when its page is not full there, the total (counted
 * beside it) decides: nothing past the last page, few matches read first and sorted, many left to the
 * plan. No way reads the whole catalogue for a filter few products pass.
 */
async function readPage(db: Db, request: ListRequest, counting: Promise<number>): Promise<CardRow[]> {
  const page = (read: PageRead) => {
    const params = new QueryParams(true);
    const query = buildListQuery(db, request, params, false, undefined, read);
    return preparedList(db, query, params).execute(params.values) as Promise<CardRow[]>;
  };
  if (!narrowsByContent(request.filter)) return page('order');
  let first: CardRow[] | null = null;
  if (request.offset + request.limit <= walkDepth(request)) {
    first = await page('firstInOrder');
    if (first.length === request.limit) return first;
  }
  const total = await counting;
  // The list ends within the first products (or before this page): what they gave is the page.
  if (request.offset >= total || (first && request.offset + first.length >= total)) return first ?? [];
  return page(total <= matchesFirstMax(request) ? 'matchesFirst' : 'order');
}

const walkDepth = (request: ListRequest) => request.reads?.walkDepth ?? ORDER_WALK_DEPTH;
const matchesFirstMax = (request: ListRequest) => request.reads?.matchesFirstMax ?? MATCHES_FIRST_MAX;

/** True when the filter narrows by what products are (brand, category, price, ingredients…), not only by the listing's flags. */
function narrowsByContent(filter: ProductFilter): boolean {
  const { productIds, excludeProductIds, inStock, isNew, top, promotions, search, searchMode, ...content } = filter;
  return Object.values(content).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false));
}

/**
 * A search by relevance: a bounded set of candidates (searchCandidateIds), ranked; the total is how
 * many candidates there are, so a common word's pages end where its candidates do (decision 0023).
 */
async function rankCandidates(db: Db, request: ListRequest): Promise<ListResult> {
  const { ids, bounded } = await searchCandidateIds(db, request.filter, request.viewer, request.searchCandidates ?? SEARCH_CANDIDATES);
  if (ids.length === 0) return { rows: [], total: 0 };
  const query = buildListQuery(db, request, new QueryParams(false), false, ids);
  const rows = (await query) as CardRow[];
  return { rows, total: ids.length, totalAtLeast: bounded };
}

/** The prepared statement of the query's shape on this database handle, prepared on first use. */
function preparedList(db: Db, query: ListQuery, params: QueryParams): PreparedList {
  const shape = params.shape.join('|');
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = new Map()));
  let prepared = statements.get(shape);
  if (!prepared) {
    if (statements.size >= MAX_PREPARED_SHAPES) statements.clear();
    prepared = query.prepare(`catalog_list_${hashShape(shape)}`);
    statements.set(shape, prepared);
  }
  return prepared;
}

export async function countProducts(db: Db, filter: ProductFilter, viewer: PriceViewer): Promise<number> {
  const params = new QueryParams(false);
  let query = db.select({ n: sql<number>`count(*)::int` }).from(productStats).$dynamic();
  if (usesSearch(filter)) query = query.innerJoin(productSearch, eq(productSearch.productId, productStats.productId));
  const [row] = await query.where(and(...filterConditions(filter, viewer, params)));
  return row?.n ?? 0;
}

/** A short stable statement name for a shape. */
function hashShape(shape: string): string {
  return createHash('sha1').update(shape).digest('hex').slice(0, 16);
}
