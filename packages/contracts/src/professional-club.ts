import { z } from 'zod';
import { pageQuery, listEnvelope } from './envelope.ts';
import { textParam } from './query-params.ts';
import { int32IdParam } from './bounds.ts';

/**
 * The professional club (SPEC §2 user-professional-club, §6 "Professional: client list, client
 * orders, client prices", §7 GET v1/user/clients…, POST v1/client_prices/download).
 */

export const CLIENTS_PAGE_SIZE = 15;
export const CLIENT_ORDERS_PAGE_SIZE = 10;

/** `search` matches the name, phone or e-mail; `perPage` (or `per_page`) as the profile's lists take it. */
export const clientsQuery = pageQuery(CLIENTS_PAGE_SIZE).extend({
  search: textParam(100),
  perPage: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
});

export const clientOrdersQuery = pageQuery(CLIENT_ORDERS_PAGE_SIZE).extend({
  perPage: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
});

export const clientParams = z.object({ id: int32IdParam });

export const clubClient = z.object({
  id: z.number().int(),
  name: z.string(),
  second_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
  created_at: z.string(),
  orders_count: z.number().int(),
  /** Whole grn: the sum of the client's orders that were not cancelled or refunded. */
  orders_total: z.number().int(),
  last_order_at: z.string().nullable(),
});
export type ClubClient = z.infer<typeof clubClient>;
export const clubClientsList = listEnvelope(clubClient);
export const clubClientAnswer = z.object({ data: clubClient });

/** Most lines one prices file may hold; each count up to 999. */
export const MAX_PRICE_LINES = 200;
export const MAX_PRICE_COUNT = 999;

export const clientPricesBody = z.object({
  products: z
    .array(
      z.object({
        /** The product. */
        id: int32IdParam,
        /** The product's variant (volume) whose price is listed. */
        value: int32IdParam,
        count: z.coerce.number().int().min(1).max(MAX_PRICE_COUNT),
      }),
    )
    .min(1)
    .max(MAX_PRICE_LINES),
});
export type ClientPricesBody = z.infer<typeof clientPricesBody>;

/** Where the PDF waits for its owner: a short-lived path that only the same signed-in user opens. */
export const clientPricesAnswer = z.object({
  data: z.object({ path: z.string(), expires_at: z.string(), file_name: z.literal('prices.pdf') }),
});
