import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { listEnvelope, pageQuery } from './envelope.ts';
import { flagParam, idListParam, idOrSlugListParam, moneyParam, textParam, volumeListParam } from './query-params.ts';

/**
 * Catalogue contracts: product summaries in lists, list filters and sorting, categories, landings
 * (category, brand, series, collection, tag), attributes with counts, cards by ids, buy-together.
 * Prices are whole hryvnia (UAH) for the caller's price audience (guests: retail).
 */

// ---------------------------------------------------------------- shared pieces

/**
 * A responsive image. Files are `${url}-${w}.webp` for every `w` in `widths` (ascending);
 * `width`/`height` are the original size for the aspect ratio; `color` fills the box while loading.
 */
export const image = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  color: z.string(),
});
export type Image = z.infer<typeof image>;

export const brandRef = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });
export type BrandRef = z.infer<typeof brandRef>;

/** A series; `isCollection` series live under /product-collections/{slug}/. */
export const seriesRef = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  isCollection: z.boolean(),
});
export type SeriesRef = z.infer<typeof seriesRef>;

/** One price variant (size) of a product: SPEC productPrices / select_type. */
export const productVariant = z.object({
  id: z.number().int(),
  /** Volume or size as shown, e.g. "50 мл". */
  value: z.string(),
  /** Size in ml or g, for ordering. */
  size: z.number().int(),
  article: z.string(),
  quantity: z.number().int(),
  inStock: z.boolean(),
  /** What the caller pays, whole grn. */
  price: z.number().int(),
  /** Crossed-out price (before a promotion or the caller's individual discount), whole grn; null if none. */
  oldPrice: z.number().int().nullable(),
  /** Retail price, whole grn, for comparison with the caller's own price. */
  retailPrice: z.number().int(),
  image: image.nullable(),
  image2: image.nullable(),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** Fields for the analytics item of view_item_list / select_item / view_item (currency UAH). */
export const analyticsItem = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_brand: z.string(),
  item_category: z.string().nullable(),
  price: z.number(),
});
export type AnalyticsItem = z.infer<typeof analyticsItem>;

export const ratingSummary = z.object({
  /** Average of approved reviews, one decimal; 0 when there are none. */
  average: z.number(),
  count: z.number().int(),
});

/** A product as shown in lists, the basket and favourites. */
export const productSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Ukrainian title whatever the language (SPEC basket line uaTitle). */
  uaTitle: z.string(),
  brand: brandRef,
  series: seriesRef.nullable(),
  image: image.nullable(),
  image2: image.nullable(),
  isNew: z.boolean(),
  /** Some variant is on promotion (has an old retail price). */
  isPromotion: z.boolean(),
  /** Moved to a new series: never merged into a basket line and not buyable from buy-together. */
  hasDuplicate: z.boolean(),
  inStock: z.boolean(),
  rating: ratingSummary,
  /** Lowest variant price for the caller, whole grn. */
  minPrice: z.number().int(),
  /** Variants ordered as the shop sorts them. */
  productPrices: z.array(productVariant),
  /** The variant selected by default: the first in stock, else the first (buy-together: see there). */
  selectType: productVariant,
  analytics: analyticsItem,
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productList = listEnvelope(productSummary);
export type ProductList = z.infer<typeof productList>;

// ---------------------------------------------------------------- list query

export const CATALOG_SORTS = ['price_desc', 'price_asc', 'newest', 'with_promotions', 'bestsellers'] as const;
export const catalogSort = z.enum(CATALOG_SORTS);
export type CatalogSort = z.infer<typeof catalogSort>;

/** Longest search text the API looks at; longer text is cut. */
export const SEARCH_QUERY_MAX = 100;

/**
 * Filters shared by product lists, facets and attribute counts. Lists are OR within one parameter
 * and AND across parameters; attribute values are OR within one attribute and AND across attributes.
 */
export const productFilterQuery = z.object({
  /** Category ids or slugs; a category includes its subcategories. */
  category: idOrSlugListParam(),
  brand: idOrSlugListParam(),
  /** Series and collections are one list: a product matches any of them. */
  series: idOrSlugListParam(),
  collection: idOrSlugListParam(),
  /** Tag ids or `{categorySlug}/{tagSlug}` pairs. */
  tag: z
    .preprocess(
      (v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','))),
      z.array(z.string().trim().max(300).regex(/^(\d+|[a-z0-9_-]+\/[a-z0-9_-]+)$/i)).max(50),
    )
    .optional(),
  /** Attribute value ids (skin type, purpose, …). */
  attribute_values: idListParam(),
  /** Variant volumes ("50 мл"): a product matches when one of its variants has one of them. */
  volume: volumeListParam(),
  /** Whole grn, compared with the caller's lowest variant price. */
  price_min: moneyParam,
  price_max: moneyParam,
  in_stock: flagParam,
  new: flagParam,
  /** Sold at least once; pair with sort=bestsellers for the bestsellers page. */
  top: flagParam,
  promotions: flagParam,
  /** Outlet: restricts to category 799 in addition to any other filter. */
  outlet: flagParam,
  /** Search text (the /results/ page); folded and typo-tolerant like GET /v1/search. */
  search: textParam(SEARCH_QUERY_MAX),
});
export type ProductFilterQuery = z.infer<typeof productFilterQuery>;

/**
 * GET /v1/catalog/products. `sort` unknown or absent → default order: in stock first, then
 * bestsellers (with `search`: best match first). Every order puts variants out of stock last.
 */
export const productListQuery = pageQuery(PAGE_SIZE.catalog).extend(productFilterQuery.shape).extend({
  sort: catalogSort.optional().catch(undefined),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /v1/products: cards by product ids, in the order asked; unknown ids are left out. */
export const productsByIdsQuery = z.object({ ids: idListParam(100) });

/** GET /v1/sales: products on promotion, paginated like the catalogue. */
export const salesQuery = pageQuery(PAGE_SIZE.catalog).extend({ sort: catalogSort.optional().catch(undefined) });

// ---------------------------------------------------------------- categories and landings

export const category = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  sort: z.number().int(),
  /** Published products in the category or its subcategories. */
  productsCount: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const LANDING_TYPES = ['category', 'brand', 'series', 'collection', 'tag'] as const;
export const landingType = z.enum(LANDING_TYPES);
export type LandingType = z.infer<typeof landingType>;

export const landingQuery = z.object({
  /** Disambiguates a slug used by several kinds; otherwise category, brand, series/collection, tag are tried in order. */
  type: landingType.optional().catch(undefined),
  /** With a category slug: the tag page /{category}/{tag}/. */
  tag: z.string().trim().max(200).optional(),
});

export const breadcrumb = z.object({
  type: z.enum(['category', 'brand', 'series', 'collection', 'tag']),
  title: z.string(),
  slug: z.string(),
  /** For series and collections: the brand slug of /product-category/{brand}/{series}/. */
  brandSlug: z.string().nullable(),
});
export type Breadcrumb = z.infer<typeof breadcrumb>;

export const seo = z.object({ title: z.string(), description: z.string() });
export type Seo = z.infer<typeof seo>;

/** What a landing page shows above its product list, and the filter to pass to /v1/catalog/products. */
export const catalogLanding = z.object({
  type: landingType,
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** HTML; may be empty. */
  description: z.string(),
  image: image.nullable(),
  /** The brand of a series or collection; the brand itself for a brand. */
  brand: brandRef.nullable(),
  /** Ancestors then the landing itself. */
  breadcrumbs: z.array(breadcrumb),
  seo,
  /** Query parameters that list this landing's products, e.g. `{ "series": "12" }`. */
  filter: z.object({
    category: z.string().optional(),
    brand: z.string().optional(),
    series: z.string().optional(),
    collection: z.string().optional(),
    tag: z.string().optional(),
  }),
  productsCount: z.number().int(),
});
export type CatalogLanding = z.infer<typeof catalogLanding>;

// ---------------------------------------------------------------- attributes and facets

export const facetValue = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Products matching the other filters that have this value. */
  count: z.number().int(),
});
export type FacetValue = z.infer<typeof facetValue>;

export const attributeWithCounts = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  values: z.array(facetValue),
});
export type AttributeWithCounts = z.infer<typeof attributeWithCounts>;

/** GET /v1/get_attribute/{id}: the same filters as the list; the attribute's own values are not applied. */
export const attributeQuery = productFilterQuery;

/**
 * GET /v1/catalog/facets: the brands and the volumes of the products under the list filters, each
 * counted with the other filters applied (a brand's count ignores the chosen brands, a volume's the
 * chosen volumes). Chosen values are listed even when nothing matches them.
 */
export const listFacets = z.object({
  brands: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), count: z.number().int() })),
  volumes: z.array(z.object({ value: z.string(), title: z.string(), count: z.number().int() })),
});
export type ListFacets = z.infer<typeof listFacets>;
export const listFacetsQuery = productFilterQuery;

// ---------------------------------------------------------------- buy-together

/**
 * GET /v1/basket/products/buy-with-in-basket. `products` are product ids of the basket lines;
 * `prices` are variant (product price) ids, for callers that only keep those. At least one of them.
 */
export const buyTogetherQuery = z.object({
  products: idListParam(100),
  prices: idListParam(100),
});

/** Suggestions: `selectType` is the second-largest size when the product has several. */
export const BUY_TOGETHER_LIMIT = 12;

/**
 * GET /v1/catalog/sitemap: every listed product with its brand and series, and every ingredient
 * that has listed products, in one answer, so that /sitemap.xml needs no paging through full cards.
 */
export const sitemapProduct = z.object({
  slug: z.string(),
  brandSlug: z.string(),
  /** ISO date of the last change, for `<lastmod>`. */
  updatedAt: z.string(),
});
export type SitemapProduct = z.infer<typeof sitemapProduct>;

/** Products per child sitemap: each is listed in two languages, so a file holds 20,000 URLs (about 9 MB), under the 50,000 and 50 MB allowed. */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

/** GET /v1/catalog/sitemap: what the sitemap index needs, from two aggregate queries. */
export const sitemapIndex = z.object({
  /** Child sitemaps of products (`products-1.xml` …), at least 1. */
  productFiles: z.number().int(),
  productsLastmod: z.string().nullable(),
  landingsLastmod: z.string().nullable(),
});
export type SitemapIndex = z.infer<typeof sitemapIndex>;

/** GET /v1/catalog/sitemap/products?page=: one file's products, by id. */
export const sitemapProductsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

/** GET /v1/catalog/sitemap/landings: brands, series and collections, categories, tags and ingredients that have listed products. */
export const sitemapLandings = z.object({
  brands: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
  series: z.array(z.object({ slug: z.string(), brandSlug: z.string(), isCollection: z.boolean(), updatedAt: z.string() })),
  categories: z.array(z.string()),
  tags: z.array(z.object({ categorySlug: z.string(), slug: z.string() })),
  ingredients: z.array(z.string()),
});
export type SitemapLandings = z.infer<typeof sitemapLandings>;
