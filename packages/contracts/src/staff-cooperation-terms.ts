import { z } from 'zod';
import { INT32_MAX, NO_CONTROL_CHARACTERS, SINGLE_LINE_TEXT } from './bounds.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';

/**
 * The terms of cooperation for salons and distributors as the back office's content editors keep
 * them (issue 29, screen "Content"): a title, a summary and a body (HTML, sanitised when the shop
 * serves it) per language, whether it is published, and its place.
 */

export const TERM_TITLE_MAX = 200;
export const TERM_SUMMARY_MAX = 1000;
export const TERM_BODY_MAX = 50_000;

export const staffCooperationTerm = z.object({
  id: z.number().int(),
  title_ru: z.string(),
  title_uk: z.string(),
  summary_ru: z.string(),
  summary_uk: z.string(),
  body_ru: z.string(),
  body_uk: z.string(),
  published: z.boolean(),
  sort: z.number().int(),
});
export type StaffCooperationTerm = z.infer<typeof staffCooperationTerm>;
export const staffCooperationTermsAnswer = listEnvelope(staffCooperationTerm);
export const staffCooperationTermAnswer = dataEnvelope(staffCooperationTerm);
export const staffCooperationTermParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

const title = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(TERM_TITLE_MAX, { error: 'validation.invalid' })
  .regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });
const text = (max: number) => z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.invalid' }).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' });

export const staffCooperationTermBody = z.strictObject({
  title_ru: title,
  title_uk: title,
  summary_ru: text(TERM_SUMMARY_MAX),
  summary_uk: text(TERM_SUMMARY_MAX),
  body_ru: text(TERM_BODY_MAX),
  body_uk: text(TERM_BODY_MAX),
  published: z.boolean({ error: 'validation.invalid' }),
  sort: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }),
});
export type StaffCooperationTermBody = z.infer<typeof staffCooperationTermBody>;
