/**
 * The selection helper's choice as it lives in the URL (/podbor-kosmetiki/?skin_type=3,4&exclude=12),
 * so that a filtered page can be shared and reloaded. Parameter names are the API's (selectionQuery).
 */
export const SELECTION_FACETS = ['skin_type', 'purpose', 'brand', 'series', 'include', 'exclude'] as const;
export type SelectionFacet = (typeof SELECTION_FACETS)[number];
export type SelectionState = Record<SelectionFacet, number[]>;

const MAX_ID = 2_147_483_647;
/**
 * Values the API accepts in one list (MAX_LIST_PARAM_ITEMS of the query-params contract, repeated so
 * that browser code does not load zod with it; the test keeps them equal).
 */
export const MAX_LIST_ITEMS = 50;

export function emptySelection(): SelectionState {
  return { skin_type: [], purpose: [], brand: [], series: [], include: [], exclude: [] };
}

/** Positive ids from `a=1&a=2`, `a[]=1` or `a=1,2`; anything else is dropped, duplicates once, sorted. */
function readIds(params: URLSearchParams, key: string): number[] {
  const raw = [...params.getAll(key), ...params.getAll(`${key}[]`)].flatMap((v) => v.split(','));
  const ids = new Set<number>();
  for (const item of raw) {
    const text = item.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && id <= MAX_ID) ids.add(id);
    if (ids.size >= MAX_LIST_ITEMS) break;
  }
  return [...ids].sort((a, b) => a - b);
}

/** The choice in a URL's query; an ingredient both wanted and excluded counts as excluded. */
export function parseSelection(params: URLSearchParams): SelectionState {
  const state = emptySelection();
  for (const facet of SELECTION_FACETS) state[facet] = readIds(params, facet);
  const excluded = new Set(state.exclude);
  state.include = state.include.filter((id) => !excluded.has(id));
  return state;
}

/** The query string of a choice (without "?"), facets in a fixed order and ids sorted: one URL per choice. */
export function serializeSelection(state: SelectionState): string {
  const parts: string[] = [];
  for (const facet of SELECTION_FACETS) {
    const ids = [...new Set(state[facet])].sort((a, b) => a - b);
    if (ids.length > 0) parts.push(`${facet}=${ids.join(',')}`);
  }
  return parts.join('&');
}

export function hasSelection(state: SelectionState): boolean {
  return SELECTION_FACETS.some((facet) => state[facet].length > 0);
}

export function selectedCount(state: SelectionState): number {
  return SELECTION_FACETS.reduce((sum, facet) => sum + state[facet].length, 0);
}

/**
 * Adds or removes one value. An ingredient is either wanted or excluded: choosing one side takes it
 * off the other.
 */
export function toggleValue(state: SelectionState, facet: SelectionFacet, id: number): SelectionState {
  const next: SelectionState = { ...state };
  next[facet] = state[facet].includes(id) ? state[facet].filter((v) => v !== id) : [...state[facet], id].sort((a, b) => a - b);
  if (facet === 'include' && next.include.includes(id)) next.exclude = state.exclude.filter((v) => v !== id);
  if (facet === 'exclude' && next.exclude.includes(id)) next.include = state.include.filter((v) => v !== id);
  return next;
}

/** Query parameters for the API calls: comma-separated lists, empty facets left out. */
export function selectionApiQuery(state: SelectionState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const facet of SELECTION_FACETS) if (state[facet].length > 0) query[facet] = state[facet].join(',');
  return query;
}
