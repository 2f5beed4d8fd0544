import type { DeliveryType } from '@shop/contracts/delivery';
import { describe, expect, it } from 'vitest';
import { formFieldOfApiError } from './order-form-fields.ts';
import { orderFormSchema, paymentMethodsFor } from './order-form-schema.ts';
import { orderPayload } from './order-payload.ts';

const contact = { name: 'Олена', second_name: 'Коваленко', phone: '+380671234567', email: 'olena@example.com' };
const kyiv = { ref: 'e0d2b778-c27c-5d6d-b360-affd18007476', name: 'Київ' };
const branch = { ref: '3bb6e8d7-9ee8-58fa-8cdc-b3d78824bb81', name: 'Відділення №1: вул. Хрещатик, 131' };
const base = { ...contact, delivery_method_id: 1, payment_method: 'cash' as const, no_call: false, use_bonuses: 0, address: '', comment: '' };
const lines = [{ id: 1, product_price_id: 11, count: 2, type: 'product' as const }];

function failedFields(type: DeliveryType, values: Record<string, unknown>, payments = paymentMethodsFor(null, type)): string[] {
  const result = orderFormSchema(type, payments).safeParse(values);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
}

describe('the order form per delivery type', () => {
  it('asks a Nova Poshta branch or locker for a town and a department picked from the lists', () => {
    const card = { ...base, payment_method: 'liqpay' as const };
    for (const type of ['nova_poshta_branch', 'nova_poshta_locker'] as const) {
      expect(failedFields(type, card)).toEqual(['city', 'warehouse']);
      expect(failedFields(type, { ...card, city: kyiv })).toEqual(['warehouse']);
      expect(failedFields(type, { ...card, city: kyiv, warehouse: branch })).toEqual([]);
      // A town typed but not picked has no ref.
      expect(failedFields(type, { ...card, city: { ref: '', name: 'Київ' }, warehouse: branch })).toEqual(['city.ref']);
    }
  });

  it('asks Nova Poshta’s courier for a town and a street address', () => {
    expect(failedFields('nova_poshta_courier', base)).toEqual(['address', 'city']);
    expect(failedFields('nova_poshta_courier', { ...base, city: kyiv, address: 'вул. Січових Стрільців, 12, кв. 3' })).toEqual([]);
  });

  it('asks the shop’s courier for an address only, and pickup for nothing', () => {
    expect(failedFields('courier', base)).toEqual(['address']);
    expect(failedFields('courier', { ...base, address: 'вул. Січових Стрільців, 12' })).toEqual([]);
    expect(failedFields('pickup', base)).toEqual([]);
  });

  it('names every missing contact field together with the delivery ones', () => {
    const empty = { ...base, name: '', second_name: '', phone: '+380', email: '' };
    expect(failedFields('nova_poshta_branch', empty)).toEqual(['city', 'email', 'name', 'phone', 'second_name', 'warehouse']);
  });

  it('offers the invoice to professionals and distributors, not their managers', () => {
    const account = (userType: string, isManager = false) => ({ userType, isManager });
    expect(paymentMethodsFor(null, 'pickup')).toEqual(['liqpay', 'cash']);
    expect(paymentMethodsFor(account('regular'), 'pickup')).toEqual(['liqpay', 'cash']);
    expect(paymentMethodsFor(account('professional'), 'pickup')).toEqual(['liqpay', 'cash', 'invoice']);
    expect(paymentMethodsFor(account('distributor'), 'pickup')).toContain('invoice');
    // Only what the shop offers now, in its order.
    expect(paymentMethodsFor(account('professional'), 'pickup', false, ['invoice', 'liqpay'])).toEqual(['invoice', 'liqpay']);
    expect(paymentMethodsFor(null, 'nova_poshta_locker', false, ['cash', 'invoice'])).toEqual([]);
    expect(paymentMethodsFor(account('distributor', true), 'pickup')).not.toContain('invoice');
    expect(failedFields('pickup', { ...base, payment_method: 'invoice' })).toEqual(['payment_method']);
    expect(failedFields('pickup', { ...base, payment_method: 'invoice' }, paymentMethodsFor(account('professional'), 'pickup'))).toEqual([]);
  });

  it('takes no cash for a parcel locker (prepaid parcels only)', () => {
    expect(paymentMethodsFor(null, 'nova_poshta_locker')).toEqual(['liqpay']);
    expect(paymentMethodsFor({ userType: 'professional', isManager: false }, 'nova_poshta_locker')).toEqual(['liqpay', 'invoice']);
    const locker = { ...base, city: kyiv, warehouse: branch };
    expect(failedFields('nova_poshta_locker', locker, paymentMethodsFor(null, 'nova_poshta_locker'))).toEqual(['payment_method']);
  });
});

describe('orderPayload', () => {
  function parsed(type: DeliveryType, values: Record<string, unknown>) {
    const result = orderFormSchema(type, ['liqpay', 'cash', 'invoice']).safeParse(values);
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    return result.data;
  }

  it('sends the town and department of a branch, and no address', () => {
    const values = parsed('nova_poshta_branch', { ...base, city: kyiv, warehouse: branch, address: 'left from courier' });
    const body = orderPayload(values, 'nova_poshta_branch', lines, { bonusesAllowed: false });
    expect(body).toMatchObject({ quick_order: 0, city: kyiv, warehouse: branch, products: lines, payment_method: 'cash' });
    expect(body).not.toHaveProperty('address');
  });

  it('drops a town and department picked before switching to pickup', () => {
    const values = parsed('pickup', { ...base, city: kyiv, warehouse: branch });
    const body = orderPayload(values, 'pickup', lines, { bonusesAllowed: false });
    expect(body).not.toHaveProperty('city');
    expect(body).not.toHaveProperty('warehouse');
  });

  it('sends the courier’s address and the comment trimmed', () => {
    const values = parsed('courier', { ...base, address: '  вул. Січових Стрільців, 12 ', comment: ' після 18:00 ' });
    const body = orderPayload(values, 'courier', lines, { bonusesAllowed: false });
    expect(body.address).toBe('вул. Січових Стрільців, 12');
    expect(body.comment).toBe('після 18:00');
    expect(body).not.toHaveProperty('city');
  });

  it('spends bonuses only when the shopper may', () => {
    const values = parsed('pickup', { ...base, use_bonuses: 120 });
    expect(orderPayload(values, 'pickup', lines, { bonusesAllowed: true }).use_bonuses).toBe(120);
    expect(orderPayload(values, 'pickup', lines, { bonusesAllowed: false }).use_bonuses).toBe(0);
  });

  it('is a body the contract of checkout/store accepts', async () => {
    const { checkoutStoreBody } = await import('@shop/contracts/checkout');
    const values = parsed('nova_poshta_branch', { ...base, city: kyiv, warehouse: branch, no_call: true });
    expect(checkoutStoreBody.safeParse(orderPayload(values, 'nova_poshta_branch', lines, { bonusesAllowed: false })).success).toBe(true);
  });
});

describe('formFieldOfApiError', () => {
  it('puts errors of a town or department part under that field', () => {
    expect(formFieldOfApiError('city.ref')).toBe('city');
    expect(formFieldOfApiError('warehouse.name')).toBe('warehouse');
    expect(formFieldOfApiError('phone')).toBe('phone');
    expect(formFieldOfApiError('products.0.count')).toBeNull();
  });
});
