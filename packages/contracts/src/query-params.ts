import { z } from 'zod';
import { int32IdParam, MAX_PRICE_HRYVNIA } from './bounds.ts';

/**
 * Query-string parameters of list endpoints. Values arrive as strings; a list may be repeated
 * (`brand=1&brand=2`), bracketed (`brand[]=1&brand[]=2`, folded to `brand` by the API) or
 * comma-separated (`brand=1,2`). The web builds URLs with the same names.
 */

/** Splits a repeated or comma-separated parameter into trimmed, non-empty strings. */
function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

export const MAX_LIST_PARAM_ITEMS = 50;
/** A positive database id. */
export const idValue = int32IdParam;

/** An id (digits) or a slug; the API resolves slugs to ids. */
export const idOrSlugValue = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i);

/** Repeatable list of ids: `ids=1&ids=2`, `ids[]=1`, `ids=1,2`. */
export function idListParam(max = MAX_LIST_PARAM_ITEMS) {
  return z.preprocess(toList, z.array(idValue).max(max)).optional();
}

/** Repeatable list of ids or slugs. */
export function idOrSlugListParam(max = MAX_LIST_PARAM_ITEMS) {
  return z.preprocess(toList, z.array(idOrSlugValue).max(max)).optional();
}

/**
 * A variant volume as lists filter by it: the label in lower case with a decimal point for a comma
 * ("50 мл", "2.5 мл"); letters of any script, digits, spaces and `.×x/-`.
 */
export const volumeValue = z
  .string()
  .max(40)
  .transform((v) => v.trim().toLowerCase().replace(/\s+/g, ' '))
  .pipe(z.string().min(1).regex(/^[\p{L}\p{N} .×/-]+$/u));

/** Repeatable list of volumes: `volume=50 мл&volume=200 мл` or `volume=50 мл,200 мл`. */
export function volumeListParam(max = MAX_LIST_PARAM_ITEMS) {
  return z.preprocess(toList, z.array(volumeValue).max(max)).optional();
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);

/** `1`/`true`/`on`/`yes` → true, `0`/`false`/`off`/`no` → false, anything else → not set. */
export const flagParam = z
  .preprocess((value) => {
    const raw = Array.isArray(value) ? value[0] : value;
    if (typeof raw === 'boolean') return raw;
    if (raw === undefined || raw === null) return undefined;
    const word = String(raw).trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return undefined;
  }, z.boolean().optional())
  .optional();

/**
 * A hryvnia amount, at most what a price column holds in kopecks; anything that is not a number in
 * that range is ignored (a bound above every storable price bounds nothing).
 */
export const moneyParam = z.coerce.number().min(0).max(MAX_PRICE_HRYVNIA).optional().catch(undefined);

/** Free text: cut to `max` characters instead of being rejected. */
export function textParam(max: number) {
  return z
    .preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional())
    .transform((value) => (value === undefined ? undefined : value.slice(0, max)));
}
