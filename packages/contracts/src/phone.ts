import { z } from 'zod';

/**
 * One phone rule for every form (SPEC §5, §9). Shoppers write a Ukrainian number in several ways:
 * `0671234567`, `+380671234567`, `380671234567`, `+38 (067) 123-45-67`, `8 067 123 45 67`. All of them
 * read as the same `+380` and nine digits, so a number accepted at checkout is accepted by the contact
 * form, the quick order and registration too.
 */

export const UA_PHONE = /^\+380\d{9}$/;
/** Longest phone as typed with spaces, brackets and dashes. */
const TYPED_MAX = 30;

/** The digits of a phone as typed, or null when it holds anything but digits, spaces, `+ ( ) - .`. */
function typedDigits(raw: string): string | null {
  const digits = raw.replace(/[\s()+\-.]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** A Ukrainian phone in any usual spelling as `+380` and nine digits, or null when it is not one. */
export function readUkrainianPhone(raw: string): string | null {
  const digits = typedDigits(raw);
  if (digits === null) return null;
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`;
  if (/^80\d{9}$/.test(digits)) return `+3${digits}`;
  return null;
}

/**
 * Any phone as `+` and its digits: a Ukrainian spelling as `readUkrainianPhone` reads it, another
 * country's number (`+48 601 234 567`) with its separators dropped; null when it holds letters.
 */
export function readPhone(raw: string): string | null {
  const ukrainian = readUkrainianPhone(raw);
  if (ukrainian) return ukrainian;
  const digits = typedDigits(raw);
  return digits ? `+${digits}` : null;
}

/** Only the mask's own prefix (`+380`, `+38`, `+`) counts as an empty field, not as a wrong number. */
function withoutBareMask(value: string): string {
  const digits = typedDigits(value);
  return digits !== null && '380'.startsWith(digits) ? '' : value;
}

const required = z.string().trim().transform(withoutBareMask).pipe(z.string().min(1, { error: 'validation.required' }).max(TYPED_MAX));

/**
 * A required Ukrainian phone (orders, quick order, applications): one message per field — "required"
 * when empty or only the mask, "wrong phone" otherwise.
 */
export const ukrainianPhoneField = required
  .transform((value) => readUkrainianPhone(value) ?? value)
  .pipe(z.string().regex(UA_PHONE, { error: 'validation.phone' }));

/** The same rule for a phone a form may leave empty (the contact form). */
export const optionalUkrainianPhoneField = z
  .string()
  .trim()
  .max(TYPED_MAX)
  .optional()
  .transform((value) => (value ? withoutBareMask(value) : '') || undefined)
  .transform((value) => (value === undefined ? undefined : (readUkrainianPhone(value) ?? value)))
  .pipe(z.string().regex(UA_PHONE, { error: 'validation.phone' }).optional());

/**
 * An account's phone (registration, profile; SPEC §9: `+` and 12 digits): Ukrainian spellings read
 * as above, another country's number kept with its code.
 */
export const accountPhoneField = required
  .transform((value) => readPhone(value) ?? value)
  .pipe(z.string().regex(/^\+\d{12}$/, { error: 'validation.phone' }));

/**
 * What a masked `+380` field shows while the shopper types or pastes: the prefix stays and only the
 * nine digits after it change. A whole number pasted after the prefix the field already shows
 * (`+380` + `+38 (067) 123-45-67`) lands in the same place as one typed into an empty field.
 */
export function maskUkrainianPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if ('380'.startsWith(digits)) return '+380';
  if (digits.startsWith('380')) digits = digits.slice(3);
  else if (digits.startsWith('38') && digits.length > 10) digits = digits.slice(2);
  // What is left after the field's own prefix may be a whole number pasted in one of its spellings.
  while (digits.startsWith('380') && digits.length > 9) digits = digits.slice(3);
  if (digits.startsWith('38') && digits.length > 10) digits = digits.slice(2);
  if (digits.startsWith('80') && digits.length > 10) digits = digits.slice(1);
  digits = digits.replace(/^0+/, '');
  return `+380${digits.slice(0, 9)}`;
}
