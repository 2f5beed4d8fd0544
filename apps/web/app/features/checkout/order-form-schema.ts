import { fullOrderBody, paymentMethod, type PaymentMethod } from '@shop/contracts/checkout';
import { type DeliveryType, deliveryNeeds } from '@shop/contracts/delivery-rules';
import { z } from 'zod';

export { paymentMethodsFor } from './payment-rules.ts';

/**
 * The order form's rules: the contract's `fullOrderBody` (what `checkout/store` accepts) without the
 * lines, which come from the basket, and with the delivery fields required as the chosen method
 * needs them (`deliveryNeeds`). The schema is built for the method chosen, so that every missing
 * field is named at once on submit, contact details and delivery alike.
 */

const base = fullOrderBody.omit({ products: true, quick_order: true });

/** A town or department picked from the list: a name typed but not picked has no ref. */
const picked = z.strictObject({
  ref: z.string().trim().min(1, { error: 'validation.required' }).max(64),
  name: z.string().trim().min(1, { error: 'validation.required' }).max(300),
});

const requiredAddress = z.string().trim().min(1, { error: 'validation.required', abort: true }).min(5).max(300);

export function orderFormSchema(type: DeliveryType | null, payments: readonly PaymentMethod[]) {
  const needs = type ? deliveryNeeds(type) : { city: false, warehouse: false, address: false };
  return base.extend({
    city: needs.city ? picked : picked.optional(),
    warehouse: needs.warehouse ? picked : picked.optional(),
    address: needs.address ? requiredAddress : base.shape.address,
    payment_method: paymentMethod.refine((method) => payments.includes(method), { error: 'validation.invalid' }),
  });
}

export type OrderFormValues = z.input<ReturnType<typeof orderFormSchema>>;
export type OrderFormOutput = z.output<ReturnType<typeof orderFormSchema>>;
