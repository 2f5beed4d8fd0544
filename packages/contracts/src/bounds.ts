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
 * A text free of the characters no typed text holds: NUL (which PostgreSQL cannot store at all), the
 * other C0 controls except tab, line feed and carriage return, DEL and the C1 controls. Also the
 * published pattern of such fields.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the rule.
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** A text that refuses control characters with the "invalid value" message. */
export function plainText() {
  return z.string().regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' });
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
