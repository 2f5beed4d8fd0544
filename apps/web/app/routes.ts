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

  // Discovery: search results, ingredients, the selection helper.
  ...localized('results/', 'routes/search/results.tsx', 'results'),
  ...localized('results/page/:page/', 'routes/search/results.tsx', 'results-page'),
  ...localized('ingredienty/', 'routes/ingredients/ingredient-index.tsx', 'ingredients'),
  ...localized('ingredienty/page/:page/', 'routes/ingredients/ingredient-index.tsx', 'ingredients-page'),
  ...localized('ingredients/:slug/', 'routes/ingredients/ingredient.tsx', 'ingredient'),
  ...localized('ingredients/:slug/page/:page/', 'routes/ingredients/ingredient.tsx', 'ingredient-page'),
  ...localized('podbor-kosmetiki/', 'routes/selection/selection.tsx', 'selection'),
  ...localized('podbor-kosmetiki/page/:page/', 'routes/selection/selection.tsx', 'selection-page'),

  // Files for crawlers (resource routes; the slash rule leaves paths with an extension alone).
  route('sitemap.xml', 'routes/seo/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/seo/robots.ts', { id: 'robots' }),

  // Not found: keeps the requested path, query and hash and answers 404.
  route('*', 'routes/system/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
