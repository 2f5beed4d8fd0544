/**
 * What each delivery method needs at checkout, without zod: the order page decides which fields to
 * show from it on first render, before any schema is loaded. `delivery.ts` re-exports it beside the
 * schemas.
 */

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
