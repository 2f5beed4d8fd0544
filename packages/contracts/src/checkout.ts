import { z } from 'zod';
import { basketLinesInput, promoItem } from './basket.ts';
import { image } from './catalog.ts';
import { formText, optionalFormText, SINGLE_LINE_TEXT } from './bounds.ts';
import { FREE_DELIVERY_FROM_UAH, QUICK_ORDER_DELIVERY_METHOD_ID } from './constants.ts';
import { DELIVERY_CHARGES } from './delivery-rules.ts';
import { ukrainianPhoneField } from './phone.ts';

/**
 * Checkout (SPEC §7 "Orders and checkout", §5 quick buy, §8 stock shortage). The browser names lines
 * and choices only; every amount is computed on the server (docs/decisions/0015 for rounding).
 */

export const PAYMENT_METHODS = ['liqpay', 'cash', 'invoice'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** Every text of an order is one line without control or direction characters, but the comment (bounds.ts). */
const text = (max: number, min = 1) => formText(max, { min });

/** SPEC §5 quick buy and the order form: a Ukrainian phone in any usual spelling (phone.ts). */
export const orderPhone = ukrainianPhoneField;

/** Lines of an order: at least one. */
const orderLines = basketLinesInput.min(1, { error: 'validation.basket_empty' });

/**
 * POST /v1/checkout/quote: the caller's amounts for a basket (the basket and order pages show them;
 * `checkout/store` computes the same way). Bonuses and delivery are optional.
 */
export const quoteBody = z.strictObject({
  products: basketLinesInput,
  delivery_method_id: z.number().int().min(1).max(1000).optional(),
  /** Whole grn of bonuses the shopper wants to spend; capped by the rule, never an error. */
  use_bonuses: z.number().int().min(0).max(1_000_000).default(0),
  /**
   * Ignored, accepted only from pages loaded before it was dropped: the first-order promotion is the
   * signed-in account's and decided by the order itself, so no quote tells whether a phone has ordered.
   */
  phone: z.string().trim().max(20).optional(),
});
export type QuoteBody = z.input<typeof quoteBody>;

/** A priced line as the server counts it (whole grn). */
export const quoteLine = z.object({
  id: z.number().int(),
  product_price_id: z.number().int(),
  type: z.string(),
  title: z.string(),
  value: z.string(),
  count: z.number().int(),
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  total: z.number().int(),
  /** Units in stock now. */
  available: z.number().int(),
});

export const DISCOUNT_NOTES = ['first_order_returning', 'first_order_guest'] as const;
export type DiscountNote = (typeof DISCOUNT_NOTES)[number];

/** Whole grn. `total` = goods − discounts − bonuses + delivery. */
export const quote = z.object({
  lines: z.array(quoteLine),
  goodsTotal: z.number().int(),
  /** Named discounts: `temp` (5 % of the basket, SPEC §9), `first_order` (the promotion). */
  discounts: z.array(z.object({ kind: z.enum(['temp', 'first_order']), title: z.string(), amount: z.number().int() })),
  bonuses: z.object({
    /** The caller may spend bonuses at all (canUseBonuses). */
    allowed: z.boolean(),
    balance: z.number().int(),
    /** Most that may be spent on this basket. */
    max: z.number().int(),
    used: z.number().int(),
  }),
  /**
   * Why a discount the shopper may expect is not in `discounts`: `first_order_returning` (the account
   * or its phone has ordered before), `first_order_guest` (it is an account's, so sign in first).
   */
  discountNotes: z.array(z.enum(DISCOUNT_NOTES)),
  delivery: z.number().int(),
  /** Who pays the delivery (`deliveryCharge`); null until a method is chosen. */
  deliveryCharge: z.enum(DELIVERY_CHARGES).nullable(),
  /** The free Nova Poshta delivery threshold, whole grn of goods after discounts. */
  freeDeliveryFrom: z.literal(FREE_DELIVERY_FROM_UAH),
  total: z.number().int(),
  currency: z.literal('UAH'),
});
export type Quote = z.infer<typeof quote>;
export const quoteAnswer = z.object({ data: quote });

/** POST /v1/checkout/check-quantity: lines that cannot be had in the wanted count (SPEC §8 dialog 564). */
export const checkQuantityBody = z.strictObject({ products: orderLines });
export const remainingProduct = z.object({
  id: z.number().int(),
  product_price_id: z.number().int(),
  /** Title and variant, in the caller's language. */
  description: z.string(),
  /** Units left (0 when none). */
  quantity: z.number().int(),
  requested: z.number().int(),
  productPrice: z.object({ image: image.nullable(), value: z.string() }),
});
export type RemainingProduct = z.infer<typeof remainingProduct>;
export const checkQuantityAnswer = z.object({
  data: z.object({ ok: z.boolean(), remainingProducts: z.array(remainingProduct) }),
});
export type CheckQuantityAnswer = z.infer<typeof checkQuantityAnswer>;

/** SPEC §3 quick order: phone, quick_order 1, delivery_method_id 1, products. */
export const quickOrderBody = z.strictObject({
  quick_order: z.literal(1),
  phone: orderPhone,
  delivery_method_id: z.literal(QUICK_ORDER_DELIVERY_METHOD_ID),
  products: orderLines,
});
export type QuickOrderBody = z.input<typeof quickOrderBody>;

/** A Nova Poshta reference of a town or department, as the directory gave it. */
const directoryRef = z.string().trim().max(64).regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });

/**
 * The full order form of /buy-flow/order/. Which of `city`, `warehouse` and `address` are required
 * follows the delivery method (`deliveryNeeds`); the server checks them against the method it finds.
 */
export const fullOrderBody = z.strictObject({
  quick_order: z.literal(0).default(0),
  name: text(120, 2),
  second_name: text(120, 2),
  phone: orderPhone,
  email: text(120).pipe(z.email({ error: 'validation.email' })),
  delivery_method_id: z.number().int().min(1).max(1000),
  city: z.strictObject({ ref: directoryRef, name: text(200) }).optional(),
  warehouse: z.strictObject({ ref: directoryRef, name: text(300) }).optional(),
  address: optionalFormText(300),
  /** The one text of an order that may span lines. */
  comment: optionalFormText(1000, { multiline: true }),
  /** The shopper asked not to be called to confirm. */
  no_call: z.boolean().default(false),
  payment_method: paymentMethod,
  use_bonuses: z.number().int().min(0).max(1_000_000).default(0),
  products: orderLines,
});
export type FullOrderBody = z.input<typeof fullOrderBody>;

/**
 * POST /v1/checkout/store with header `Idempotency-Key` (8–100 characters, one per attempt). Told
 * apart by `quick_order`, so a failed field is named as such (a plain union answers "invalid" for
 * the whole body when both forms fail).
 */
export const checkoutStoreBody = z.discriminatedUnion('quick_order', [quickOrderBody, fullOrderBody]);
export type CheckoutStoreBody = z.output<typeof checkoutStoreBody>;
export { IDEMPOTENCY_HEADER } from './constants.ts';
export const idempotencyKey = z.string().trim().min(8).max(100).regex(/^[\w-]+$/);

/** LiqPay checkout form: the browser posts `data` and `signature` to `action`. */
export const liqpayForm = z.object({ action: z.string(), data: z.string(), signature: z.string() });
export type LiqpayForm = z.infer<typeof liqpayForm>;

export const placedOrder = z.object({
  /** The order's public number (12 characters, random): what the shopper is told, quotes and sends back; the id stays internal. */
  number: z.string(),
  /** Whole grn to pay. */
  total: z.number().int(),
  payment_method: paymentMethod,
  /** For `liqpay`: the form to send the shopper to; null otherwise. */
  liqpay: liqpayForm.nullable(),
  /** For `invoice`: where the PDF invoice is downloaded (bearer-authorised GET). */
  invoice_url: z.string().nullable(),
  /** Free samples and gifts that went with it. */
  extras: z.array(promoItem),
});
export type PlacedOrder = z.infer<typeof placedOrder>;
export const checkoutStoreAnswer = z.object({ data: placedOrder });

/**
 * An order's public number in a body (`orders.ts` `orderNumberParam`, repeated here as orders.ts
 * imports this file): anything that is not a number of the caller's order, a numeric id among them, is 404.
 */
const orderNumberField = z.string().trim().min(1).max(40).transform((value) => value.toUpperCase());

/** POST /v1/transaction: a new LiqPay attempt for an unpaid order of the caller, named by its public number. */
export const transactionBody = z.strictObject({ order_number: orderNumberField });
export const transactionAnswer = z.object({ data: liqpayForm });

/** POST /v1/invoices: an invoice PDF for an order of a professional or distributor. */
export const invoiceBody = z.strictObject({ order_number: orderNumberField });
export const invoiceAnswer = z.object({ data: z.object({ path: z.string() }) });
