import type { CatalogSort, ProductListQuery } from '@shop/contracts/catalog';
import type { ViewMode } from './product-tile.tsx';

/*
 * The contract's sort names and slug rule, repeated here because the contract modules carry zod,
 * which the list pages' browser code must not load for a list and a regex; list-params.test.ts
 * keeps them equal to CATALOG_SORTS, idOrSlugValue and MAX_LIST_PARAM_ITEMS.
 */
export const LIST_SORTS = ['price_desc', 'price_asc', 'newest', 'with_promotions', 'bestsellers'] as const satisfies readonly CatalogSort[];
/** An id (digits) or a slug, at most 200 characters. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,199}$/i;
export const MAX_LIST_ITEMS = 50;

/**
 * The shopper's choice on a product list, read from and written to the page URL, so that a
 * filtered list can be shared and reopened. Parameter names are the API's (`brand`, `category`,
 * `attribute_values`, `price_min`, …) plus `view`; lists are comma-separated or repeated.
 */
export interface ListState {
  /** null: the page's own default order. */
  sort: CatalogSort | null;
  view: ViewMode;
  category: string[];
  brand: string[];
  series: string[];
  /** Variant volumes as the API keeps them: lower case, a decimal point for a comma ("50 мл", "2.5 мл"). */
  volume: string[];
  attributeValues: number[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  isNew: boolean;
  promotions: boolean;
}

export const EMPTY_LIST_STATE: ListState = {
  sort: null,
  view: 'grid',
  category: [],
  brand: [],
  series: [],
  volume: [],
  attributeValues: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
  isNew: false,
  promotions: false,
};

/** Every parameter this module owns; others (utm_*, gclid, …) are left alone. */
const OWN_KEYS = [
  'sort',
  'view',
  'category',
  'brand',
  'series',
  'volume',
  'attribute_values',
  'price_min',
  'price_max',
  'in_stock',
  'new',
  'promotions',
] as const;
type OwnKey = (typeof OWN_KEYS)[number];

const MAX_PRICE = 100_000_000;

function listOf(params: URLSearchParams, key: string): { values: string[]; bad: boolean } {
  const raw = params.getAll(key).flatMap((v) => v.split(','));
  const values: string[] = [];
  let bad = false;
  for (const item of raw.map((v) => v.trim())) {
    if (item === '' || !SLUG_PATTERN.test(item) || values.includes(item.toLowerCase())) {
      bad = true;
      continue;
    }
    values.push(item.toLowerCase());
  }
  if (values.length > MAX_LIST_ITEMS) return { values: values.slice(0, MAX_LIST_ITEMS), bad: true };
  return { values, bad };
}

/** A volume: letters of any script, digits, spaces and `.×/-`, at most 40 characters (the contract's `volumeValue`). */
export const VOLUME_PATTERN = /^[\p{L}\p{N} .×/-]{1,40}$/u;

function volumesOf(params: URLSearchParams): { values: string[]; bad: boolean } {
  const raw = params.getAll('volume').flatMap((v) => v.split(','));
  const values: string[] = [];
  let bad = false;
  for (const item of raw) {
    const value = item.trim().toLowerCase().replace(/\s+/g, ' ');
    if (value === '' || !VOLUME_PATTERN.test(value) || values.includes(value)) {
      bad = true;
      continue;
    }
    if (value !== item) bad = true;
    values.push(value);
  }
  if (values.length > MAX_LIST_ITEMS) return { values: values.slice(0, MAX_LIST_ITEMS), bad: true };
  return { values, bad };
}

function priceOf(params: URLSearchParams, key: string): { value: number | null; bad: boolean } {
  const all = params.getAll(key);
  if (all.length === 0) return { value: null, bad: false };
  const raw = all[0]?.trim() ?? '';
  if (all.length > 1 || !/^\d{1,9}$/.test(raw) || Number(raw) > MAX_PRICE) return { value: null, bad: true };
  return { value: Number(raw), bad: raw !== String(Number(raw)) };
}

function flagOf(params: URLSearchParams, key: string): { value: boolean; bad: boolean } {
  const all = params.getAll(key);
  if (all.length === 0) return { value: false, bad: false };
  return { value: all.length === 1 && all[0] === '1', bad: all.length !== 1 || all[0] !== '1' };
}

export interface ParsedList {
  state: ListState;
  /**
   * The same URL query with bad values of our parameters removed (unknown sort, `price_min=abc`,
   * empty fields of a submitted form), or null when nothing had to change. The route redirects there.
   */
  cleanSearch: string | null;
}

/** Reads the list state of a URL query; never throws, whatever the query holds. */
export function parseListSearch(search: string | URLSearchParams): ParsedList {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const bad = new Set<OwnKey>();

  const sortValues = params.getAll('sort');
  const sortRaw = sortValues[0];
  const sort = sortValues.length === 1 && (LIST_SORTS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as CatalogSort) : null;
  if (sortValues.length > 0 && !sort) bad.add('sort');

  const viewValues = params.getAll('view');
  const view: ViewMode = viewValues.length === 1 && viewValues[0] === 'list' ? 'list' : 'grid';
  // `view=grid` is the default: dropped so that one list has one URL.
  if (viewValues.length > 0 && view !== 'list') bad.add('view');

  const lists = { category: listOf(params, 'category'), brand: listOf(params, 'brand'), series: listOf(params, 'series') };
  for (const [key, parsed] of Object.entries(lists)) if (parsed.bad) bad.add(key as OwnKey);

  const volume = volumesOf(params);
  if (volume.bad) bad.add('volume');

  const attributes = listOf(params, 'attribute_values');
  const attributeValues = attributes.values.filter((v) => /^\d{1,9}$/.test(v) && Number(v) > 0).map(Number);
  if (attributes.bad || attributeValues.length !== attributes.values.length) bad.add('attribute_values');

  const priceMin = priceOf(params, 'price_min');
  const priceMax = priceOf(params, 'price_max');
  if (priceMin.bad) bad.add('price_min');
  if (priceMax.bad) bad.add('price_max');

  const flags = { in_stock: flagOf(params, 'in_stock'), new: flagOf(params, 'new'), promotions: flagOf(params, 'promotions') };
  for (const [key, parsed] of Object.entries(flags)) if (parsed.bad) bad.add(key as OwnKey);

  const state: ListState = {
    sort,
    view,
    category: lists.category.values,
    brand: lists.brand.values,
    series: lists.series.values,
    volume: volume.values,
    attributeValues,
    priceMin: priceMin.value,
    priceMax: priceMax.value,
    inStock: flags.in_stock.value,
    isNew: flags.new.value,
    promotions: flags.promotions.value,
  };

  if (bad.size === 0) return { state, cleanSearch: null };
  // Keep the shopper's other parameters in place; rewrite only ours, from the parsed state.
  const clean = new URLSearchParams();
  for (const [key, value] of params) if (!(OWN_KEYS as readonly string[]).includes(key)) clean.append(key, value);
  const own = new URLSearchParams(serializeListState(state));
  for (const [key, value] of own) clean.append(key, value);
  const text = clean.toString();
  return { state, cleanSearch: text ? `?${text}` : '' };
}

/** The URL query of a list state (without "?"), in a fixed order, defaults left out. */
export function serializeListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.category.length) params.set('category', state.category.join(','));
  if (state.brand.length) params.set('brand', state.brand.join(','));
  if (state.series.length) params.set('series', state.series.join(','));
  if (state.volume.length) params.set('volume', state.volume.join(','));
  if (state.attributeValues.length) params.set('attribute_values', state.attributeValues.join(','));
  if (state.priceMin !== null) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== null) params.set('price_max', String(state.priceMax));
  if (state.inStock) params.set('in_stock', '1');
  if (state.isNew) params.set('new', '1');
  if (state.promotions) params.set('promotions', '1');
  if (state.sort) params.set('sort', state.sort);
  if (state.view === 'list') params.set('view', 'list');
  return params.toString().replace(/%2C/g, ',');
}

/** True when the shopper narrowed the list (sort and view do not count). */
export function hasFilters(state: ListState): boolean {
  return (
    state.category.length > 0 ||
    state.brand.length > 0 ||
    state.series.length > 0 ||
    state.volume.length > 0 ||
    state.attributeValues.length > 0 ||
    state.priceMin !== null ||
    state.priceMax !== null ||
    state.inStock ||
    state.isNew ||
    state.promotions
  );
}

/** What a page always asks for, whatever the shopper chooses (outlet, novelties, a brand's products, …). */
export type ListPreset = Partial<Pick<ProductListQuery, 'category' | 'brand' | 'series' | 'collection' | 'tag' | 'new' | 'top' | 'promotions' | 'outlet'>> & {
  /** Order when the shopper chose none. */
  defaultSort?: CatalogSort;
};

/** Query parameters of GET /v1/catalog/products (and the facet calls) for a page, its preset and the shopper's choice. */
export function apiFilterQuery(state: ListState, preset: ListPreset): Record<string, string | number | string[] | number[] | undefined> {
  return {
    // A page's own restriction wins over the shopper's choice of the same kind (its facet is hidden).
    category: preset.category ?? (state.category.length ? state.category : undefined),
    brand: preset.brand ?? (state.brand.length ? state.brand : undefined),
    series: preset.series ?? (state.series.length ? state.series : undefined),
    collection: preset.collection,
    tag: preset.tag,
    volume: state.volume.length ? state.volume : undefined,
    attribute_values: state.attributeValues.length ? state.attributeValues : undefined,
    price_min: state.priceMin ?? undefined,
    price_max: state.priceMax ?? undefined,
    in_stock: state.inStock ? 1 : undefined,
    new: preset.new || state.isNew ? 1 : undefined,
    top: preset.top ? 1 : undefined,
    promotions: preset.promotions || state.promotions ? 1 : undefined,
    outlet: preset.outlet ? 1 : undefined,
  };
}

/**
 * Switching between grid and list shows the same products: the list is not loaded again when the
 * URL changes only in `view` (the page reads the view from the URL).
 */
export function onlyViewChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('view');
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next) && current.searchParams.get('view') !== next.searchParams.get('view');
}

/** Reads the list state from a submitted filter form (checkboxes, price fields, kept sort and view). */
export function listStateFromForm(form: FormData): ListState {
  const params = new URLSearchParams();
  for (const [key, value] of form) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    params.append(key, value.trim());
  }
  return parseListSearch(params).state;
}

/** `shouldRevalidate` of list routes: a view switch keeps the loaded list. */
export function listShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return onlyViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
