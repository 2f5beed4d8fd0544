import type { DiscountNote } from '@shop/contracts/checkout';
import { FREE_DELIVERY_FROM_UAH } from '@shop/contracts/constants';
import { type DeliveryCharge, leftForFreeDelivery } from '@shop/contracts/delivery-rules';
import { formatPrice } from '../../components/ui/price.tsx';
import type { TFunction } from '../../i18n/translator.ts';

/**
 * The one delivery rule in words (docs/orders.md "Delivery cost"), so that the basket, the method
 * list and the summary never give three different answers: free, the carrier's rates with the
 * threshold named, or the shop courier's price.
 */
export function deliveryChargeText(charge: DeliveryCharge, amount: number, t: TFunction): string {
  if (charge === 'fixed') return formatPrice(amount);
  if (charge === 'free') return t('checkout.delivery.free');
  return carrierRatesText(t);
}

/** Nova Poshta before the goods are known: the carrier's rates, free from the threshold. */
export const carrierRatesText = (t: TFunction): string => t('checkout.delivery.carrierRatesFrom', { from: formatPrice(FREE_DELIVERY_FROM_UAH) });

/** The basket's line: free Nova Poshta delivery reached, or how much more it takes. */
export function freeDeliveryText(goodsAfterDiscount: number, t: TFunction): string {
  const left = leftForFreeDelivery(goodsAfterDiscount);
  return left === 0 ? t('checkout.delivery.free') : t('basket.delivery.left', { from: formatPrice(FREE_DELIVERY_FROM_UAH), left: formatPrice(left) });
}

/** Why a discount the shopper may expect is not there. */
export const discountNoteText = (note: DiscountNote, t: TFunction): string => t(`checkout.discountNote.${note}`);
