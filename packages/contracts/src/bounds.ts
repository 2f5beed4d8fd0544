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
 * Characters no typed text holds: NUL (which PostgreSQL cannot store at all), the other C0 controls
 * except tab, line feed and carriage return, DEL and the C1 controls.
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The same rule as a published pattern: the whole text is free of control characters. */
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** A text that refuses control characters with the "invalid value" message. */
export function plainText() {
  return z.string().regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' });
}

/** Paths of every string inside `value` that holds a NUL character (none for a NUL-free value). */
export function pathsWithNul(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithNul(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key]);
      else pathsWithNul(item, [...path, key], found);
    }
  }
  return found;
}
