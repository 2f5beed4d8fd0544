import { z } from 'zod';
import { formText, int32Id, optionalFormText } from './bounds.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';
import { ukrainianPhoneField } from './phone.ts';

/**
 * Seminars (SPEC §7 "Seminars and platform", issue 30): the public list with its filters, one
 * seminar, and the registration for a free one (SPEC §3 form payload, §5 rules). A paid seminar is
 * bought as a ticket; a past one may carry its recording.
 */

export const SEMINAR_FORMATS = ['online', 'offline'] as const;
export type SeminarFormat = (typeof SEMINAR_FORMATS)[number];
/** Coming seminars (not yet ended) or past ones (ended). */
export const SEMINAR_PERIODS = ['coming', 'past'] as const;
export type SeminarPeriod = (typeof SEMINAR_PERIODS)[number];
/** The filters of GET /v1/seminars/filters?type=. */
export const SEMINAR_FILTER_TYPES = ['city', 'brand', 'format', 'speaker', 'month'] as const;
export type SeminarFilterType = (typeof SEMINAR_FILTER_TYPES)[number];
export const SEMINARS_PER_PAGE = 9;

const slug = z.string().trim().max(80).regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'validation.invalid' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }).refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.invalid' });
const positive = (max: number) => z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1).max(max);
/** A query value sent twice (`city=a&city=b`) reads as its first. */
const first = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), schema);

/**
 * GET /v1/seminars: every parameter is checked, and a bad one answers 422 naming it (a filter link
 * built by hand must not silently show everything). Dates are days (`YYYY-MM-DD`, Kyiv time).
 */
export const seminarListQuery = z
  .object({
    when: first(z.enum(SEMINAR_PERIODS, { error: 'validation.invalid' }).default('coming')),
    city: first(slug.optional()),
    brand: first(slug.optional()),
    format: first(z.enum(SEMINAR_FORMATS, { error: 'validation.invalid' }).optional()),
    speaker: first(slug.optional()),
    date_from: first(day.optional()),
    date_to: first(day.optional()),
    page: first(positive(10_000).default(1)),
    per_page: first(positive(48).optional()),
    /** SPEC's spelling of `per_page`. */
    perPage: first(positive(48).optional()),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { path: ['date_to'], error: 'validation.invalid' })
  .transform(({ perPage, per_page, ...rest }) => ({ ...rest, per_page: per_page ?? perPage ?? SEMINARS_PER_PAGE }));
export type SeminarListQuery = z.output<typeof seminarListQuery>;

/** GET /v1/seminars/filters: one filter's options (all of them without `type`), counted within `when`. */
export const seminarFiltersQuery = z.object({
  type: first(z.enum(SEMINAR_FILTER_TYPES, { error: 'validation.invalid' }).optional()),
  when: first(z.enum(SEMINAR_PERIODS, { error: 'validation.invalid' }).default('coming')),
});
export type SeminarFiltersQuery = z.output<typeof seminarFiltersQuery>;

export const seminarFilterOption = z.object({ value: z.string(), title: z.string(), count: z.number().int() });
export const seminarFilter = z.object({ type: z.enum(SEMINAR_FILTER_TYPES), options: z.array(seminarFilterOption) });
export type SeminarFilter = z.infer<typeof seminarFilter>;
export type SeminarFilterOption = z.infer<typeof seminarFilterOption>;

export const seminar = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  format: z.enum(SEMINAR_FORMATS),
  city: z.object({ slug: z.string(), title: z.string() }).nullable(),
  place: z.string().nullable(),
  brand: z.object({ slug: z.string(), title: z.string() }).nullable(),
  speaker: z.object({ slug: z.string(), name: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Whole hryvnias; 0 = free. */
  price: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** Ended already. */
  past: z.boolean(),
  poster: z.string().nullable(),
  /** The recording of a past seminar. */
  videoUrl: z.string().nullable(),
});
export type Seminar = z.infer<typeof seminar>;

export const seminarListAnswer = listEnvelope(seminar);
export type SeminarListAnswer = z.infer<typeof seminarListAnswer>;
export const seminarAnswer = dataEnvelope(seminar);
export const seminarFiltersAnswer = dataEnvelope(z.array(seminarFilter));
export type SeminarFiltersAnswer = z.infer<typeof seminarFiltersAnswer>;

/** The shape of the masked field (SPEC §5: `+380(##)###-##-##`, 17 characters). */
export const SEMINAR_PHONE_MASK_LENGTH = 17;

/**
 * POST /v1/seminars/request (SPEC §3, §5): name and surname 3–120, a Ukrainian phone (the form's
 * mask or any usual spelling; stored as `+380` and nine digits), an optional comment.
 */
export const seminarRequestBody = z.strictObject({
  name: formText(120, { min: 3 }),
  surname: formText(120, { min: 3 }),
  phone: ukrainianPhoneField,
  comment: optionalFormText(1000, { multiline: true }),
  seminar_id: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), int32Id),
});
export type SeminarRequestBody = z.input<typeof seminarRequestBody>;

export const seminarRequestAnswer = dataEnvelope(z.object({ message: z.string(), seatsLeft: z.number().int() }));
export type SeminarRequestAnswer = z.infer<typeof seminarRequestAnswer>;

/**
 * The masked phone as the field shows it: `+380(67)123-45-67`. The field starts with `+380`; what is
 * typed anywhere around that prefix (the caret may stand before it) adds digits after it, and a whole
 * number pasted in a usual spelling lands in the same place. Deleting into the prefix leaves it whole.
 */
export function maskSeminarPhone(raw: string): string {
  if ('+380'.startsWith(raw.replace(/[^\d+]/g, ''))) return '+380';
  let digits = raw.replace('+380', '').replace(/\D/g, '');
  if (digits.startsWith('380') && digits.length > 9) digits = digits.slice(3);
  else if (digits.startsWith('80') && digits.length > 9) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length > 9) digits = digits.slice(1);
  digits = digits.slice(0, 9);
  const parts = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)];
  let out = '+380';
  if (parts[0]) out += `(${parts[0]}`;
  if (parts[1]) out += `)${parts[1]}`;
  if (parts[2]) out += `-${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  return out;
}
