import type { BasketLineInput } from '@shop/contracts/basket';
import type { CheckQuantityAnswer, LiqpayForm, Quote, QuoteBody } from '@shop/contracts/checkout';
import type { PaymentMethodOffer } from '@shop/contracts/checkout-settings';
import type { City, DeliveryMethod, Warehouse } from '@shop/contracts/delivery';
import type { OrderDetail } from '@shop/contracts/orders';
import type { Address } from '@shop/contracts/user';
import { browserApi } from '../../lib/browser-api.ts';
import { accountApi } from '../../visitor/account-api.ts';

/**
 * The calls of SPEC §7 "Orders and checkout" the order page and the profile make, with the contracts'
 * types only (placing itself is in use-place-order.ts, which loads with the form).
 */
type Data<T> = { data: T };

export const checkoutApi = {
  deliveryMethods: () => browserApi.get<Data<DeliveryMethod[]>>('/v1/delivery_methods').then((r) => r.data),
  paymentMethods: () => browserApi.get<Data<PaymentMethodOffer[]>>('/v1/payment_methods').then((r) => r.data),
  /**
   * Town and department look-ups answer while the shopper types: a failure shows in the list
   * ("could not load"), it does not send them to the error page.
   */
  cities: (search: string) =>
    browserApi.get<Data<City[]>>('/v1/delivery/cities', { search }, { skipErrorHandling: true }).then((r) => r.data),
  warehouses: (cityRef: string, type: 'branch' | 'locker', search: string) =>
    browserApi
      .get<Data<Warehouse[]>>('/v1/delivery/warehouses', { city_ref: cityRef, type, search }, { skipErrorHandling: true })
      .then((r) => r.data),
  addresses: (): Promise<Address[]> => accountApi.addresses(),
  quote: (body: QuoteBody) => browserApi.post<Data<Quote>>('/v1/checkout/quote', body).then((r) => r.data),
  checkQuantity: (products: BasketLineInput[]) =>
    browserApi.post<CheckQuantityAnswer>('/v1/checkout/check-quantity', { products }).then((r) => r.data),
  /** A new LiqPay attempt for an unpaid order of the caller, named by its public number. */
  /** GET /v1/orders/{number}: one's own order (the successful payment dialog's variants). */
  ownOrder: (orderNumber: string) => browserApi.get<Data<OrderDetail>>(`/v1/orders/${encodeURIComponent(orderNumber)}`).then((r) => r.data),
  transaction: (orderNumber: string) => browserApi.post<Data<LiqpayForm>>('/v1/transaction', { order_number: orderNumber }).then((r) => r.data),
  /** Where the invoice PDF of an order (by its public number) is downloaded from (professionals and distributors). */
  invoice: (orderNumber: string) =>
    browserApi.post<Data<{ path: string }>>('/v1/invoices', { order_number: orderNumber }).then((r) => r.data.path),
};
