/**
 * What each delivery method needs at checkout, without zod: the order page decides which fields to
 * show from it on first render, before any schema is loaded. `delivery.ts` re-exports it beside the
 * schemas.
 */

import { FREE_DELIVERY_FROM_UAH } from './constants.ts';

export const DELIVERY_TYPES = ['nova_poshta_branch', 'nova_poshta_locker', 'nova_poshta_courier', 'courier', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** What a method needs at checkout: a town and a department, a town and a street address, an address, nothing. */
export function deliveryNeeds(type: DeliveryType): { city: boolean; warehouse: boolean; address: boolean } {
  switch (type) {
    case 'nova_poshta_branch':
    case 'nova_poshta_locker':
      return { city: true, warehouse: true, address: false };
    case 'nova_poshta_courier':
      return { city: true, warehouse: false, address: true };
    case 'courier':
      return { city: false, warehouse: false, address: true };
    case 'pickup':
      return { city: false, warehouse: false, address: false };
  }
}

/**
 * Who pays for the delivery and how much it adds to the order:
 * - `free`: nothing to pay (pickup, or Nova Poshta from FREE_DELIVERY_FROM_UAH, paid by the shop);
 * - `carrier_rates`: Nova Poshta below the threshold, paid by the recipient to the carrier on receipt,
 *   so it is never in the order's total;
 * - `fixed`: the method's own price (the shop's courier), in the order's total.
 */
export const DELIVERY_CHARGES = ['free', 'carrier_rates', 'fixed'] as const;
export type DeliveryCharge = (typeof DELIVERY_CHARGES)[number];

export const isCarrierDelivery = (type: DeliveryType): boolean => type.startsWith('nova_poshta');

/** The charge for a method at this goods total (whole grn after discounts); `price` is the method's own, in whole grn. */
export function deliveryCharge(method: { type: DeliveryType; price: number }, goodsAfterDiscount: number): DeliveryCharge {
  if (isCarrierDelivery(method.type)) return goodsAfterDiscount >= FREE_DELIVERY_FROM_UAH ? 'free' : 'carrier_rates';
  return method.price > 0 ? 'fixed' : 'free';
}

/** Whole grn still to add for free Nova Poshta delivery (0 once reached). */
export function leftForFreeDelivery(goodsAfterDiscount: number): number {
  return Math.max(0, FREE_DELIVERY_FROM_UAH - goodsAfterDiscount);
}
