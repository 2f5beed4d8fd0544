import { historyPaths, OTHER_FILTERS, STATE_AND_DATE_FILTERS, staffListPaths, staffSearchPaths } from './lib/order-pools.ts';

/**
 * What the benchmark measures. Each target is compared with a ceiling measured in the same run:
 * - `json`: bare Fastify sending a fixed JSON body of the same size;
 * - `pg`: bare Fastify running one prepared, indexed 12-row query on the same database;
 * - `render`: a plain Node server rendering the catalogue's 12 product cards (the same markup) with renderToString;
 * - `static`: bare Node http sending the same bytes the page answered with;
 * - `pg-tx`: bare Fastify placing an order in one transaction of prepared statements (the same
 *   number of inserts and stock updates as the shop's `checkout/store`), given the same body.
 */
export type CeilingKind = 'json' | 'pg' | 'pg-tx' | 'render' | 'static';

/** What a write target sends: lines of variants in stock (the run raises their stock first). */
export interface BenchBasket {
  products: Array<{ id: number; product_price_id: number; count: number }>;
}

/** One of the bench's many buyers: a phone and an e-mail of their own (their address and visitor id go in headers). */
export interface BenchBuyer {
  phone: string;
  email: string;
}

/** What a target's address pool is built from at run time (bench/lib/order-pools.ts). */
export interface PoolInputs {
  databaseUrl: string;
}

export interface Target {
  name: string;
  /** Path on the shop; `{slug}` is replaced with a product slug found at run time. */
  path: string;
  /** The bare server measured beside it; none for a target no bare server does the same work of (the product save). */
  ceiling?: CeilingKind;
  /**
   * Addresses the run's requests go to in turn (each request the next), built before measuring: the
   * pages and filters of a list instead of one answer read again and again. `path` is then only the probe.
   */
  paths?: (inputs: PoolInputs) => Promise<string[]>;
  /** Runs only with `--orders N`, on the bulk order history (seed/bulk-orders.ts); skipped otherwise. */
  needsOrders?: boolean;
  /**
   * Measured by its own driver instead of autocannon: `product save` is editors loading a product's form
   * and saving it with a changed price, each save against the version it loaded (bench/lib/product-save.ts).
   */
  driver?: 'product-save';
  /**
   * `uncached` runs against an instance with the guest HTML cache switched off; `floor` against the
   * framework floor (bench/framework-floor), React Router serving nothing but the same cards.
   */
  app?: 'cached' | 'uncached' | 'floor';
  headers?: Record<string, string>;
  /**
   * A demo account (`professional` → professional@demo.procosmetics.ua) the run signs in as before
   * measuring: its cookies (the price audience above all) go with every request, as a browser's do.
   */
  signedInAs?: string;
  /** Sign in as this demo account and send its access token as `Authorization: Bearer`. */
  bearerAs?: string;
  /**
   * A POST with a JSON body built from the run's basket; `uniqueIdempotencyKey` gives every request
   * its own key; `spread` sends the run's baskets in turn (12 pairs of different products), as
   * shoppers buy different things, instead of every request the same two. `buyers`: every request is
   * another buyer, from an address of its own (`X-Forwarded-For`, believed as the server trusts the
   * loopback proxy), with its own visitor id, phone and e-mail, so the shop's per-address, per-phone
   * and per-e-mail limits are counted for each buyer as for real shoppers, never skipped.
   */
  write?: { body: (basket: BenchBasket, buyer: BenchBuyer) => unknown; uniqueIdempotencyKey?: boolean; spread?: boolean; buyers?: boolean };
  /**
   * Issue 30's quiz submit: `{token}` in the path is a single-use quiz token, a fresh one per request
   * from a pool of attempts of the demo user `as` started before the run (bench/lib/quiz-pool.ts).
   */
  quizPool?: { as: string };
  /** Connections for this target instead of the run's: 1 measures one download's own time. */
  connections?: number;
  /** Budgets from the issues, checked after the run. */
  minRatio?: number;
  maxP99Factor?: number;
  maxP99Ms?: number;
}

export const TARGETS: Target[] = [
  { name: 'GET /api/v1/menu-series', path: '/api/v1/menu-series', ceiling: 'json' },
  {
    name: 'GET /api/v1/catalog/products p3',
    path: '/api/v1/catalog/products?page=3&sort=price_asc&in_stock=1&brand={brand}',
    ceiling: 'pg',
    minRatio: 0.6,
    maxP99Factor: 2,
  },
  { name: 'GET /api/v1/search (4 letters)', path: '/api/v1/search?query=%D0%BA%D1%80%D0%B5%D0%BC', ceiling: 'pg', minRatio: 0.6, maxP99Factor: 2 },
  { name: 'GET /api/v1/catalog/product/:slug', path: '/api/v1/catalog/product/{slug}', ceiling: 'pg', minRatio: 0.6, maxP99Factor: 2 },
  // Issue 30: the seminars list with filters, against the prepared-query ceiling.
  { name: 'GET /api/v1/seminars (filtered)', path: '/api/v1/seminars?when=coming&format=offline&city=kyiv&per_page=9', ceiling: 'pg', minRatio: 0.6, maxP99Factor: 2 },
  // Issue 30: quiz submit, each request its own started attempt; p99 ≤ 100 ms at 50 connections.
  { name: 'PUT /api/v1/platform/quiz/:token (submit)', path: '/api/v1/platform/quiz/{token}', ceiling: 'pg', bearerAs: 'professional', quizPool: { as: 'professional' }, maxP99Ms: 100 },
  { name: 'SSR /katalog/ uncached', path: '/katalog/', ceiling: 'render', app: 'uncached', minRatio: 0.55, maxP99Ms: 100 },
  { name: 'SSR product uncached', path: '/katalog/{brand}/{slug}/', ceiling: 'render', app: 'uncached', minRatio: 0.55, maxP99Ms: 100 },
  { name: 'SSR home / uncached', path: '/', ceiling: 'render', app: 'uncached' },
  { name: 'SSR floor: React Router, cards only', path: '/', ceiling: 'render', app: 'floor' },
  { name: 'cached /katalog/', path: '/katalog/', ceiling: 'static', minRatio: 0.7 },
  { name: 'cached home /ua/', path: '/ua/', ceiling: 'static', minRatio: 0.7 },
  // Issue 13: a signed-in professional's pages come from the HTML cache under their price audience.
  { name: 'signed-in professional /katalog/ (warm)', path: '/katalog/', ceiling: 'static', signedInAs: 'professional', minRatio: 0.7 },
  { name: 'signed-in professional product page (warm)', path: '/katalog/{brand}/{slug}/', ceiling: 'static', signedInAs: 'professional', minRatio: 0.7 },
  { name: 'SSR /katalog/ uncached, signed-in professional', path: '/katalog/', ceiling: 'render', app: 'uncached', signedInAs: 'professional' },
  // Issue 14: the buying path. Every placing is a new order (its own Idempotency-Key), paid in cash,
  // picked up; the ceiling takes the same baskets' stock rows (docs/performance.md, "Buying path").
  {
    name: 'POST /api/v1/checkout/store',
    path: '/api/v1/checkout/store',
    ceiling: 'pg-tx',
    write: {
      uniqueIdempotencyKey: true,
      spread: true,
      buyers: true,
      body: (basket, buyer) => ({
        name: 'Олена',
        second_name: 'Бенчмарк',
        phone: buyer.phone,
        email: buyer.email,
        delivery_method_id: 5,
        payment_method: 'cash',
        products: basket.products,
      }),
    },
    minRatio: 0.5,
    maxP99Ms: 150,
  },
  {
    name: 'POST /api/v1/checkout/check-quantity',
    path: '/api/v1/checkout/check-quantity',
    ceiling: 'pg',
    write: { body: (basket) => ({ products: basket.products }) },
    minRatio: 0.6,
  },
  {
    name: 'POST /api/v1/checkout/sync-basket (regular)',
    path: '/api/v1/checkout/sync-basket',
    ceiling: 'pg',
    bearerAs: 'regular',
    write: { body: (basket) => ({ products: basket.products }) },
    minRatio: 0.6,
  },
  // Issue 28: the demo distributor holds 2,000 variants and sold 50,000 lines in 90 days
  // (bench/lib/distributor-storage.ts); the report covers the last 30 days ({from}–{to}).
  { name: 'GET /api/v1/remainings (leftovers, page 1)', path: '/api/v1/remainings?page=1', ceiling: 'pg', bearerAs: 'distributor', minRatio: 0.5 },
  { name: 'GET /api/v1/remainings/report 30 days', path: '/api/v1/remainings/report?from={from}&to={to}', ceiling: 'pg', bearerAs: 'distributor', minRatio: 0.5 },
  // The downloads: each request alone (one connection), so p99 is one file's time, not a queue's.
  { name: 'GET .xlsx leftovers (2,000 rows)', path: '/api/v1/remainings/attachment', ceiling: 'pg', bearerAs: 'distributor', connections: 1, maxP99Ms: 1000 },
  { name: 'GET .xlsx report (2,000 rows)', path: '/api/v1/remainings/report/excel?from={from}&to={to}', ceiling: 'pg', bearerAs: 'distributor', connections: 1, maxP99Ms: 1000 },
  { name: 'GET sales document PDF (1,000 lines)', path: '/api/v1/documents/{document}/pdf', ceiling: 'pg', bearerAs: 'distributor', connections: 1, maxP99Ms: 1000 },
  // Issue 29 "Speed" and issue 31 at 1,000,000 orders over 50,000 customers (`--orders 1000000`):
  // the back office's orders list as an order manager pages it, at 20 connections, p99 ≤ 100 ms;
  // every filter shape's first page and pages 1,500, 15,000 and 60,000 rows deep by cursor.
  {
    name: 'GET /api/v1/staff/orders (state + dates, deep pages)',
    path: '/api/v1/staff/orders?status=delivered&per_page=15',
    paths: ({ databaseUrl }) => staffListPaths(databaseUrl, STATE_AND_DATE_FILTERS),
    needsOrders: true,
    ceiling: 'pg',
    bearerAs: 'orders',
    connections: 20,
    maxP99Ms: 100,
  },
  {
    name: 'GET /api/v1/staff/orders (payment, delivery)',
    path: '/api/v1/staff/orders?payment_status=pending&per_page=15',
    paths: ({ databaseUrl }) => staffListPaths(databaseUrl, OTHER_FILTERS),
    needsOrders: true,
    ceiling: 'pg',
    bearerAs: 'orders',
    connections: 20,
    maxP99Ms: 100,
  },
  // The customer search (trigram index) and the number look-up: measured and reported, no budget in
  // the issue; the bulk seed's e-mails and names share most of their trigrams (docs/performance.md).
  {
    name: 'GET /api/v1/staff/orders (customer, number)',
    path: '/api/v1/staff/orders?customer=customer-1%40&per_page=15',
    paths: ({ databaseUrl }) => staffSearchPaths(databaseUrl),
    needsOrders: true,
    ceiling: 'pg',
    bearerAs: 'orders',
    connections: 20,
  },
  // A customer's order history (the profile's list), the demo `regular` account holding the bulk
  // seed's longest one (about 4,400 orders at a million): first pages and deep ones by cursor.
  {
    name: 'GET /api/v1/orders (history of ~4,400 orders)',
    path: '/api/v1/orders?orders_status=finished&page=1&per_page=15',
    paths: ({ databaseUrl }) => historyPaths(databaseUrl, 'regular@demo.procosmetics.ua'),
    needsOrders: true,
    ceiling: 'pg',
    bearerAs: 'regular',
    connections: 20,
    maxP99Ms: 100,
  },
  // Issue 29: the back office's product save, cache invalidation included: 4 content editors each
  // saving their own products, a price changed each time; p99 ≤ 150 ms.
  { name: 'PUT /api/v1/staff/products/:id (product save)', path: '/api/v1/staff/products', driver: 'product-save', bearerAs: 'content', connections: 4, maxP99Ms: 150 },
];
