import { z } from 'zod';
import { firstOrderPromotion } from './checkout-settings.ts';
import { contentBlock } from './content-blocks.ts';

/** Settings variables (SPEC §3). Empty strings are returned as null so that the footer can hide them. */
export const variables = z.object({
  contacts: z.object({
    phone1: z.string().nullable(),
    phone2: z.string().nullable(),
    phone3: z.string().nullable(),
    email: z.string().nullable(),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  messengers: z.object({
    viberLink: z.string().nullable(),
    telegramLink: z.string().nullable(),
  }),
  documents: z.object({
    privacyPolicy: z.string().nullable(),
    termsOfUse: z.string().nullable(),
  }),
  /**
   * The first-order promotion as the back office set it (decision 0015): whether the storefront
   * offers its dialog, and the percent the dialog names. Pricing reads the setting itself.
   */
  firstOrderPromotion: firstOrderPromotion,
  /**
   * The shop is a demo open to the network (DEMO_PUBLIC): every page carries a banner saying so, and
   * that its letters and codes are not private. Absent or false otherwise.
   */
  demoPublic: z.boolean().optional(),
});
export type Variables = z.infer<typeof variables>;

export const headerMessage = z.object({ id: z.number().int(), title: z.string() });
export type HeaderMessage = z.infer<typeof headerMessage>;

export const menuSeriesItem = z.object({
  id: z.number().int(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  slug: z.string(),
  brand: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
});
export type MenuSeriesItem = z.infer<typeof menuSeriesItem>;

/** Flat dictionary of interface strings: `{ "header.search": "Поиск" }`. */
export const translations = z.record(z.string(), z.string());
export type Translations = z.infer<typeof translations>;

export const staticPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** Sanitised HTML. */
  body: z.string(),
  /** Content blocks shown after the body (about us, delivery). */
  blocks: z.array(contentBlock),
  updatedAt: z.string(),
  /** Only on a staff user's preview of a page that is not published (issue 29). */
  preview: z.literal(true).optional(),
});
export type StaticPage = z.infer<typeof staticPage>;

/** GET /v1/contact-page: everything the contact page shows besides the form. */
export const contactPage = z.object({
  title: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  messengers: z.object({ viberLink: z.string().nullable(), telegramLink: z.string().nullable() }),
  socials: z.object({ facebook: z.string().nullable(), instagram: z.string().nullable(), youtube: z.string().nullable() }),
  address: z.string().nullable(),
  hours: z.string().nullable(),
  /** Where the map (loaded only on request) is centred; null when no coordinates are set. */
  map: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type ContactPage = z.infer<typeof contactPage>;

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  cache: z.enum(['memory', 'redis']),
  uptimeSeconds: z.number(),
});

/** Liveness and readiness answers; a readiness refusal is a 503 error answer naming what is wrong. */
export const liveness = z.object({ status: z.literal('ok') });
export const readiness = z.object({ status: z.literal('ready') });
