import type { PaymentMethod } from '@shop/contracts/checkout';
import type { DeliveryType } from '@shop/contracts/delivery-rules';

/** Who may pay how (the API's order rules, told to the shopper before they are refused). Free of zod. */

/** Invoices are for professionals and distributors, not a distributor's managers (as the API decides). */
export function mayPayByInvoice(account: { userType: string; isManager: boolean } | null): boolean {
  return account !== null && !account.isManager && (account.userType === 'professional' || account.userType === 'distributor');
}

/**
 * The ways an order may be paid: by card always; in cash on delivery unless it goes to a parcel
 * locker (lockers take prepaid parcels only) or holds only tickets and webinars (nothing is handed
 * over, decision 0018); by invoice for those who may. Of these, only the ones the shop offers now
 * (`offered`, GET /v1/payment_methods, in the shop's order; null while unknown: all of them), as the
 * API refuses a method the back office has switched off.
 */
export function paymentMethodsFor(
  account: { userType: string; isManager: boolean } | null,
  delivery: DeliveryType | null,
  eventsOnly = false,
  offered: readonly PaymentMethod[] | null = null,
): PaymentMethod[] {
  const methods: PaymentMethod[] = ['liqpay'];
  if (delivery !== 'nova_poshta_locker' && !eventsOnly) methods.push('cash');
  if (mayPayByInvoice(account)) methods.push('invoice');
  return offered ? offered.filter((method) => methods.includes(method)) : methods;
}
