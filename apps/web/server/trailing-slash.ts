import type { FastifyInstance } from 'fastify';
import { sameOriginPath } from './same-origin-path.ts';

/** Paths the slash rule leaves alone: the API, built assets, media, and files with an extension. */
function isExempt(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname === '/metrics') return true;
  // Vite's development server modules (/@vite/client, /@fs/…, /node_modules/…).
  if (pathname.startsWith('/@') || pathname.startsWith('/node_modules/') || pathname.startsWith('/__')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/**
 * Pages are strict about trailing slashes (SPEC §2): a path without one answers 301 to the slash form,
 * keeping the query string, in a single hop. The target is always a path on this origin: a request
 * for `//evil.example/x` or `/\evil.example/x` is sent to `/evil.example/x/`, never off-site.
 */
export function registerTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = sameOriginPath(request.raw.url ?? '/');
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    if (pathname.endsWith('/') || isExempt(pathname)) return;
    const search = q === -1 ? '' : url.slice(q);
    return reply.redirect(`${pathname}/${search}`, 301);
  });
}
