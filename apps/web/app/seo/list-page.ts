import { data, redirect } from 'react-router';
import { basePathOfPage, pageHref } from '../components/ui/pagination-links.ts';
import { parsePageParam } from '../lib/page-param.ts';

/**
 * The page number of a `/…/page/{page}/` URL for a loader: page 1 without a segment; `page/1/` and
 * `page/02/` answer 301 to their one URL (keeping the query); `page/0/`, `page/abc/` answer 404.
 */
export function readPageParam(raw: string | undefined, request: Request): number {
  const parsed = parsePageParam(raw);
  if (parsed.kind === 'not-found') throw data(null, { status: 404 });
  if (parsed.kind === 'redirect') {
    const { pathname, search } = pageUrlOf(request);
    throw redirect(pageHref(basePathOfPage(pathname), parsed.page, search), 301);
  }
  return parsed.page;
}

/**
 * The page URL a loader serves. Data requests of client navigation carry a `.data` (or `/_.data`)
 * suffix and a `_routes` parameter; redirects and canonical links must use the page URL itself.
 */
export function pageUrlOf(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith('/_.data') ? url.pathname.slice(0, -'_.data'.length) : url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return { pathname, search: search ? `?${search}` : '' };
}

/** A page past the end of a non-empty list does not exist. */
export function assertPageExists(page: number, lastPage: number): void {
  if (page > 1 && page > lastPage) throw data(null, { status: 404 });
}
