import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';

/**
 * Every page exists twice: Russian without a prefix and Ukrainian under /ua/ (SPEC §2). Route ids
 * carry the language so both entries can share one module. Paths end with a slash; the server
 * redirects slash-less URLs before they get here.
 */
function localized(path: string, file: string, id: string): RouteConfigEntry[] {
  return [route(path, file, { id: `ru/${id}` }), route(`ua/${path}`, file, { id: `ua/${id}` })];
}

/** The profile area (SPEC §2): a layout with its sections as children, in both languages. */
function localizedProfile(): RouteConfigEntry[] {
  return (['ru', 'ua'] as const).map((lang) => {
    const id = (name: string) => `${lang}/profile${name}`;
    return route(lang === 'ru' ? 'profile/' : 'ua/profile/', 'routes/profile/profile-layout.tsx', { id: id('') }, [
      index('routes/profile/profile-index.tsx', { id: id('-index') }),
      route('user-info/', 'routes/profile/user-info.tsx', { id: id('-user-info') }),
      route('user-current-orders/', 'routes/profile/user-current-orders.tsx', { id: id('-user-current-orders') }),
      route('user-history-orders/', 'routes/profile/user-history-orders.tsx', { id: id('-user-history-orders') }),
      route('user-current-orders/page/:page/', 'routes/profile/user-current-orders.tsx', { id: id('-user-current-orders-page') }),
      route('user-history-orders/page/:page/', 'routes/profile/user-history-orders.tsx', { id: id('-user-history-orders-page') }),
      route('user-favorites/', 'routes/profile/user-favorites.tsx', { id: id('-user-favorites') }),
      route('managers/', 'routes/profile/managers.tsx', { id: id('-managers') }),
    ]);
  });
}

/**
 * The professional club (SPEC §2 user-professional-club: clients-list and client-history/{id}/), in
 * the profile's frame; the index redirects to the clients list.
 */
function localizedClub(): RouteConfigEntry[] {
  return (['ru', 'ua'] as const).map((lang) => {
    const id = (name: string) => `${lang}/club${name}`;
    return route(lang === 'ru' ? 'user-professional-club/' : 'ua/user-professional-club/', 'routes/profile/profile-layout.tsx', { id: id('') }, [
      index('routes/professional-club/club-index.tsx', { id: id('-index') }),
      route('clients-list/', 'routes/professional-club/clients-list.tsx', { id: id('-clients-list') }),
      route('clients-list/page/:page/', 'routes/professional-club/clients-list.tsx', { id: id('-clients-list-page') }),
      route('client-history/:id/', 'routes/professional-club/client-history.tsx', { id: id('-client-history') }),
      route('client-history/:id/page/:page/', 'routes/professional-club/client-history.tsx', { id: id('-client-history-page') }),
    ]);
  });
}

/**
 * The distributor's storage (issue 28): one layout (title and tabs) around the leftovers, sales and
 * report; the index redirects to the leftovers. The report's chart code is its page's own chunk.
 */
function localizedStorage(): RouteConfigEntry[] {
  return (['ru', 'ua'] as const).map((lang) => {
    const id = (name: string) => `${lang}/distributor-storage${name}`;
    return route(lang === 'ru' ? 'distributor-storage/' : 'ua/distributor-storage/', 'routes/distributor-storage/storage-layout.tsx', { id: id('-layout') }, [
      index('routes/distributor-storage/storage-index.tsx', { id: id('') }),
      route('leftovers/', 'routes/distributor-storage/leftovers.tsx', { id: id('-leftovers') }),
      route('sales/', 'routes/distributor-storage/sales.tsx', { id: id('-sales') }),
      route('report/', 'routes/distributor-storage/report.tsx', { id: id('-report') }),
    ]);
  });
}

export default [
  index('routes/home/home.tsx', { id: 'ru/home' }),
  route('ua/', 'routes/home/home.tsx', { id: 'ua/home' }),

  // The FAQ and the cooperation terms are pages of the /pages/{slug}/ family built from their own API.
  ...localized('pages/faq/', 'routes/pages/faq.tsx', 'faq'),
  ...localized('pages/cooperation/', 'routes/pages/cooperation.tsx', 'cooperation'),
  ...localized('pages/:slug/', 'routes/pages/static-page.tsx', 'page'),
  ...localized('about-us/', 'routes/pages/about-us.tsx', 'about-us'),
  ...localized('delivery/', 'routes/pages/delivery.tsx', 'delivery'),
  ...localized('contact/', 'routes/pages/contact.tsx', 'contact'),

  // Blog and videos: four lists (each also under /page/{page}/) and their posts; videos' posts
  // live under /video/. Static first segments outrank the tag pages' two free segments.
  ...(['news', 'interesnye-stati', 'video-materialy', 'video-master-klassy'] as const).flatMap((list) => [
    ...localized(`${list}/`, 'routes/blog/blog-list.tsx', list),
    ...localized(`${list}/page/:page/`, 'routes/blog/blog-list.tsx', `${list}-page`),
  ]),
  ...(['news', 'interesnye-stati', 'video', 'video-master-klassy'] as const).flatMap((section) =>
    localized(`${section}/:slug/`, 'routes/blog/blog-post.tsx', `${section}-post`),
  ),
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

  // Catalogue lists, each also under /page/{page}/ (static segments such as katalog/page/ are
  // declared so they rank above the product page's katalog/:brand/:slug/).
  ...localized('katalog/', 'routes/catalog/katalog.tsx', 'katalog'),
  ...localized('katalog/page/:page/', 'routes/catalog/katalog.tsx', 'katalog-page'),
  // Product page; the brand segment is optional (the loader redirects to the URL with it).
  ...localized('katalog/:slug/', 'routes/catalog/product.tsx', 'product'),
  ...localized('katalog/:brand/:slug/', 'routes/catalog/product.tsx', 'product-with-brand'),
  ...localized('novinki/', 'routes/catalog/novinki.tsx', 'novinki'),
  ...localized('novinki/page/:page/', 'routes/catalog/novinki.tsx', 'novinki-page'),
  ...localized('top-prodazh/', 'routes/catalog/top-prodazh.tsx', 'top-prodazh'),
  ...localized('top-prodazh/page/:page/', 'routes/catalog/top-prodazh.tsx', 'top-prodazh-page'),
  ...localized('outlet/', 'routes/catalog/outlet.tsx', 'outlet'),
  ...localized('outlet/page/:page/', 'routes/catalog/outlet.tsx', 'outlet-page'),
  ...localized('promotions/', 'routes/catalog/promotions.tsx', 'promotions'),
  ...localized('promotions/page/:page/', 'routes/catalog/promotions.tsx', 'promotions-page'),
  ...localized('product-category/:seria/', 'routes/catalog/product-category.tsx', 'brand'),
  ...localized('product-category/:seria/page/:page/', 'routes/catalog/product-category.tsx', 'brand-page'),
  ...localized('product-category/:brandSeria/:seria/', 'routes/catalog/product-series.tsx', 'series'),
  ...localized('product-category/:brandSeria/:seria/page/:page/', 'routes/catalog/product-series.tsx', 'series-page'),
  ...localized('product-collections/:seria/', 'routes/catalog/product-collection.tsx', 'collection'),
  ...localized('product-collections/:seria/page/:page/', 'routes/catalog/product-collection.tsx', 'collection-page'),
  // Tag pages: two free segments; every static section above and elsewhere outranks them.
  ...localized(':category/:tag/', 'routes/catalog/tag.tsx', 'tag'),
  ...localized(':category/:tag/page/:page/', 'routes/catalog/tag.tsx', 'tag-page'),

  // Files for crawlers (resource routes; the slash rule leaves paths with an extension alone).
  route('sitemap.xml', 'routes/seo/sitemap.ts', { id: 'sitemap' }),
  route('sitemaps/:file', 'routes/seo/sitemap-file.ts', { id: 'sitemap-file' }),
  route('robots.txt', 'routes/seo/robots.ts', { id: 'robots' }),

  // Buying: the order page (the basket's own page lives beside it under /buy-flow/).
  ...localized('buy-flow/order/', 'routes/buy-flow/order.tsx', 'buy-flow-order'),
  // An order's own page after placing it (by its public number), and a guest's look-up by number and phone.
  ...localized('order/', 'routes/order/order.tsx', 'order-lookup'),
  ...localized('order/:number/', 'routes/order/order.tsx', 'order-page'),

  // Accounts: the profile area (signed-in only, rendered as a frame) and the professional registration.
  ...localizedProfile(),
  ...localizedClub(),
  ...localized('agent-register/', 'routes/account/agent-register.tsx', 'agent-register'),

  // The buying path (SPEC §2): /buy-flow/ leads to the basket (named target buy-flow-basket).
  ...localized('buy-flow/', 'routes/buy-flow/buy-flow-index.tsx', 'buy-flow'),
  ...localized('buy-flow/basket/', 'routes/buy-flow/basket.tsx', 'buy-flow-basket'),

  // The distributor's warehouse (issue 28): documents, and the storage (leftovers, sales, report) in its layout.
  ...localized('distributor-orders/', 'routes/distributor-orders/orders-index.tsx', 'distributor-orders'),
  ...localized('distributor-orders/moving/', 'routes/distributor-orders/moving.tsx', 'distributor-orders-moving'),
  ...localized('distributor-orders/invoice/', 'routes/distributor-orders/invoice.tsx', 'distributor-orders-invoice'),
  ...localized('distributor-orders/document/:id/', 'routes/distributor-orders/document.tsx', 'distributor-orders-document'),
  ...localizedStorage(),

  // Education (SPEC §2 platform): /platform/ leads to the public seminars page (issue 30).
  ...localized('platform/', 'routes/platform/platform-index.tsx', 'platform'),
  ...localized('platform/seminars/', 'routes/platform/seminars.tsx', 'platform-seminars'),
  ...localized('platform/seminars/page/:page/', 'routes/platform/seminars.tsx', 'platform-seminars-page'),
  // The courses, a course's webinar, its quiz and result (signed-in; the pages load their data in the browser).
  ...localized('platform/courses/', 'routes/platform/courses.tsx', 'platform-courses'),
  ...localized('platform/webinar/:id/', 'routes/platform/webinar.tsx', 'platform-webinar'),
  ...localized('platform/webinar/:id/quiz/', 'routes/platform/quiz.tsx', 'platform-quiz'),
  ...localized('platform/webinar/:id/quiz-result/', 'routes/platform/quiz-result.tsx', 'platform-quiz-result'),
  // The public check of a certificate by its number.
  ...localized('certificate/:number/', 'routes/platform/certificate.tsx', 'certificate-check'),

  // The demo's outbox (letters of the local mailer); 404 in production.
  ...localized('demo/outbox/', 'routes/demo/outbox.tsx', 'demo-outbox'),

  // Not found: keeps the requested path, query and hash and answers 404.
  route('*', 'routes/system/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
