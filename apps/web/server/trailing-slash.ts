import type { FastifyInstance } from 'fastify';
import { sameOriginPath } from './same-origin-path.ts';

/** Paths the slash rule leaves alone: the API, the back office, built assets, media, and files with an extension. */
function isExempt(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname === '/metrics') return true;
  // The back office's own router names its screens (`/admin/products/12`); only `/admin` gets its slash.
  if (pathname.startsWith('/admin/')) return true;
  // Vite's development server modules (/@vite/client, /@fs/…, /node_modules/…).
  if (pathname.startsWith('/@') || pathname.startsWith('/node_modules/') || pathname.startsWith('/__')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** An order's page is named by its public number, whose letters are upper-case on purpose. */
const CASE_KEPT = /^(?:\/ua)?\/order\//;

/**
 * Page addresses are lower-case, so `/KATALOG/` is not a second copy of `/katalog/`. Percent escapes
 * (`%D1%81` of a Cyrillic slug) are left as browsers write them: only letters outside them count.
 */
function lowerCasePath(pathname: string): string {
  if (CASE_KEPT.test(pathname)) return pathname;
  return pathname.replace(/(%[0-9A-Fa-f]{2})|[A-Z]+/g, (match, percentEscape: string | undefined) => percentEscape ?? match.toLowerCase());
}

/**
 * Pages are strict about trailing slashes and case (SPEC §2): a path without a slash or with capital
 * letters answers 301 to its one true form, keeping the query string, in a single hop. The target is
 * always a path on this origin: a request for `//evil.example/x` or `/\evil.example/x` is sent to
 * `/evil.example/x/`, never off-site.
 */
export function registerTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = sameOriginPath(request.raw.url ?? '/');
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    if (isExempt(pathname)) return;
    const target = lowerCasePath(pathname.endsWith('/') ? pathname : `${pathname}/`);
    if (target === pathname) return;
    const search = q === -1 ? '' : url.slice(q);
    return reply.redirect(`${target}${search}`, 301);
  });
}
