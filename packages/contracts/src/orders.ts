import { z } from 'zod';
import { basketLine, droppedLine } from './basket.ts';
import { plainText } from './bounds.ts';
import { image } from './catalog.ts';
import { PAGE_SIZE } from './constants.ts';
import { pageQuery, paginationLinks, paginationMeta } from './envelope.ts';
import { paymentMethod } from './checkout.ts';
import { ukrainianPhoneField } from './phone.ts';
import { DELIVERY_CHARGES } from './delivery-rules.ts';

/** Orders in the profile (SPEC §4 "Orders", §7 GET v1/orders, GET v1/order/{id}/repeat). */

export const ORDER_STATUSES = ['new', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export const PAYMENT_STATUSES = ['not_paid', 'pending', 'paid', 'failed', 'refunded'] as const;

export const ordersQuery = pageQuery(PAGE_SIZE.orders).extend({
  orders_status: z.enum(['in_progress', 'finished']).catch('in_progress').default('in_progress'),
  /** SPEC names it `perPage`; `per_page` is accepted too. */
  perPage: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
  /** `meta.next_cursor` of the page before: the next page read from there (keyset), however deep. */
  after: z.string().trim().max(80).optional().catch(undefined),
});

export const orderLine = z.object({
  id: z.number().int().nullable(),
  product_price_id: z.number().int().nullable(),
  type: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
  value: z.string(),
  article: z.string(),
  image: image.nullable(),
  count: z.number().int(),
  price: z.number().int(),
  total: z.number().int(),
});

export { ORDER_NUMBER, isOrderNumber } from './order-number.ts';

/**
 * An order number where a shopper's route takes one (path or body). Anything short enough is let
 * through, so that what is not a number of the caller's order (a numeric id among them) answers 404
 * like a missing order, not 422; lower case is read as upper case.
 */
export const orderNumberParam = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((value) => value.toUpperCase())
  .meta({ description: 'The order’s public number (12 characters); anything else is 404', example: 'K7M2Q9XH4TBW' });

export const orderSummary = z.object({
  /** The order's public number: what the shopper is told, quotes and sends back to the order routes. */
  number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_title: z.string(),
  payment_method: paymentMethod,
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_title: z.string(),
  /** Whole grn. */
  total: z.number().int(),
  goods_total: z.number().int(),
  discount_total: z.number().int(),
  bonuses_spent: z.number().int(),
  delivery_price: z.number().int(),
  /** Who pays the delivery, by the one rule (`deliveryCharge`): free, the carrier's rates on receipt, or `delivery_price`. */
  delivery_charge: z.enum(DELIVERY_CHARGES),
  delivery: z.object({
    method: z.string(),
    city: z.string().nullable(),
    warehouse: z.string().nullable(),
    address: z.string().nullable(),
    waybill: z.string().nullable(),
  }),
  /** The shopper may still pay online (`POST /v1/transaction`), cancel or download an invoice. */
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_invoice: z.boolean(),
  products: z.array(orderLine),
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const ordersList = z.object({
  data: z.array(orderSummary),
  meta: paginationMeta.extend({
    /** `after` of the next page, null on the last one. */
    next_cursor: z.string().nullable().optional(),
  }),
  links: paginationLinks,
});

export const orderHistoryItem = z.object({ at: z.string(), status: z.string(), title: z.string() });
export const orderDetail = orderSummary.extend({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  comment: z.string(),
  /** The shopper asked not to be called; a quick order (phone only) is confirmed by SMS: the payment dialog's variants. */
  no_call: z.boolean(),
  quick_order: z.boolean(),
  history: z.array(orderHistoryItem),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailAnswer = z.object({ data: orderDetail });

/** GET /v1/order/{id}/repeat: lines still available (for the basket) and those that are not. */
export const repeatAnswer = z.object({
  data: z.object({ products: z.array(basketLine), unavailable: z.array(droppedLine) }),
});
export type RepeatAnswer = z.infer<typeof repeatAnswer>;

/** `{number}` of the shopper's order routes: the public number; a numeric id is 404. */
export const orderNumberParams = z.object({ number: orderNumberParam });

/** `{id}` of the staff order routes: the id or the public number (`K7M2Q9XH4TBW`). */
export const staffOrderRefParams = z.object({
  id: z.string().trim().min(1).max(40).meta({ description: 'The order’s id or its public number', example: '42' }),
});

// ---------------------------------------------------------------- staff

/** What staff may do to an order (the payment provider's and the shopper's events are not among them). */
export const STAFF_ORDER_EVENTS = ['confirm', 'ship', 'deliver', 'cancel', 'refund', 'invoice_paid'] as const;
export type StaffOrderEvent = (typeof STAFF_ORDER_EVENTS)[number];

/** A Nova Poshta express waybill number: 14 digits starting with 20. */
export const NOVA_POSHTA_WAYBILL = /^20\d{12}$/;

/** The version of the order a staff change was made from (decision 0021): an older one than the row's is 409. */
const seenVersion = z
  .number({ error: 'validation.required' })
  .int()
  .min(1)
  .max(2_147_483_647)
  .meta({ description: 'The order’s `version` as the caller last read it; a stale one is 409 and changes nothing' });

/** POST /v1/staff/orders/{id}/events. `waybill` goes with `ship` of a Nova Poshta delivery. */
export const staffOrderEventBody = z.strictObject({
  event: z.enum(STAFF_ORDER_EVENTS),
  version: seenVersion,
  waybill: z.string().trim().regex(NOVA_POSHTA_WAYBILL, { error: 'validation.invalid' }).optional(),
  /** Kept in the order's history for staff; never shown to the shopper. */
  note: plainText().trim().max(500).optional(),
});
export type StaffOrderEventBody = z.input<typeof staffOrderEventBody>;

/** POST /v1/staff/orders/{id}/notes: an internal note, for staff only (never shown to the shopper). */
export const staffOrderNoteBody = z.strictObject({
  version: seenVersion,
  text: plainText().trim().min(1, { error: 'validation.required' }).max(2000),
});
export type StaffOrderNoteBody = z.input<typeof staffOrderNoteBody>;

/** How the staff list may be sorted: by when the order was placed or by its total; `-` is descending. */
export const STAFF_ORDER_SORTS = ['-created_at', 'created_at', '-total', 'total'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];

const listDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined)
  .meta({ description: 'A day, YYYY-MM-DD (Kyiv time), inclusive' });

/**
 * GET /v1/staff/orders: filters, a sort, and a page. `after` (the previous page's `meta.next_cursor`)
 * reads the next page from the index where the last one stopped, as fast on page 10,000 as on page 1;
 * `page` is for the first pages. Filters the shop does not know are ignored, as elsewhere in lists.
 */
export const staffOrdersQuery = pageQuery(PAGE_SIZE.orders).extend({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment_status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  delivery_method: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  from: listDay,
  to: listDay,
  /** Any part of the customer's name, phone or e-mail (3 characters at least). */
  customer: z.string().trim().min(3).max(100).optional().catch(undefined),
  /** The public number (or its start) or the id. */
  number: z.string().trim().min(1).max(40).optional().catch(undefined),
  sort: z.enum(STAFF_ORDER_SORTS).catch('-created_at').default('-created_at'),
  /** `sort=created_at&order=desc` (the back office's lists) reads as `sort=-created_at`. */
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  after: z.string().trim().max(80).optional().catch(undefined),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuery>;

/** The sort a list query asks for, `order` applied to `sort`'s field. */
export function staffOrderSortOf(query: Pick<StaffOrdersQuery, 'sort' | 'order'>): StaffOrderSort {
  if (!query.order) return query.sort;
  const field = query.sort.replace('-', '') as 'created_at' | 'total';
  return query.order === 'desc' ? `-${field}` : field;
}

/** An order as operators see it: the shopper's view plus who placed it and how. */
export const staffOrder = orderDetail.extend({
  /** The internal id (sequential): staff only. */
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  quick_order: z.boolean(),
  no_call: z.boolean(),
  lang: z.string(),
  bonuses_earned: z.number().int(),
  payment_deadline: z.string().nullable(),
  /** Money arrived after the order was cancelled (it stays cancelled, payment paid): staff must refund it. */
  refund_due: z.boolean(),
  /** Send it back with every change (decision 0021). */
  version: z.number().int(),
  delivery_method_id: z.number().int(),
  /** The staff events the order's state allows now. */
  actions: z.array(z.enum(STAFF_ORDER_EVENTS)),
});
export type StaffOrder = z.infer<typeof staffOrder>;

/**
 * One row of the staff list: what its columns show and what opening the order needs. The lines,
 * amounts, address and history are the order's own page (`GET /v1/staff/orders/{id}`): reading and
 * writing them for every row of every page was most of a page's cost at a million orders.
 */
export const staffOrderListItem = orderSummary
  .pick({ number: true, created_at: true, status: true, status_title: true, payment_method: true, payment_status: true, payment_title: true, total: true })
  .extend({
    id: z.number().int(),
    /** First name and surname. */
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    quick_order: z.boolean(),
    delivery: orderSummary.shape.delivery.pick({ method: true }),
    delivery_method_id: z.number().int(),
    /** Money arrived after the order was cancelled: staff must refund it. */
    refund_due: z.boolean(),
    version: z.number().int(),
  });
export type StaffOrderListItem = z.infer<typeof staffOrderListItem>;
export const staffOrdersList = z.object({
  data: z.array(staffOrderListItem),
  meta: paginationMeta.extend({
    /** `after` of the next page, null on the last one. */
    next_cursor: z.string().nullable(),
    /** The count stops at 1,000 (counting a million rows for every page costs too much): `total` is then "more than". */
    total_capped: z.boolean(),
  }),
  links: paginationLinks,
});

/** One order with what only its own page shows: notes, payments and the audit of staff changes. */
export const staffOrderDetail = staffOrder.extend({
  customer: z.object({
    user_id: z.number().int().nullable(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    /** The account's e-mail and type when the order was placed by one. */
    account_email: z.string().nullable(),
    account_type: z.string().nullable(),
  }),
  /** Nova Poshta's references of the city and department chosen at checkout. */
  delivery_refs: z.object({ city_ref: z.string().nullable(), warehouse_ref: z.string().nullable() }),
  notes: z.array(z.object({ id: z.number().int(), at: z.string(), author: z.string().nullable(), text: z.string() })),
  /** Payment provider callbacks as received (LiqPay), oldest first. */
  payments: z.array(
    z.object({
      at: z.string(),
      provider: z.string(),
      payment_id: z.string(),
      status: z.string(),
      /** Whole grn, as LiqPay reported (kopecks / 100). */
      amount: z.number(),
      payload: z.record(z.string(), z.unknown()),
    }),
  ),
  /** The state history with who did it and the staff notes of each move. */
  events: z.array(z.object({ at: z.string(), event: z.string(), from: z.string().nullable(), to: z.string(), payment_to: z.string(), actor: z.string(), note: z.string() })),
  /** The audit log of staff changes to this order. */
  changes: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actor: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;
export const staffOrderAnswer = z.object({ data: staffOrderDetail });

// ---------------------------------------------------------------- the order's own page

/**
 * A Ukrainian phone as a shopper types it to find an order (`0671234567`, `+380671234567`,
 * `+38 (067) 123-45-67`, `380671234567`), read as `+380` and nine digits; anything else is 422.
 */
export const lookupPhone = ukrainianPhoneField;

/** GET /v1/order-page/{number}: `key` is the one the order's letters carry (`?key=` of the page's link). */
export const orderPageQuery = z.object({
  key: z.string().trim().max(64).optional().catch(undefined).meta({ description: 'The key of the order’s link from a letter or SMS' }),
});

/** POST /v1/order-page/lookup: a guest names the order by its number and the phone given with it. */
export const orderLookupBody = z.strictObject({
  number: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40)
    .transform((value) => value.toUpperCase()),
  phone: lookupPhone,
});
export type OrderLookupBody = z.input<typeof orderLookupBody>;

/** The order page's answer: the order as its owner sees it in the profile. */
export const orderPageAnswer = orderDetailAnswer;
