import { z } from 'zod';
import { int32Id, MAX_PRICE_HRYVNIA, formText, optionalFormText } from './bounds.ts';
import { dataEnvelope, listEnvelope, pageQuery } from './envelope.ts';
import { optionalUkrainianPhoneField } from './phone.ts';

/**
 * The distributor's warehouse (SPEC §7 "Documents", "Remainings", issue 28): moves into the
 * warehouse ('moving'), sales documents to the distributor's own customers ('invoice') and the
 * leftovers they leave. Money in answers and forms is hryvnias with kopecks (two decimals).
 */

export const DOCUMENT_TYPES = ['moving', 'invoice'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Documents listed per page unless `per_page` says otherwise. */
export const DOCUMENTS_PER_PAGE = 10;
/** Lines one document may hold. */
export const DOCUMENT_MAX_LINES = 200;
/** Units of one line. */
export const DOCUMENT_MAX_COUNT = 100_000;

/** SPEC's `perPage`, or `per_page` as the other lists take it (clamped to 1–100). */
const perPage = z.coerce.number().int().min(1).max(100).optional().catch(undefined);
export const documentsQuery = pageQuery(DOCUMENTS_PER_PAGE).extend({ type: z.enum(DOCUMENT_TYPES).catch('moving').default('moving'), perPage });
export const leftoversQuery = pageQuery(20).extend({ search: z.string().trim().max(100).catch('').default(''), perPage });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const documentDay = z
  .string()
  .regex(ISO_DATE, { error: 'validation.invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'validation.invalid',
  })
  .optional();

const price = z.number().min(0).max(MAX_PRICE_HRYVNIA).multipleOf(0.01);

const documentLine = z.object({
  product_price_id: int32Id,
  count: z.number().int().min(1).max(DOCUMENT_MAX_COUNT),
  /** Hryvnias per unit. */
  price,
});

const documentLines = z.array(documentLine).min(1, { error: 'validation.required' }).max(DOCUMENT_MAX_LINES);

/** POST /v1/documents/moves: goods that came into the warehouse besides the shop's orders. */
export const manualMoveBody = z.object({
  date: documentDay,
  comment: optionalFormText(500, { multiline: true }),
  lines: documentLines,
});
export type ManualMoveBody = z.input<typeof manualMoveBody>;

/** POST /v1/documents/sales: a sale to the distributor's own customer. */
export const saleBody = z.object({
  date: documentDay,
  customer_name: formText(120),
  customer_phone: optionalUkrainianPhoneField,
  comment: optionalFormText(500, { multiline: true }),
  lines: documentLines,
});
export type SaleBody = z.input<typeof saleBody>;

export const documentHead = z.object({
  id: z.number().int(),
  type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  date: z.string(),
  total: z.number(),
  /** Moves: `order` (a delivered shop order, its number in `order_number`) or `manual`. */
  source: z.enum(['order', 'manual']).nullable(),
  order_number: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  comment: z.string().nullable(),
  lines_count: z.number().int(),
});
export type DocumentHead = z.infer<typeof documentHead>;

export const documentLineAnswer = z.object({
  product_price_id: z.number().int(),
  product_id: z.number().int().nullable(),
  title: z.string(),
  variant: z.string(),
  article: z.string(),
  brand: z.string(),
  count: z.number().int(),
  price: z.number(),
  total: z.number(),
});

export const documentsAnswer = listEnvelope(documentHead);
export type DocumentsAnswer = z.infer<typeof documentsAnswer>;
export const documentAnswer = dataEnvelope(documentHead.extend({ lines: z.array(documentLineAnswer) }));
export type DocumentAnswer = z.infer<typeof documentAnswer>;

export const leftover = z.object({
  product_price_id: z.number().int(),
  product_id: z.number().int().nullable(),
  title: z.string(),
  variant: z.string(),
  article: z.string(),
  brand: z.string(),
  quantity: z.number().int(),
  /** The distributor's purchase price now, hryvnias. */
  price: z.number(),
});
export type Leftover = z.infer<typeof leftover>;
export const leftoversAnswer = listEnvelope(leftover);
export type LeftoversAnswer = z.infer<typeof leftoversAnswer>;

/** GET /v1/remainings/variants?search=: the forms' product picker (catalogue variants with what is held). */
export const variantsQuery = z.object({ search: z.string().trim().max(100).catch('').default('') });
export const variantsAnswer = dataEnvelope(z.array(leftover));
export type VariantsAnswer = z.infer<typeof variantsAnswer>;
