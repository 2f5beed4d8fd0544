import { z } from 'zod';
import { image, productSummary, productVariant } from './catalog.ts';
import { BASKET_LINE_TYPES, MAX_BASKET_LINES, MAX_LINE_COUNT } from './constants.ts';
import { idListParam } from './query-params.ts';

/**
 * The basket (SPEC §3 "Basket line", §4 "Basket", §5): lines kept in browser storage for everyone
 * and, for a signed-in user, on the server too. The server answers with current products and prices;
 * the browser never sends a price.
 */

export { BASKET_LINE_TYPES, MAX_BASKET_LINES, MAX_LINE_COUNT };
export const basketLineType = z.enum(BASKET_LINE_TYPES);
export type BasketLineType = z.infer<typeof basketLineType>;

const positiveId = z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1).max(2_147_483_647);

/** A line as the browser names it: product, chosen variant, count and kind. */
export const basketLineInput = z.strictObject({
  /** Product id. */
  id: positiveId,
  product_price_id: positiveId,
  count: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1).max(MAX_LINE_COUNT),
  type: basketLineType.default('product'),
});
export type BasketLineInput = z.input<typeof basketLineInput>;

export const basketLinesInput = z.array(basketLineInput).max(MAX_BASKET_LINES);

/**
 * A basket line as stored in the browser (SPEC §3): the product as lists show it, the chosen variant
 * (`select_type`), the count and the kind. `client_with_code_price` is the client price of a
 * professional's client, shown to that professional beside their own.
 */
export const basketLine = productSummary.extend({
  type: basketLineType,
  select_count: z.number().int(),
  select_type: productVariant,
  client_with_code_price: z.object({ price: z.number().int() }).nullable(),
});
export type BasketLine = z.infer<typeof basketLine>;

/** Why a line left the basket on sync or repeat. */
export const DROPPED_REASONS = ['product_missing', 'price_missing', 'out_of_stock'] as const;
export const droppedLine = z.object({
  id: z.number().int(),
  product_price_id: z.number().int(),
  /** The title as the browser last knew it, or the product's current title. */
  title: z.string(),
  reason: z.enum(DROPPED_REASONS),
});
export type DroppedLine = z.infer<typeof droppedLine>;

/**
 * POST /v1/checkout/sync-basket (signed-in): the browser's lines; the server merges them with its
 * copy (on the first sync after sign-in the guest basket joins the saved one), stores the result and
 * answers with it. Lines whose product or variant no longer exists are dropped and named.
 */
export const syncBasketBody = z.strictObject({
  products: basketLinesInput,
  /** True on the first sync after signing in: merge instead of replace. */
  merge: z.boolean().default(false),
});
export const syncBasketAnswer = z.object({
  data: z.object({ products: z.array(basketLine), dropped: z.array(droppedLine) }),
});
export type SyncBasketAnswer = z.infer<typeof syncBasketAnswer>;

/** GET /v1/basket/products?ids[]=…&client_price=1: current data of variants for basket lines. */
export const basketProductsQuery = z.object({
  ids: idListParam(MAX_BASKET_LINES),
  client_price: z.coerce.number().int().min(0).max(1).catch(0).default(0),
});

/** A free item a sample or gift rule offers (one unit). */
export const promoItem = z.object({
  id: z.number().int(),
  product_price_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  value: z.string(),
  image: image.nullable(),
});
export type PromoItem = z.infer<typeof promoItem>;

/** SPEC §3 "Sample and gift": a rule the basket qualifies for. */
export const promoOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Samples: how many the shopper may pick; gifts: how many are added. */
  maxCount: z.number().int(),
  items: z.array(promoItem),
});
export type PromoOffer = z.infer<typeof promoOffer>;

/** GET /v1/products/check-samples and /v1/products/check-gift: `products[priceId]=count` keys. */
export const promoCheckAnswer = z.object({ data: z.array(promoOffer) });
export type PromoCheckAnswer = z.infer<typeof promoCheckAnswer>;
