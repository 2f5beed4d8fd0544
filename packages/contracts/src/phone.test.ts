import { describe, expect, it } from 'vitest';
import { registerPayload } from './auth.ts';
import { fullOrderBody, quickOrderBody } from './checkout.ts';
import { orderLookupBody } from './orders.ts';
import { notifyWhenAvailableBody } from './reviews.ts';
import { updateProfilePayload } from './user.ts';
import { applicationFormBody, contactFormBody } from './forms.ts';
import { accountPhoneField, maskUkrainianPhone, optionalUkrainianPhoneField, readUkrainianPhone, ukrainianPhoneField } from './phone.ts';

const SPELLINGS = ['0671234500', '+380671234500', '380671234500', '+38 (067) 123-45-00', '8 067 123 45 00', '067-123-45-00'];
const READ = '+380671234500';

describe('one phone rule', () => {
  it.each(SPELLINGS)('reads %s as +380 and nine digits', (typed) => {
    expect(readUkrainianPhone(typed)).toBe(READ);
    expect(ukrainianPhoneField.parse(typed)).toBe(READ);
    expect(optionalUkrainianPhoneField.parse(typed)).toBe(READ);
    expect(accountPhoneField.parse(typed)).toBe(READ);
  });

  it('keeps another country’s number on an account but not on an order', () => {
    expect(accountPhoneField.parse('+375 (29) 123-45-67')).toBe('+375291234567');
    expect(ukrainianPhoneField.safeParse('+375 (29) 123-45-67').success).toBe(false);
  });

  it('answers an empty field or the bare mask with one "required" message', () => {
    for (const empty of ['', '  ', '+380', '+38']) {
      const result = ukrainianPhoneField.safeParse(empty);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.required']);
    }
    expect(optionalUkrainianPhoneField.parse('+380')).toBeUndefined();
    expect(optionalUkrainianPhoneField.parse('')).toBeUndefined();
  });

  it('answers a wrong number with one "phone" message', () => {
    for (const wrong of ['067123', '+3806712345001', 'phone 067 123 45 00', '+1 (067) 123-45-00']) {
      const result = ukrainianPhoneField.safeParse(wrong);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.phone']);
    }
  });

  it.each(SPELLINGS)('every phone form accepts %s alike', (typed) => {
    expect(contactFormBody.parse({ name: 'Олена', email: 'olena@example.com', phone: typed, message: 'Добрий день' }).phone).toBe(READ);
    expect(applicationFormBody.parse({ name: 'Олена', phone: typed }).phone).toBe(READ);
    expect(quickOrderBody.parse({ phone: typed, quick_order: 1, delivery_method_id: 1, products: [{ id: 1, product_price_id: 1, count: 1 }] }).phone).toBe(READ);
    expect(orderLookupBody.parse({ number: 'ABCDEFGHJKLM', phone: typed }).phone).toBe(READ);
    const order = { name: 'Олена', second_name: 'Коваль', email: 'olena@example.com', delivery_method_id: 1, payment_method: 'liqpay', products: [{ id: 1, product_price_id: 1, count: 1 }] };
    expect(fullOrderBody.parse({ ...order, phone: typed }).phone).toBe(READ);
    const account = { email: 'olena@example.com', password: 'Demo12345!', password_confirmation: 'Demo12345!', name: 'Олена', second_name: 'Коваль', confirm_token: 'x' };
    expect(registerPayload.parse({ ...account, phone: typed }).phone).toBe(READ);
    expect(updateProfilePayload.parse({ phone: typed, confirm_token: 'x' }).phone).toBe(READ);
    expect(notifyWhenAvailableBody.parse({ name: 'Олена', phone: typed, email: 'olena@example.com', city: 'Київ', product_price_id: 1 }).phone).toBe(READ);
  });

  it.each(['', '+380', '+38067'])('every phone form answers %j with one message for the phone', (typed) => {
    const order = { name: 'Олена', second_name: 'Коваль', email: 'olena@example.com', delivery_method_id: 1, payment_method: 'liqpay', products: [{ id: 1, product_price_id: 1, count: 1 }] };
    const forms = [
      quickOrderBody.safeParse({ phone: typed, quick_order: 1, delivery_method_id: 1, products: [{ id: 1, product_price_id: 1, count: 1 }] }),
      fullOrderBody.safeParse({ ...order, phone: typed }),
      applicationFormBody.safeParse({ name: 'Олена', phone: typed }),
      notifyWhenAvailableBody.safeParse({ name: 'Олена', phone: typed, email: 'olena@example.com', city: 'Київ', product_price_id: 1 }),
    ];
    for (const result of forms) expect(result.error?.issues.filter((issue) => issue.path[0] === 'phone')).toHaveLength(1);
  });
});

describe('the +380 mask while typing', () => {
  it.each([
    ['+38 (067) 123-45-67', '+380671234567'],
    ['+380+38 (067) 123-45-67', '+380671234567'],
    ['+3800671234567', '+380671234567'],
    ['067 123 45 67', '+380671234567'],
    ['8 067 123 45 67', '+380671234567'],
    ['+3806', '+3806'],
    ['+38', '+380'],
    ['', '+380'],
    ['+380671234567890', '+380671234567'],
  ])('%s shows as %s', (typed, shown) => {
    expect(maskUkrainianPhone(typed)).toBe(shown);
  });
});
