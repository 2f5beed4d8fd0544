import { MAX_BASKET_LINES, MAX_LINE_COUNT } from '@shop/contracts/basket';
import { INT32_MAX } from '@shop/contracts/bounds';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { validationMessage } from '@shop/contracts/validation';
import { validationError } from '../../core/errors.ts';
import { checkoutMessage } from './checkout.messages.ts';

/** A basket as the sample and gift checks name it: variant id and units. */
export interface PromoQueryLine {
  priceId: number;
  count: number;
}

const KEY = /^products\[([1-9]\d{0,9})\]$/;
const COUNT = /^[1-9]\d{0,3}$/;

/**
 * Reads `products[<priceId>]=<count>` keys (SPEC §7) from a parsed query. Any other key that starts
 * with `products` (`products=`, `products[]=`, `products[x]=`), an id past 32 bits, a repeated key
 * or a count that is not 1–9999 is a 422; more than MAX_BASKET_LINES keys too, before anything is
 * looked up. Unrelated keys are ignored, as on every other list.
 */
export function parsePromoQuery(query: Readonly<Record<string, unknown>>, lang: ApiLanguage): PromoQueryLine[] {
  const keys = Object.keys(query).filter((key) => key.startsWith('products'));
  if (keys.length > MAX_BASKET_LINES) throw validationError(lang, { products: [checkoutMessage(lang, 'tooManyKeys', { count: MAX_BASKET_LINES })] });
  const errors: Record<string, string[]> = {};
  const lines: PromoQueryLine[] = [];
  for (const key of keys) {
    const match = KEY.exec(key);
    const priceId = match ? Number(match[1]) : Number.NaN;
    if (!match || priceId > INT32_MAX) {
      // The key itself is not echoed back: it is the sender's text.
      errors.products = [validationMessage(lang, 'validation.invalid')];
      continue;
    }
    const value = query[key];
    if (typeof value !== 'string' || !COUNT.test(value) || Number(value) > MAX_LINE_COUNT) {
      errors[`products.${priceId}`] = [validationMessage(lang, 'validation.integer')];
      continue;
    }
    lines.push({ priceId, count: Number(value) });
  }
  if (Object.keys(errors).length) throw validationError(lang, errors);
  return lines;
}
