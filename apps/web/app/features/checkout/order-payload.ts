import type { BasketLineInput } from '@shop/contracts/basket';
import type { FullOrderBody } from '@shop/contracts/checkout';
import { type DeliveryType, deliveryNeeds } from '@shop/contracts/delivery-rules';
import type { OrderFormOutput } from './order-form-schema.ts';

/** What `POST /v1/checkout/store` is sent for a full order. */
export type OrderPayload = FullOrderBody;

/**
 * The body of an order from the checked form: the delivery fields the method needs and no others
 * (a town picked before switching to pickup is not sent), bonuses only when the shopper may spend
 * them, and the basket's lines.
 */
export function orderPayload(
  values: OrderFormOutput,
  type: DeliveryType,
  products: BasketLineInput[],
  options: { bonusesAllowed: boolean },
): OrderPayload {
  const needs = deliveryNeeds(type);
  return {
    quick_order: 0,
    name: values.name,
    second_name: values.second_name,
    phone: values.phone,
    email: values.email,
    delivery_method_id: values.delivery_method_id,
    ...(needs.city && values.city ? { city: values.city } : {}),
    ...(needs.warehouse && values.warehouse ? { warehouse: values.warehouse } : {}),
    ...(needs.address && values.address ? { address: values.address } : {}),
    ...(values.comment ? { comment: values.comment } : {}),
    no_call: values.no_call,
    payment_method: values.payment_method,
    use_bonuses: options.bonusesAllowed ? values.use_bonuses : 0,
    products,
  };
}
