/**
 * URLs of list pages (SPEC §2): page 1 is the plain path, page N is `{base}page/N/`. The query
 * string (sort, filters, view) travels along unchanged.
 */
export function pageHref(basePath: string, page: number, search = ''): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return page <= 1 ? `${base}${query}` : `${base}page/${page}/${query}`;
}

/** The list path without its `/page/N/` suffix: `/katalog/page/3/` → `/katalog/`. */
export function basePathOfPage(pathname: string): string {
  return pathname.replace(/page\/[^/]+\/?$/, '');
}

/**
 * Page numbers to show around the current one, with `null` for a gap:
 * 1 … 4 5 [6] 7 8 … 20. Always the first and the last page; never a gap of a single page.
 */
export function pageWindow(current: number, last: number, around = 1): Array<number | null> {
  if (last <= 1) return [1];
  const pages = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  }
  return result;
}
