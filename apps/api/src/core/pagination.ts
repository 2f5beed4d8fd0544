/** Laravel-style list envelope (ARCHITECTURE §3): `data`, `meta`, `links`. */
export interface Page<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  links: { next: string | null; prev: string | null };
}

export function toPage<T>(items: T[], total: number, page: number, perPage: number, baseUrl: string, totalAtLeast = false): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number) => {
    const url = new URL(baseUrl, 'http://x');
    url.searchParams.set('page', String(p));
    return `${url.pathname}${url.search}`;
  };
  return {
    data: items,
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total, ...(totalAtLeast ? { total_at_least: true as const } : {}) },
    links: { next: page < lastPage ? link(page + 1) : null, prev: page > 1 ? link(page - 1) : null },
  };
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
