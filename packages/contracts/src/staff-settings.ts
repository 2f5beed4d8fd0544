import { z } from 'zod';
import { INT32_MAX, SINGLE_LINE_TEXT } from './bounds.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';
import { DELIVERY_TYPES } from './delivery-rules.ts';

/**
 * The shop's settings as the back office's administrators keep them (issue 29, screen "Settings"):
 * the contacts, messengers and documents `GET /v1/variables` serves (and the contact page's address,
 * hours and map), and the delivery methods checkout offers. The API validates with these schemas and
 * the screen's forms with the same ones.
 */

/** An optional one-line value: '' or null clears it (the footer then hides it). */
function optionalLine(max: number, pattern?: RegExp) {
  const line = z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });
  const checked = pattern ? line.refine((value) => value === '' || pattern.test(value), { message: 'validation.invalid' }) : line;
  return checked
    .nullable()
    .transform((value) => (value ? value : null))
    .default(null);
}

/** A phone as people write it: digits, spaces, `+`, `-` and brackets. */
const PHONE = /^\+?[\d\s()-]{7,25}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A web address; a document may also be a path on the shop itself (`/pages/privacy-policy/`). */
const WEB_LINK = /^https:\/\/[^\s<>"']+$/;
const SHOP_PATH_OR_LINK = /^(\/[^\s<>"']*|https:\/\/[^\s<>"']+)$/;
/** Viber and Telegram open through their own schemes or https links. */
const MESSENGER_LINK = /^(viber:\/\/|tg:\/\/|https:\/\/)[^\s<>"']+$/;

export const shopContacts = z.strictObject({
  contacts: z.strictObject({
    phone1: optionalLine(30, PHONE),
    phone2: optionalLine(30, PHONE),
    phone3: optionalLine(30, PHONE),
    email: optionalLine(120, EMAIL),
    facebook: optionalLine(300, WEB_LINK),
    instagram: optionalLine(300, WEB_LINK),
    youtube: optionalLine(300, WEB_LINK),
  }),
  messengers: z.strictObject({
    viberLink: optionalLine(300, MESSENGER_LINK),
    telegramLink: optionalLine(300, MESSENGER_LINK),
  }),
  documents: z.strictObject({
    privacyPolicy: optionalLine(300, SHOP_PATH_OR_LINK),
    termsOfUse: optionalLine(300, SHOP_PATH_OR_LINK),
  }),
  /** The contact page's address, opening hours (per language) and map position. */
  contactPage: z.strictObject({
    addressRu: optionalLine(300),
    addressUk: optionalLine(300),
    hoursRu: optionalLine(300),
    hoursUk: optionalLine(300),
    latitude: optionalLine(20, /^-?\d{1,2}(\.\d{1,8})?$/),
    longitude: optionalLine(20, /^-?\d{1,3}(\.\d{1,8})?$/),
  }),
});
export type ShopContacts = z.infer<typeof shopContacts>;
export type ShopContactsInput = z.input<typeof shopContacts>;

/** The stored values as the API answers them: every field present, empty ones null. */
const stored = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) as Record<K, z.ZodNullable<z.ZodString>>);
export const shopContactsView = z.object({
  contacts: stored(['phone1', 'phone2', 'phone3', 'email', 'facebook', 'instagram', 'youtube']),
  messengers: stored(['viberLink', 'telegramLink']),
  documents: stored(['privacyPolicy', 'termsOfUse']),
  contactPage: stored(['addressRu', 'addressUk', 'hoursRu', 'hoursUk', 'latitude', 'longitude']),
});
export const shopContactsAnswer = dataEnvelope(shopContactsView);

/** One delivery method with every field the back office edits; the price in whole hryvnias, as the shop shows it. */
export const staffDeliveryMethod = z.object({
  id: z.number().int(),
  type: z.enum(DELIVERY_TYPES),
  title_ru: z.string(),
  title_uk: z.string(),
  description_ru: z.string(),
  description_uk: z.string(),
  price: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type StaffDeliveryMethod = z.infer<typeof staffDeliveryMethod>;
export const staffDeliveryMethodsAnswer = listEnvelope(staffDeliveryMethod);
export const staffDeliveryMethodAnswer = dataEnvelope(staffDeliveryMethod);
export const staffDeliveryMethodParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

/** Id 1 is the Nova Poshta branch, the quick order's method (SPEC §9): it cannot be switched off. */
export const QUICK_ORDER_DELIVERY_METHOD_ID = 1;
/** The most the shop charges for delivery, in whole hryvnias (stored in kopecks, far below an `integer` column's limit). */
export const DELIVERY_PRICE_MAX = 100_000;

const title = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(120, { error: 'validation.invalid' })
  .regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });
const description = z.string({ error: 'validation.invalid' }).trim().max(1000, { error: 'validation.invalid' }).regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });

export const staffDeliveryMethodBody = z.strictObject({
  title_ru: title,
  title_uk: title,
  description_ru: description,
  description_uk: description,
  /** Whole hryvnias: the shop shows and charges delivery in whole grn. */
  price: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.invalid' })
    .max(DELIVERY_PRICE_MAX, { error: 'validation.invalid' }),
  active: z.boolean({ error: 'validation.invalid' }),
  sort: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }),
});
export type StaffDeliveryMethodBody = z.infer<typeof staffDeliveryMethodBody>;
