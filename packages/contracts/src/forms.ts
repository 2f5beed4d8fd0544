import { z } from 'zod';
import { formText } from './bounds.ts';
import { optionalUkrainianPhoneField, ukrainianPhoneField } from './phone.ts';

/**
 * Service forms (SPEC §5, §7): contact, feedback, application (528) and messenger (480). Every
 * failed rule answers 422 with a localised message per field; nothing is stored then. No text holds
 * control or direction characters (docs/security.md V5.1).
 */

/** One line without control or direction characters (bounds.ts); only a message may span lines. */
const text = (max: number, min = 1) => formText(max, { min });
const message = formText(2000, { multiline: true });

const email = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(120)
  .pipe(z.email({ error: 'validation.email' }));

/** SPEC §5: a phone; every spelling of a Ukrainian number reads the same (phone.ts). */
const phone = ukrainianPhoneField;
const optionalPhone = optionalUkrainianPhoneField;

/** POST /v1/store_contact_form: the form on /contact/. */
export const contactFormBody = z.strictObject({
  name: text(120, 2),
  email,
  phone: optionalPhone,
  message,
});
export type ContactFormBody = z.infer<typeof contactFormBody>;

/** POST /v1/store_feedback_form: a remark or wish about the shop. */
export const feedbackFormBody = z.strictObject({
  name: text(120, 2),
  email,
  message,
});
export type FeedbackFormBody = z.infer<typeof feedbackFormBody>;

/** POST /v1/user_requests: the application form (SPEC §5: name required; phone required, min 13). */
export const applicationFormBody = z.strictObject({
  name: text(120),
  name_and_address: text(500).optional().or(z.literal('').transform(() => undefined)),
  phone,
});
export type ApplicationFormBody = z.infer<typeof applicationFormBody>;

/** POST /v1/messenger_requests: the messenger form (SPEC §5: all four fields required; email valid). */
export const messengerFormBody = z.strictObject({
  name: text(120),
  last_name: text(120),
  phone,
  email,
});
export type MessengerFormBody = z.infer<typeof messengerFormBody>;

export const formAnswer = z.object({ data: z.object({ message: z.string() }) });
