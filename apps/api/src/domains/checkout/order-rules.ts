import type { CheckoutStoreBody, PaymentMethod } from '@shop/contracts/checkout';
import { deliveryNeeds } from '@shop/contracts/delivery';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { validationMessage } from '@shop/contracts/validation';
import type { CallerRow } from './caller.repository.ts';
import { checkoutMessage } from './checkout.messages.ts';
import type { DeliveryMethodRow } from '../delivery/delivery-methods.service.ts';
import type { VerifiedDestination } from '../delivery/destination.ts';

/**
 * The order form's rules beyond its contract: the delivery method exists and is active, the fields
 * it needs are there (`deliveryNeeds`), a parcel locker takes only prepaid parcels, and an invoice is
 * for professionals and distributors, not their managers (as `POST /v1/invoices` serves it), and the
 * way of paying is one the back office has switched on (`payments`). A quick order names no address
 * and no way of paying: a manager calls the shopper back and agrees both.
 */
export function orderFormErrors(
  body: CheckoutStoreBody,
  method: DeliveryMethodRow | null,
  account: CallerRow | null,
  payments: readonly PaymentMethod[],
  lang: ApiLanguage,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!method) {
    errors.delivery_method_id = [checkoutMessage(lang, 'deliveryMissing')];
    return errors;
  }
  if (body.quick_order === 1) return errors;
  const needs = deliveryNeeds(method.type);
  const required = [validationMessage(lang, 'validation.required')];
  if (needs.city && !body.city) errors.city = required;
  if (needs.warehouse && !body.warehouse) errors.warehouse = required;
  if (needs.address && !body.address) errors.address = required;
  if (!payments.includes(body.payment_method)) {
    errors.payment_method = [checkoutMessage(lang, 'paymentOff')];
  } else if (body.payment_method === 'invoice' && !mayPayByInvoice(account)) {
    errors.payment_method = [checkoutMessage(lang, 'invoiceNotAllowed')];
  } else if (method.type === 'nova_poshta_locker' && body.payment_method === 'cash') {
    errors.payment_method = [checkoutMessage(lang, 'lockerNeedsPrepayment')];
  }
  return errors;
}

function mayPayByInvoice(account: CallerRow | null): boolean {
  return account !== null && !account.isManager && (account.userType === 'professional' || account.userType === 'distributor');
}

export function paymentMethodOf(body: CheckoutStoreBody): PaymentMethod {
  return body.quick_order === 1 ? 'cash' : body.payment_method;
}

/**
 * Where the order goes, keeping only what its method needs (a town sent for pickup is not stored).
 * A Nova Poshta town and department are stored as the directory names them (`verifyDestination`),
 * never as the browser sent them.
 */
export function deliveryColumns(body: CheckoutStoreBody, method: DeliveryMethodRow, destination: VerifiedDestination | null) {
  const none = { cityRef: null, cityName: null, warehouseRef: null, warehouseName: null, address: null };
  if (body.quick_order === 1) return none;
  const needs = deliveryNeeds(method.type);
  const address = needs.address ? (body.address ?? null) : null;
  if (destination) return { ...destination, address };
  // The shop's own courier: an address, and the town when the shopper named one.
  return { ...none, cityRef: needs.address ? (body.city?.ref ?? null) : null, cityName: needs.address ? (body.city?.name ?? null) : null, address };
}

/** The address a signed-in shopper's next checkout offers again (SPEC §3 "Address": address, guid, town). */
export function addressToRemember(
  delivery: ReturnType<typeof deliveryColumns>,
): { kind: 'branch' | 'courier'; town: string; address: string; guid: string | null } | null {
  if (delivery.warehouseName) return { kind: 'branch', town: delivery.cityName ?? '', address: delivery.warehouseName, guid: delivery.warehouseRef };
  if (delivery.address) return { kind: 'courier', town: delivery.cityName ?? '', address: delivery.address, guid: delivery.cityRef };
  return null;
}
