import { z } from 'zod';
import { MAX_LINE_COUNT } from './basket.ts';
import { MAX_PRICE_HRYVNIA } from './bounds.ts';

/**
 * The shop's own analytics events (SPEC §3 "Analytics event payload", §7 "Other": `POST /event` with
 * the payload plus `eventTypeKey`). The data layer and the ad pixel get their events in the browser;
 * this endpoint keeps the basket events on the shop's side.
 *
 * - `AddToCart`: added on the product page or in the quick-buy dialog (a chosen variant and count);
 * - `AddToCartShop`: added from a product tile of a list (catalogue, home blocks, buy-together),
 *   always the tile's variant;
 * - `RemoveFromCart`: a line removed from the basket (SPEC §4 "the line removed (an analytics event
 *   is sent)").
 *
 * Purchases are not among them: the server records an order itself and never takes the browser's
 * word for one.
 */
export const ANALYTICS_EVENT_TYPES = ['AddToCart', 'AddToCartShop', 'RemoveFromCart'] as const;
export const analyticsEventType = z.enum(ANALYTICS_EVENT_TYPES);
export type AnalyticsEventType = z.infer<typeof analyticsEventType>;

const id = z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1).max(2_147_483_647);

/** What was added or removed: the product, its variant, how many, and their value as shown (whole grn). */
export const analyticsEventPayload = z.strictObject({
  product_id: id,
  product_price_id: id,
  count: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1).max(MAX_LINE_COUNT),
  /** Price × count as the shopper saw it, whole grn; what the browser says, kept for reports only. */
  value: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0).max(MAX_PRICE_HRYVNIA),
  currency: z.literal('UAH', { error: 'validation.invalid' }),
});
export type AnalyticsEventPayload = z.infer<typeof analyticsEventPayload>;

/** POST /v1/event (any caller): one event, answered 202 with nothing to read. */
export const analyticsEventBody = z.strictObject({
  eventTypeKey: analyticsEventType,
  payload: analyticsEventPayload,
});
export type AnalyticsEventBody = z.input<typeof analyticsEventBody>;

export const analyticsEventAnswer = z.object({ data: z.object({ accepted: z.literal(true) }) });
export type AnalyticsEventAnswer = z.infer<typeof analyticsEventAnswer>;
