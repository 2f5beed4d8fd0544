import { z } from 'zod';
import { SINGLE_LINE_TEXT } from './bounds.ts';
import { PAYMENT_METHODS, type PaymentMethod, paymentMethod } from './checkout.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';

/**
 * The checkout's settings as the back office's administrators keep them (issue 29, screen
 * "Settings"): which ways of paying checkout offers (their words and order), and the first-order
 * promotion (decision 0015). Both are rows of the shop's `settings` table; a row that is missing or
 * unreadable means the shop's defaults below, so a fresh install and an old data folder behave as
 * before these settings existed. The API validates with these schemas and the forms with the same.
 */

// ---- Payment methods --------------------------------------------------------------------------

/** The `settings` row each setting lives in. */
export const PAYMENT_METHODS_SETTING = 'payment-methods';
export const FIRST_ORDER_PROMOTION_SETTING = 'first-order-promotion';

const title = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(120, { error: 'validation.invalid' })
  .regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });
const description = z.string({ error: 'validation.invalid' }).trim().max(300, { error: 'validation.invalid' }).regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });

/** What an administrator edits of a way of paying. */
export const staffPaymentMethodBody = z.strictObject({
  title_ru: title,
  title_uk: title,
  description_ru: description,
  description_uk: description,
  active: z.boolean({ error: 'validation.invalid' }),
  sort: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }),
});
export type StaffPaymentMethodBody = z.infer<typeof staffPaymentMethodBody>;

/** A way of paying with every field the back office edits; its id is the method's code. */
export const staffPaymentMethod = z.object({
  id: paymentMethod,
  title_ru: z.string(),
  title_uk: z.string(),
  description_ru: z.string(),
  description_uk: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type StaffPaymentMethod = z.infer<typeof staffPaymentMethod>;
export const staffPaymentMethodsAnswer = listEnvelope(staffPaymentMethod);
export const staffPaymentMethodAnswer = dataEnvelope(staffPaymentMethod);
/** Any short code: one the shop does not have is 404, as an unknown record is. */
export const staffPaymentMethodParams = z.object({ id: z.string().max(32) });

/** A way of paying as the checkout form offers it: localised (GET /v1/payment_methods). */
export const paymentMethodOffer = z.object({ id: paymentMethod, title: z.string(), description: z.string() });
export type PaymentMethodOffer = z.infer<typeof paymentMethodOffer>;
export const paymentMethodOffersAnswer = dataEnvelope(z.array(paymentMethodOffer));

/**
 * The ways of paying every shopper may use: the card always, cash unless the parcel goes to a locker
 * or the order holds only tickets and webinars. The invoice is for professionals and distributors
 * alone, so one of these two stays on, or a retail shopper could not pay at all.
 */
export const PAYMENT_METHODS_FOR_EVERYONE: readonly PaymentMethod[] = ['liqpay', 'cash'];

/** The shop's words and order before an administrator changes them (the checkout's own words). */
export const DEFAULT_PAYMENT_METHODS: Record<PaymentMethod, StaffPaymentMethodBody> = {
  liqpay: {
    title_ru: 'Картой онлайн',
    title_uk: 'Карткою онлайн',
    description_ru: 'Visa, Mastercard, Apple Pay или Google Pay через LiqPay',
    description_uk: 'Visa, Mastercard, Apple Pay або Google Pay через LiqPay',
    active: true,
    sort: 1,
  },
  cash: {
    title_ru: 'При получении',
    title_uk: 'При отриманні',
    description_ru: 'Наличными или картой, когда заберёте заказ',
    description_uk: 'Готівкою або карткою, коли заберете замовлення',
    active: true,
    sort: 2,
  },
  invoice: {
    title_ru: 'По счёту',
    title_uk: 'За рахунком',
    description_ru: 'Безналичный расчёт для специалистов и дистрибьюторов: счёт в PDF сразу после заказа',
    description_uk: 'Безготівковий розрахунок для спеціалістів і дистриб’юторів: рахунок у PDF одразу після замовлення',
    active: true,
    sort: 3,
  },
};

/**
 * The stored row (`{ liqpay: {...}, cash: {...} }`) read into every method in the shop's order
 * (`sort`, then the code's order): a method the row lacks, or holds in a shape this version does not
 * read, keeps its defaults.
 */
export function paymentMethodsOf(stored: unknown): StaffPaymentMethod[] {
  const row = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return PAYMENT_METHODS.map((id) => {
    const parsed = staffPaymentMethodBody.safeParse(row[id]);
    return { id, ...(parsed.success ? parsed.data : DEFAULT_PAYMENT_METHODS[id]) };
  }).sort((a, b) => a.sort - b.sort || PAYMENT_METHODS.indexOf(a.id) - PAYMENT_METHODS.indexOf(b.id));
}

/** The codes of the methods switched on, in the shop's order. */
export function activePaymentMethods(stored: unknown): PaymentMethod[] {
  return paymentMethodsOf(stored)
    .filter((method) => method.active)
    .map((method) => method.id);
}

// ---- First-order promotion ----------------------------------------------------------------------

export const FIRST_ORDER_PERCENT_DEFAULT = 5;
export const FIRST_ORDER_PERCENT_MIN = 1;
export const FIRST_ORDER_PERCENT_MAX = 50;

/** The promotion: whether it runs and its percent off the goods (decision 0015), whole percents 1–50. */
export const firstOrderPromotion = z.strictObject({
  active: z.boolean({ error: 'validation.invalid' }),
  percent: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(FIRST_ORDER_PERCENT_MIN, { error: 'validation.invalid' })
    .max(FIRST_ORDER_PERCENT_MAX, { error: 'validation.invalid' }),
});
export type FirstOrderPromotion = z.infer<typeof firstOrderPromotion>;
export const firstOrderPromotionAnswer = dataEnvelope(firstOrderPromotion);

export const DEFAULT_FIRST_ORDER_PROMOTION: FirstOrderPromotion = { active: true, percent: FIRST_ORDER_PERCENT_DEFAULT };

/** The stored row read as the promotion; missing or unreadable means the shop's default. */
export function firstOrderPromotionOf(stored: unknown): FirstOrderPromotion {
  const parsed = firstOrderPromotion.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_FIRST_ORDER_PROMOTION;
}
