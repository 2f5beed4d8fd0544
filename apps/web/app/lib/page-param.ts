/**
 * The `{page}` segment of `/…/page/{page}/` URLs. Page 1 and non-canonical numbers ("02") are
 * redirected to their one URL; anything that is not a page number is not a page (404).
 */
export type PageParam = { kind: 'page'; page: number } | { kind: 'redirect'; page: number } | { kind: 'not-found' };

/** Pages beyond this are not a list anyone browses; the API clamps there too. */
const MAX_PAGE = 100_000;

export function parsePageParam(raw: string | undefined): PageParam {
  if (raw === undefined) return { kind: 'page', page: 1 };
  if (!/^\d{1,6}$/.test(raw)) return { kind: 'not-found' };
  const page = Number(raw);
  if (page < 1 || page > MAX_PAGE) return { kind: 'not-found' };
  // "/page/1/" is the plain path; "/page/02/" is "/page/2/".
  if (page === 1 || String(page) !== raw) return { kind: 'redirect', page };
  return { kind: 'page', page };
}
