import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';

/**
 * Every page exists twice: Russian without a prefix and Ukrainian under /ua/ (SPEC §2). Route ids
 * carry the language so both entries can share one module. Paths end with a slash; the server
 * redirects slash-less URLs before they get here.
 */
function localized(path: string, file: string, id: string): RouteConfigEntry[] {
  return [route(path, file, { id: `ru/${id}` }), route(`ua/${path}`, file, { id: `ua/${id}` })];
}

export default [
  index('routes/home/home.tsx', { id: 'ru/home' }),
  route('ua/', 'routes/home/home.tsx', { id: 'ua/home' }),

  ...localized('pages/:slug/', 'routes/pages/static-page.tsx', 'page'),
  ...localized('server-error/', 'routes/system/server-error.tsx', 'server-error'),
  ...localized('server-maintenance/', 'routes/system/server-maintenance.tsx', 'server-maintenance'),

  // Not found: keeps the requested path, query and hash and answers 404.
  route('*', 'routes/system/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
