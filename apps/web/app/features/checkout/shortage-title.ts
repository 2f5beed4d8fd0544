import type { RemainingProduct } from '@shop/contracts/checkout';
import type { TFunction } from '../../i18n/translator.ts';

/**
 * The shortage dialog's title says what is short instead of "nothing left" while 51 are: for one
 * product its name and how many are left (or that none are), for several how many products fall short.
 */
export function shortageTitle(products: readonly Pick<RemainingProduct, 'description' | 'quantity'>[], t: TFunction): string {
  if (products.length === 1) {
    const [only] = products;
    return only.quantity > 0
      ? t('checkout.shortage.titleLeft', { name: only.description, count: only.quantity })
      : t('checkout.shortage.titleGone', { name: only.description });
  }
  return t('checkout.shortage.titleMany', { count: products.length });
}
