/**
 * Import direction of the web app (`npm run lint` runs it; docs/decisions/0012-web-import-direction.md):
 *
 *   routes → features → shared infrastructure (shell, visitor, i18n, dialogs, seo, forms) → lib, components/ui
 *
 * The visitor's own state (account, session and tokens, favourites) lives in `visitor/`, which every
 * page-level folder may import. A feature reaches another feature only through the modules written
 * down in FEATURE_ENTRY_POINTS (the parts other features render or call); everything else in a
 * feature folder is its own business. Features never import the shell. The shell and the dialog registry are where the app is put together, so they
 * may render features: COMPOSITION_ROOTS lists them.
 *
 * TypeScript 7 ships no JavaScript compiler API, so sources are stripped of types with Babel
 * (scripts/layering.babelrc.json), which keeps `import type` as imports so that type dependencies
 * count as well. @swc/core is installed only because dependency-cruiser reads `.ts`/`.tsx` as
 * scannable when a TypeScript-capable parser is present.
 */
const APP = '^apps/web/app/';
const FEATURES = `${APP}features/`;

/** Modules of a feature that other features may import: the feature's public surface. */
const FEATURE_ENTRY_POINTS = [
  // Signing in and registering as other pages offer them (the visitor's state itself is in visitor/).
  'account/documents/documents-section\\.tsx$',
  'auth/link-dialogs\\.ts$',
  'auth/open-auth-dialog\\.ts$',
  'auth/phone-input\\.ts$',
  'auth/registration/registration-form\\.tsx$',
  'auth/social/social-buttons\\.tsx$',
  'auth/social/social-failure\\.ts$',
  'auth/social/social-providers\\.ts$',
  // The basket: its store (checkout's basket source reads it) and the buttons other pages render.
  'basket/basket-store\\.ts$',
  'basket/add-to-basket-button\\.tsx$',
  'basket/product-basket-actions\\.tsx$',
  // Parts other pages render.
  'favourites/favourite-button\\.tsx$',
  'catalog/product-grid\\.tsx$',
  'catalog/product-tile\\.tsx$',
  'catalog/preload-first-image\\.tsx$',
  'back-in-stock/back-in-stock-button\\.tsx$',
  'reviews/reviews-panel\\.tsx$',
  // Buy-together: the basket shows the same carousel and the same hasDuplicate rule (SPEC §8).
  'product/buy-together-carousel\\.tsx$',
  'product/buy-together-guard\\.ts$',
  'search/search-rules\\.ts$',
  'search/search-suggestions\\.tsx$',
  'search/use-search-combobox\\.ts$',
  'profile/profile\\.module\\.css$',
  // The order's own page draws an order as the profile's list does.
  'profile/orders/order-card\\.tsx$',
  'profile/orders/cancel-question\\.tsx$',
  // Checkout's pieces the profile's orders use: the basket they refill, LiqPay's form, the invoice.
  'checkout/basket-source\\.ts$',
  'checkout/liqpay-redirect\\.ts$',
  'checkout/invoice-download\\.ts$',
  'checkout/checkout-api\\.ts$',
  'checkout/payment-rules\\.ts$',
  // The one delivery rule in words, the same in the basket, checkout and the profile's orders.
  'checkout/delivery-text\\.ts$',
  // Whether an order holds seminar tickets or webinars alone: its card, its page and its letters word it so.
  'checkout/event-order\\.ts$',
  // The platform's methodist video plays in the blog's video frame and closes when the video ends.
  'content/video-end\\.ts$',
  'content/video-embed\\.module\\.css$',
  // The address book picks a town and a Nova Poshta branch with checkout's directory lookup.
  'checkout/lookup-combobox\\.tsx$',
  // Blog posts are built from the same blocks as content pages.
  'content/content-blocks\\.tsx$',
  'content/video-embed\\.tsx$',
  'content/youtube\\.ts$',
  'content/load-block-products\\.ts$',
].map((entry) => `${FEATURES}${entry}`);

/** Where the app is assembled from features: the page frame and the registry of dialogs. */
const COMPOSITION_ROOTS = [
  `${APP}shell/site-shell\\.tsx$`,
  `${APP}shell/header/`,
  `${APP}shell/menu/`,
  // Reloads the page's data when the signed-in account's price audience differs from the page's.
  `${APP}shell/price-audience-sync\\.tsx$`,
  `${APP}dialogs/registered-dialogs\\.ts$`,
];

/**
 * The API package however it is reached: its folder, the workspace link, or the package name when it
 * is not resolved. The fixtures of scripts/import-rules.test.ts stand in for apps/web and apps/api.
 */
const WEB = '^(?:scripts/import-rules-fixtures/)?apps/web/';
const API_PACKAGE = '(?:^(?:scripts/import-rules-fixtures/)?apps/api/src/|(?:^|/)node_modules/@shop/api/(?:src/)?|^@shop/api/)';
/** Tests are cruised for the API-entry rules only; every other rule reads the app's own modules. */
const TESTS = '\\.test\\.tsx?$';

/** Modules that run only on the server, besides `*.server.ts` ones. */
const SERVER_SIDE = [`${APP}entry\\.server\\.tsx$`, '^apps/web/server/', '^apps/web/server\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'ui-is-primitives',
      comment: 'components/ui holds primitives: they know no feature, no page frame, no route.',
      severity: 'error',
      from: { path: `${APP}components/ui/` },
      to: { path: [`${APP}(features|shell|visitor|routes|dialogs|seo|forms)/`, `${APP}root\\.tsx$`] },
    },
    {
      name: 'lib-knows-no-feature',
      comment: 'lib is shared plumbing: it imports nothing of the app above it.',
      severity: 'error',
      from: { path: `${APP}lib/` },
      to: { path: [`${APP}(features|shell|visitor|routes|dialogs|seo|forms|i18n|components)/`, `${APP}root\\.tsx$`] },
    },
    {
      name: 'infrastructure-below-features',
      comment: 'i18n, dialogs, seo, forms, the visitor and the shell sit below features; only the composition roots render features.',
      severity: 'error',
      from: { path: `${APP}(shell|visitor|i18n|dialogs|seo|forms)/`, pathNot: COMPOSITION_ROOTS },
      to: { path: `${APP}features/` },
    },
    {
      name: 'infrastructure-below-the-shell',
      comment: 'The shell places infrastructure, not the other way round; the shell data and its hook live in lib.',
      severity: 'error',
      from: { path: `${APP}(visitor|i18n|dialogs|seo|forms)/` },
      to: { path: `${APP}shell/` },
    },
    {
      name: 'features-below-the-shell',
      comment: 'The shell places features, not the other way round: what pages and the frame both show (breadcrumbs, contacts) is in components/ui.',
      severity: 'error',
      from: { path: FEATURES },
      to: { path: `${APP}shell/` },
    },
    {
      name: 'visitor-imports-only-plumbing',
      comment: "The visitor's state (visitor/) builds only on lib, i18n and components/ui, so that every page-level folder may import it.",
      severity: 'error',
      from: { path: `${APP}visitor/` },
      to: { path: APP, pathNot: [`${APP}(visitor|lib|i18n|components/ui)/`] },
    },
    {
      name: 'visitor-for-pages',
      comment: "Routes, features, the shell and dialogs read the visitor's state; the form kit, seo and i18n know no visitor.",
      severity: 'error',
      from: { path: `${APP}(i18n|seo|forms)/` },
      to: { path: `${APP}visitor/` },
    },
    {
      name: 'nothing-imports-routes',
      comment: 'Route modules are leaves: React Router loads them; nothing else imports them or the root route.',
      severity: 'error',
      from: { path: `${APP}(features|shell|visitor|i18n|dialogs|seo|forms|lib|components)/` },
      to: { path: [`${APP}routes/`, `${APP}root\\.tsx$`] },
    },
    {
      name: 'feature-through-entry-points',
      comment: 'A feature reaches another feature only through the modules in FEATURE_ENTRY_POINTS.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, ...FEATURE_ENTRY_POINTS] },
    },
    {
      name: 'server-modules-stay-on-the-server',
      comment:
        '*.server.ts modules run on the server: components and hooks never import them (route modules and *-loader.ts files use them in loaders, which the browser build drops).',
      severity: 'error',
      from: {
        path: APP,
        pathNot: ['\\.server\\.tsx?$', `${APP}routes/`, `${APP}root\\.tsx$`, '-loader\\.ts$', ...SERVER_SIDE],
      },
      to: { path: '\\.server\\.tsx?$' },
    },
    {
      name: 'app-does-not-import-the-api',
      comment: 'The web app reaches the API through its client; only the Node server (server.ts) builds on the API package.',
      severity: 'error',
      from: { path: APP },
      to: { path: ['^apps/api/', '@shop/api'] },
    },
    {
      name: 'web-imports-only-the-api-entry',
      comment:
        'The web app and its server build on the API package only through its entry, @shop/api/shop-api (and the jobs process started from @shop/api/jobs): its domains, core and db are its own (docs/architecture.md).',
      severity: 'error',
      from: { path: WEB, pathNot: TESTS },
      to: { path: API_PACKAGE, pathNot: `${API_PACKAGE}(shop-api|jobs)(\\.ts)?$` },
    },
    {
      name: 'web-tests-import-the-api-entry-or-test-support',
      comment: "The web's tests use the API's entry or its deliberate test-support entry (@shop/api/test-support), never its internals.",
      severity: 'error',
      from: { path: `${WEB}.*${TESTS}` },
      to: { path: API_PACKAGE, pathNot: `${API_PACKAGE}(shop-api|jobs|test-support)(\\.ts)?$` },
    },
    {
      name: 'app-does-not-reach-into-the-node-server',
      severity: 'error',
      from: { path: APP },
      to: { path: ['^apps/web/server/', '^apps/web/server\\.ts$'] },
    },
  ],
  options: {
    babelConfig: { fileName: 'scripts/layering.babelrc.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/testing/', '\\+types/'] },
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    skipAnalysisNotInRules: true,
  },
};

for (const rule of module.exports.forbidden) {
  if (!rule.name.startsWith('web-')) rule.from.pathNot = [rule.from.pathNot ?? [], TESTS].flat();
}
