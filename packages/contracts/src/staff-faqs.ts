import { z } from 'zod';
import { INT32_MAX, NO_CONTROL_CHARACTERS, SINGLE_LINE_TEXT } from './bounds.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';

/**
 * The FAQ as the back office's content editors keep it (issue 29, screen "Content"): a question and
 * its answer (HTML, sanitised when the shop serves it) per language, whether it is published, and its
 * place. The API validates with these schemas and the screen's form with the same ones.
 */

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;

export const staffFaq = z.object({
  id: z.number().int(),
  question_ru: z.string(),
  question_uk: z.string(),
  answer_ru: z.string(),
  answer_uk: z.string(),
  published: z.boolean(),
  sort: z.number().int(),
});
export type StaffFaq = z.infer<typeof staffFaq>;
export const staffFaqsAnswer = listEnvelope(staffFaq);
export const staffFaqAnswer = dataEnvelope(staffFaq);
export const staffFaqParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

const question = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(FAQ_QUESTION_MAX, { error: 'validation.invalid' })
  .regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });
const answer = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(FAQ_ANSWER_MAX, { error: 'validation.invalid' })
  .regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' });

export const staffFaqBody = z.strictObject({
  question_ru: question,
  question_uk: question,
  answer_ru: answer,
  answer_uk: answer,
  published: z.boolean({ error: 'validation.invalid' }),
  sort: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }),
});
export type StaffFaqBody = z.infer<typeof staffFaqBody>;
