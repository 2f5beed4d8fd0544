import { z } from 'zod';
import { brandRef, image, SEARCH_QUERY_MAX } from './catalog.ts';
import { textParam } from './query-params.ts';

/**
 * GET /v1/search?query=…: the header search dropdown, up to 8 products and 4 posts. Any text is
 * accepted: it is cut to 100 characters, folded (case, і/и/ы, є/е/э, ґ/г, apostrophes) and matched
 * typo-tolerantly in both scripts (“кристина” finds Christina). Fewer than 2 letters → empty lists.
 * The paginated /results/ page uses GET /v1/catalog/products?search=… with the same matching.
 */
export const searchQuery = z.object({ query: textParam(SEARCH_QUERY_MAX) });

export const SEARCH_PRODUCTS_LIMIT = 8;
export const SEARCH_NEWS_LIMIT = 4;

export const searchProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  brand: brandRef,
  image: image.nullable(),
  /** Lowest price for the caller, whole grn. */
  minPrice: z.number().int(),
});

/** A post; its link is /{lang prefix}/{pageSlug}/{slug}/ (pageSlug video-materialy → route video). */
export const searchNews = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  pageSlug: z.enum(['news', 'interesnye-stati', 'video-materialy', 'video-master-klassy']),
});

export const searchResult = z.object({
  products: z.array(searchProduct),
  news: z.array(searchNews),
});
export type SearchResult = z.infer<typeof searchResult>;
