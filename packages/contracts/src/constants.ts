/** Business constants of SPEC §9, shared by the API and the web app. */

export const PAGE_SIZE = {
  documents: 10,
  orders: 15,
  catalog: 12,
  selection: 12,
  blog: 12,
  videos: 12,
} as const;

/** Largest page size any list accepts; larger values are clamped, never an error. */
export const MAX_PER_PAGE = 100;

export const TIMINGS_MS = {
  basketResync: 10_000,
  basketCheckDebounce: 500,
  logoutReload: 200,
  registrationSuccessDialog: 5_000,
  successRegisterNavigation: 400,
  toast: 3_000,
  autocompleteDebounce: 700,
  searchDebounce: 500,
  headerMessageRotation: 5_000,
  languageModalDelay: 5_000,
  appPopupDelay: 3_000,
  slideToggle: 500,
  scrollDuration: 400,
  chunkLoadTimeout: 120_000,
  prerenderReady: 1_000,
} as const;

export const SCROLL_OFFSET = -380;

/** The search dropdown opens above this many characters; a request is sent only above SEARCH_MIN_QUERY. */
export const SEARCH_DROPDOWN_MIN = 1;
export const SEARCH_MIN_QUERY = 2;

export const OUTLET_CATEGORY_ID = 799;
export const SEASONAL_HITS_CATEGORY_SLUG = 'sezonnye-hity';

export const TEMP_DISCOUNT_PERCENT = 5;
export const DEFAULT_REVIEW_RATING = 5;
export const QUICK_ORDER_DELIVERY_METHOD_ID = 1;
export const QUICK_ORDER_FLAG = 1;
/** Most units of one variant a guest's order may take (a signed-in account has no such cap): one anonymous order cannot empty a shelf. */
export const GUEST_UNITS_PER_VARIANT = 10;
export const DEFAULT_REGISTER_MODE = 'regular';

export const MOBILE_BREAKPOINT = 1024;
export const BREAKPOINTS = [1920, 1680, 1440, 1360, 1280, 1140, 1024, 768, 640, 480, 425] as const;

export const CURRENCY = 'UAH';

/** Storage keys carry a product prefix so that several shops on one host never collide. */
export const STORAGE_PREFIX = 'procosmetics:';

export const VISITOR_COOKIE = 'visitor_id';
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The one free-delivery rule (docs/orders.md "Delivery cost"): from this many whole grn of goods after
 * discounts the shop pays Nova Poshta for the delivery; below it the recipient pays the carrier's rate
 * on receipt. The top bar, the basket, checkout, letters, the invoice and the profile all read it here.
 */
export const FREE_DELIVERY_FROM_UAH = 2_000;

/**
 * Basket limits (SPEC §3, §5), here rather than in basket.ts so that the browser code every page
 * loads (the header's basket count) can use them without the zod schemas; basket.ts re-exports them.
 */
export const BASKET_LINE_TYPES = ['product', 'sampler', 'webinar', 'ticket', 'gift'] as const;
/** Most lines one basket (or order) may hold; more is a 422, not a slow request. */
export const MAX_BASKET_LINES = 100;
/** Most units of one line; stock caps it lower in practice (SPEC §5). */
export const MAX_LINE_COUNT = 9_999;

/** The header of `POST /v1/checkout/store` naming one order attempt (a retry with it places no second order). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
