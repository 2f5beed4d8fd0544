import type { AttributeWithCounts, CatalogLanding, CatalogSort, Category, ListFacets, ProductList } from '@shop/contracts/catalog';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { pageHref } from '../../components/ui/pagination-links.ts';
import { idOrSlugValue } from '@shop/contracts/query-params';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { localePath } from '../../lib/language.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { type ListPreset, type ListState, apiFilterQuery, parseListSearch, serializeListState } from './list-params.ts';
import { parsePageParam } from '../../lib/page-param.ts';

/** Facets a page can show; a page hides those its own restriction already fixes. */
export type FacetKey = 'category' | 'brand' | 'volume' | 'attributes' | 'price' | 'inStock' | 'isNew' | 'promotions';

/** Attributes offered as filters, by slug (SPEC selection: skin type and purpose). */
export const FILTER_ATTRIBUTES = ['skin-type', 'purpose'] as const;

export interface ListPageConfig {
  /** Analytics list id and the key of its texts: `catalog.list.{id}.title`. */
  id: string;
  /** The plain path of page 1 without the language prefix, e.g. `/katalog/`. */
  path: string;
  preset: ListPreset;
  /**
   * A landing (brand, series, collection, category, tag) whose title and text head the page.
   * `presetType` is the kind the preset assumes; when the slug turns out to be another kind (a
   * one-segment /product-category/ URL can name a brand, a category or a series), the products are
   * asked again with the landing's own filter.
   */
  landing?: { slug: string; type?: CatalogLanding['type']; tag?: string; presetType: CatalogLanding['type'] };
  facets: FacetKey[];
  /**
   * The landing's one URL (without language); when the requested path differs (a series under
   * another brand's path, a collection under /product-category/), the page redirects there.
   */
  canonicalPath?: (landing: CatalogLanding) => string;
}

export interface ListPageData {
  id: string;
  lang: ApiLanguage;
  /** Localised plain path of page 1. */
  basePath: string;
  page: number;
  state: ListState;
  /** The shopper's choice as a query string without "?" (for page links). */
  search: string;
  products: ProductList;
  landing: CatalogLanding | null;
  categories: Category[];
  attributes: AttributeWithCounts[];
  /** Brands and volumes with counts (empty lists when the page offers neither). */
  listFacets: ListFacets;
  facets: FacetKey[];
  defaultSort: CatalogSort | null;
}

interface LoaderArgsLike {
  request: Request;
  params: { page?: string };
  context: Readonly<RouterContextProvider>;
}

/** Search parameters of the page URL; data requests of client navigation add `_routes`. */
function pageSearchParams(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  params.delete('_routes');
  return params;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** An optional block: a failure leaves it empty instead of failing the page. */
function optional<T>(promise: Promise<T>, fallback: T, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error(`catalogue: ${what} failed to load`, error);
    return fallback;
  });
}

async function loadLanding(api: ApiClient, landing: NonNullable<ListPageConfig['landing']>): Promise<CatalogLanding> {
  try {
    const response = await api.get<{ data: CatalogLanding }>(`/v1/catalog/category/${encodeURIComponent(landing.slug)}`, {
      type: landing.type,
      tag: landing.tag,
    });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

async function loadAttributes(api: ApiClient, filter: ReturnType<typeof apiFilterQuery>): Promise<AttributeWithCounts[]> {
  const attributes = await Promise.all(
    FILTER_ATTRIBUTES.map((slug) =>
      optional(
        api.get<{ data: AttributeWithCounts }>(`/v1/get_attribute/${slug}`, filter).then((r) => r.data),
        null,
        `attribute ${slug}`,
      ),
    ),
  );
  return attributes.filter((a): a is AttributeWithCounts => a !== null);
}

const NO_LIST_FACETS: ListFacets = { brands: [], volumes: [] };

function loadListFacets(api: ApiClient, filter: ReturnType<typeof apiFilterQuery>): Promise<ListFacets> {
  return optional(
    api.get<{ data: ListFacets }>('/v1/catalog/facets', filter).then((r) => r.data),
    NO_LIST_FACETS,
    'brand and volume counts',
  );
}

/** The products filter of a landing as a page preset. */
function presetOfLanding(landing: CatalogLanding): ListPreset {
  const { category, brand, series, collection, tag } = landing.filter;
  return {
    category: category ? [category] : undefined,
    brand: brand ? [brand] : undefined,
    series: series ? [series] : undefined,
    collection: collection ? [collection] : undefined,
    tag: tag ? [tag] : undefined,
  };
}

/** Slugs from the URL path go to the API as they are: anything malformed is simply not a page. */
function presetIsWellFormed(config: ListPageConfig): boolean {
  const { category, brand, series, collection, tag } = config.preset;
  const slugs = [...(category ?? []), ...(brand ?? []), ...(series ?? []), ...(collection ?? []), ...(config.landing ? [config.landing.slug] : [])];
  const tags = [...(tag ?? []), ...(config.landing?.tag ? [config.landing.tag] : [])].flatMap((t) => t.split('/'));
  return [...slugs, ...tags].every((value) => value.length <= 200 && idOrSlugValue.safeParse(value).success);
}

/**
 * Everything a product list page shows, in one round of parallel API calls: the products, the
 * landing (if any), the category tree and the attribute facets. Bad page numbers and bad query
 * values become redirects or a 404, never an error page.
 */
export async function loadListPage({ request, params, context }: LoaderArgsLike, config: ListPageConfig): Promise<ListPageData> {
  const { api, lang } = serverApi(context, request);
  const basePath = localePath(config.path, lang);
  const searchParams = pageSearchParams(request);

  const pageParam = parsePageParam(params.page);
  if (pageParam.kind === 'not-found') notFound();
  const { state, cleanSearch } = parseListSearch(searchParams);
  if (pageParam.kind === 'redirect' || cleanSearch !== null) {
    throw redirect(pageHref(basePath, pageParam.page, cleanSearch ?? searchParams.toString()), 301);
  }
  const page = pageParam.page;
  if (!presetIsWellFormed(config)) notFound();

  const sort = state.sort ?? config.preset.defaultSort;
  const wantsCategories = config.facets.includes('category');
  const wantsAttributes = config.facets.includes('attributes');
  const wantsListFacets = config.facets.includes('brand') || config.facets.includes('volume');
  const listBlocks = (preset: ListPreset) => {
    const filter = apiFilterQuery(state, preset);
    return Promise.all([
      api.get<ProductList>('/v1/catalog/products', { ...filter, sort, page }),
      wantsAttributes ? loadAttributes(api, filter) : Promise.resolve([]),
      wantsListFacets ? loadListFacets(api, filter) : Promise.resolve(NO_LIST_FACETS),
    ] as const);
  };

  const [[guessedProducts, guessedAttributes, guessedListFacets], landing, categories] = await Promise.all([
    listBlocks(config.preset),
    config.landing ? loadLanding(api, config.landing) : Promise.resolve(null),
    wantsCategories
      ? optional(api.get<{ data: Category[] }>('/v1/catalog/categories').then((r) => r.data), [], 'categories')
      : Promise.resolve([]),
  ]);
  if (landing && config.canonicalPath) {
    const canonical = config.canonicalPath(landing);
    if (canonical !== config.path) throw redirect(pageHref(localePath(canonical, lang), page, searchParams.toString()), 301);
  }
  let products = guessedProducts;
  let attributes = guessedAttributes;
  let listFacets = guessedListFacets;
  if (config.landing && landing && landing.type !== config.landing.presetType) {
    [products, attributes, listFacets] = await listBlocks({ ...presetOfLanding(landing), defaultSort: config.preset.defaultSort });
  }

  // A page past the last answers 404; page 1 of an empty list is a page with an empty state.
  if (page > 1 && page > products.meta.last_page) notFound();

  return {
    id: config.id,
    lang,
    basePath,
    page,
    state,
    search: serializeListState(state),
    products,
    landing,
    categories,
    attributes,
    listFacets,
    facets: pageFacets(config.facets, landing),
    defaultSort: config.preset.defaultSort ?? null,
  };
}

/**
 * A landing does not offer its own kind as a filter of itself: a category page no other categories,
 * a brand's, series' or collection's page no brands (its products are of one brand).
 */
function pageFacets(facets: FacetKey[], landing: CatalogLanding | null): FacetKey[] {
  if (landing?.type === 'category') return facets.filter((f) => f !== 'category');
  if (landing && landing.type !== 'tag') return facets.filter((f) => f !== 'brand');
  return facets;
}

/** Every facet; pages drop those their own restriction fixes. */
export const ALL_FACETS: FacetKey[] = ['inStock', 'isNew', 'promotions', 'category', 'brand', 'volume', 'attributes', 'price'];

export function facetsWithout(...hidden: FacetKey[]): FacetKey[] {
  return ALL_FACETS.filter((f) => !hidden.includes(f));
}
