import { z } from 'zod';
import { INT32_MAX, SINGLE_LINE_TEXT } from './bounds.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';

/**
 * The header's rotating messages as the back office's content editors keep them (issue 29, screen
 * "Content"): a line per language, whether it is shown, and its place. The API validates with these
 * schemas and the screen's form with the same ones.
 */

export const HEADER_MESSAGE_MAX = 200;

export const staffHeaderMessage = z.object({
  id: z.number().int(),
  title_ru: z.string(),
  title_uk: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type StaffHeaderMessage = z.infer<typeof staffHeaderMessage>;
export const staffHeaderMessagesAnswer = listEnvelope(staffHeaderMessage);
export const staffHeaderMessageAnswer = dataEnvelope(staffHeaderMessage);
export const staffHeaderMessageParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

const line = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(HEADER_MESSAGE_MAX, { error: 'validation.invalid' })
  .regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });

export const staffHeaderMessageBody = z.strictObject({
  title_ru: line,
  title_uk: line,
  active: z.boolean({ error: 'validation.invalid' }),
  sort: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }),
});
export type StaffHeaderMessageBody = z.infer<typeof staffHeaderMessageBody>;
