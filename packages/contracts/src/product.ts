import { z } from 'zod';
import { brandRef, image, productSummary, seo, seriesRef } from './catalog.ts';
import { idValue } from './query-params.ts';

/**
 * GET /v1/catalog/product/{slug}: the product page. Everything of a list card plus the seven tabs
 * of SPEC §2 (indexes 0–6), breadcrumbs, categories, attributes, SEO and JSON-LD fields.
 */

export const PRODUCT_TAB_KEYS = [
  'everything',
  'description',
  'structure',
  'recommendation',
  'comments',
  'questions',
  'additional',
] as const;
export type ProductTabKey = (typeof PRODUCT_TAB_KEYS)[number];

export const productPageQuery = z.object({
  /** Variant (product price) id to select instead of the default one. */
  value: idValue.optional().catch(undefined),
});

const textTab = <K extends 'everything' | 'description' | 'recommendation' | 'additional', I extends number>(key: K, index: I) =>
  z.object({
    index: z.literal(index),
    key: z.literal(key),
    title: z.string(),
    /** HTML; empty when the shop wrote nothing (the web may hide the tab). */
    content: z.string(),
  });

export const productIngredient = z.object({
  id: z.number().int(),
  slug: z.string(),
  inciName: z.string(),
  title: z.string(),
});

export const productTab = z.discriminatedUnion('key', [
  textTab('everything', 0),
  textTab('description', 1),
  z.object({
    index: z.literal(2),
    key: z.literal('structure'),
    title: z.string(),
    content: z.string(),
    /** INCI list in order of concentration, each linking to /ingredients/{slug}/. */
    ingredients: z.array(productIngredient),
  }),
  textTab('recommendation', 3),
  z.object({ index: z.literal(4), key: z.literal('comments'), title: z.string(), count: z.number().int() }),
  z.object({ index: z.literal(5), key: z.literal('questions'), title: z.string(), count: z.number().int() }),
  textTab('additional', 6),
]);
export type ProductTab = z.infer<typeof productTab>;

/** Fields of a schema.org `Product` with one `AggregateOffer`, ready to serialise as JSON-LD. */
export const productJsonLd = z.object({
  name: z.string(),
  sku: z.string(),
  brand: z.string(),
  /** Largest image file path, or null. */
  image: z.string().nullable(),
  /** Plain text, at most 300 characters. */
  description: z.string(),
  offers: z.object({
    priceCurrency: z.literal('UAH'),
    /** Retail prices in whole UAH (public prices, whoever asks). */
    lowPrice: z.number().int(),
    highPrice: z.number().int(),
    offerCount: z.number().int(),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  }),
  aggregateRating: z.object({ ratingValue: z.number(), reviewCount: z.number().int() }).nullable(),
});
export type ProductJsonLd = z.infer<typeof productJsonLd>;

export const productPage = productSummary.extend({
  tabs: z.array(productTab).length(7),
  breadcrumbs: z.object({ brand: brandRef, series: seriesRef.nullable(), title: z.string() }),
  categories: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
  attributes: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      values: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
    }),
  ),
  /** Approved questions; approved reviews are in `rating.count`. */
  questionsCount: z.number().int(),
  seo,
  jsonLd: productJsonLd,
  /** All image files of the gallery: product images then variant images, without repeats. */
  gallery: z.array(image),
});
export type ProductPage = z.infer<typeof productPage>;
