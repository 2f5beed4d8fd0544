import type { ApiLanguage } from '@shop/contracts/i18n';
import { localePath } from '../../lib/language.ts';

/** SPEC §2 named targets `buy-flow-basket` and `buy-flow-order`, in a language. */
export function basketPagePath(lang: ApiLanguage): string {
  return localePath('/buy-flow/basket/', lang);
}

export function orderPagePath(lang: ApiLanguage): string {
  return localePath('/buy-flow/order/', lang);
}
