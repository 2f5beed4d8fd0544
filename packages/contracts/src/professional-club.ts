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

/** Rows of one page of the prices popup's catalogue search (GET v1/client_prices). */
export const PRICE_ROWS_PAGE_SIZE = 10;

/**
 * GET v1/client_prices: the catalogue's variants at the caller's prices. `search` (title or article)
 * pages through everything on sale; `variants` (comma-separated variant ids, up to 200) reads those
 * lines alone, as the basket opens the popup. A bad value is 422, not silently dropped.
 */
export const clientPricesQuery = z.object({
  search: z.string().trim().max(100).optional(),
  variants: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/)
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(2_147_483_647)))
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ClientPricesQuery = z.infer<typeof clientPricesQuery>;
/** The query as it arrives: read as text, then checked with `clientPricesQuery` so that a bad value is a 422 naming it. */
export const clientPricesRawQuery = z.object({ search: z.string().optional(), variants: z.string().optional(), page: z.string().optional() });

/**
 * Whose prices the popup and its file list: a professional's clients (client price), or a
 * distributor's professionals (professional price; managers act for their distributor).
 */
export const PRICE_LIST_KINDS = ['client', 'professional'] as const;
export type PriceListKind = (typeof PRICE_LIST_KINDS)[number];

/** One variant of the prices popup; prices in whole hryvnia. */
export const clientPriceRow = z.object({
  /** The product. */
  id: z.number().int(),
  /** The variant (volume): `value` of the download's lines. */
  value: z.number().int(),
  title: z.string(),
  volume: z.string(),
  /** Shown to distributors only (SPEC §6); null for professionals. */
  article: z.string().nullable(),
  retail: z.number().int(),
  /** What the caller pays itself (a professional after its individual discount). */
  own: z.number().int(),
  /** What the file lists: the client price, or the professional price for a distributor. */
  listed: z.number().int(),
});
export type ClientPriceRow = z.infer<typeof clientPriceRow>;
export const clientPricesList = listEnvelope(clientPriceRow).extend({ kind: z.enum(PRICE_LIST_KINDS) });
export type ClientPricesList = z.infer<typeof clientPricesList>;
