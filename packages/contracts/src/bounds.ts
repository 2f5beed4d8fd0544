import { z } from 'zod';

/**
 * What the database columns behind the contracts can hold. Every number a client sends is bounded
 * here, so the published document, the validation and the columns agree: a value the document allows
 * never overflows a column (which PostgreSQL refuses with an error, not a result).
 */

/** Largest value of a PostgreSQL `integer` column: ids, prices in kopecks, counters. */
export const INT32_MAX = 2_147_483_647;

/** Prices are stored in kopecks, in `integer` columns. */
export const KOPECKS_PER_HRYVNIA = 100;

/** The largest whole-hryvnia amount whose kopecks still fit an `integer` column (21,474,836 ₴). */
export const MAX_PRICE_HRYVNIA = Math.floor(INT32_MAX / KOPECKS_PER_HRYVNIA);

/** A row id in a JSON body: a positive whole number that fits an `integer` column. */
export const int32Id = z.number().int().positive().max(INT32_MAX);

/** A row id in a path or query: digits coerced to a number, bounded like `int32Id`. */
export const int32IdParam = z.coerce.number().int().positive().max(INT32_MAX);

/**
 * The characters no typed text holds (docs/security.md V5.1): NUL (which PostgreSQL cannot store at
 * all), the other C0 controls, DEL, the C1 controls, and the marks and embeddings that reorder the
 * text around them (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which could make a name, an
 * address or a comment read differently to staff than it was written. `NO_CONTROL_CHARACTERS` keeps
 * tab, line feed and carriage return (text that may span lines); `SINGLE_LINE_TEXT` refuses them too.
 * Both are also the published pattern of such fields.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the rule.
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/;

/** A one-line text: no control character at all, line breaks and tabs included (names, towns, addresses). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the rule.
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/;

/** A text that may span lines (a comment, a message) and refuses other control characters with the "invalid value" message. */
export function plainText() {
  return z.string().regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' });
}

/** A one-line text that refuses every control character with the "invalid value" message. */
export function lineText() {
  return z.string().regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });
}

/**
 * A form's text, trimmed, required and between `min` and `max` characters: an empty field shows only
 * "required". `multiline` lets line breaks through (a comment, a message); anything else is one line.
 * Control and direction characters answer "invalid value" (`NO_CONTROL_CHARACTERS`, `SINGLE_LINE_TEXT`).
 */
export function formText(max: number, options: { min?: number; multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(options.min ?? 1)
    .max(max)
    .regex(options.multiline ? NO_CONTROL_CHARACTERS : SINGLE_LINE_TEXT, { error: 'validation.invalid' });
}

/** An optional form text: trimmed, at most `max` characters, empty as absent; control characters as `formText`. */
export function optionalFormText(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .max(max)
    .regex(options.multiline ? NO_CONTROL_CHARACTERS : SINGLE_LINE_TEXT, { error: 'validation.invalid' })
    .optional()
    .transform((v) => v || undefined);
}

type Step = { key: string | number; parent: Step | null } | null;

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Paths of every string (or object key) inside `value` that holds a NUL character. Walks with a stack
 * of its own and links each step to its parent (a path is built only for a find), so a deeply nested
 * body costs neither the call stack nor memory beyond its own size.
 */
export function pathsWithNul(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const pending: Array<{ value: unknown; step: Step }> = [{ value, step: null }];
  while (pending.length) {
    const { value: item, step } = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(pathOf(step));
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) pending.push({ value: item[index], step: { key: index, parent: step } });
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) found.push(pathOf({ key, parent: step }));
        else pending.push({ value: child, step: { key, parent: step } });
      }
    }
  }
  return found;
}
