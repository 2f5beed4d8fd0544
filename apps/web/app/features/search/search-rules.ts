import { SEARCH_DROPDOWN_MIN, SEARCH_MIN_QUERY } from '@shop/contracts/constants';
import type { SearchResult } from '@shop/contracts/search';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { localePath } from '../../lib/language.ts';

/**
 * Where the API stops reading a query (SEARCH_QUERY_MAX of the catalogue contract). Repeated here
 * because the contract module carries zod, which browser code must not load for one number;
 * search-rules.test.ts keeps the two equal.
 */
export const QUERY_MAX = 100;

/** The visitor's text as the search understands it: trimmed and cut where the API stops reading. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, QUERY_MAX);
}

/** SPEC §5: a suggestion request is sent only when the query has more than 2 characters. */
export function shouldRequestSuggestions(query: string): boolean {
  return normaliseQuery(query).length > SEARCH_MIN_QUERY;
}

/** SPEC §4: the dropdown shows when the query has more than 1 character and there is something to show. */
export function shouldShowDropdown(query: string, result: SearchResult | null): boolean {
  if (!result || normaliseQuery(query).length <= SEARCH_DROPDOWN_MIN) return false;
  return result.products.length + result.news.length > 0;
}

type PostPageSlug = SearchResult['news'][number]['pageSlug'];

/** SPEC §2: content links are /{prefix}{pageSlug}/{slug}/, where the video list's posts live under /video/. */
export function postPath(pageSlug: PostPageSlug, slug: string, lang: ApiLanguage): string {
  const section = pageSlug === 'video-materialy' ? 'video' : pageSlug;
  return localePath(`/${section}/${encodeURIComponent(slug)}/`, lang);
}

/** The results page of a query, optionally at a later page. */
export function resultsPath(query: string, lang: ApiLanguage, page = 1): string {
  const params = new URLSearchParams({ search: normaliseQuery(query) });
  if (page > 1) params.set('page', String(page));
  return `${localePath('/results/', lang)}?${params.toString()}`;
}
