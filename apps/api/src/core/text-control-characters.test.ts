import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { guestHeaders, pickupOrder, postStore } from '../domains/checkout/checkout.test-support.ts';
import { variantsInStock } from '../domains/orders/orders.test-support.ts';
import { uniqueIp } from '../domains/auth/auth.test-support.ts';

/**
 * docs/security.md V5.1: no text of an order or a service form holds control characters or the marks
 * that reorder text (U+200E/F, U+202A–E, U+2066–9); only a comment or a message keeps its line breaks.
 * Refused with 422 and a localised message on the field.
 */
let t: TestApp;
let products: unknown[];
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  const [variant] = await variantsInStock(t.deps, 1);
  products = [{ id: variant.productId, product_price_id: variant.id, count: 1, type: 'product' }];
});
afterAll(async () => t?.close());

const INVALID = { ru: 'Некорректное значение', ua: 'Некоректне значення' };

describe('order texts', () => {
  it('refuses control and direction characters in every text of the full order, field by field', async () => {
    const order = pickupOrder(products, {
      name: 'Оле\u202Eна',
      second_name: 'Ковал\u0007енко',
      address: 'вул. Хрещатик, 22\nкв. 5',
      comment: 'Подзвоніть \u2066після\u2069 18:00',
      city: { ref: 'e71abb60-4b33-11e4-ab6d-005056801329', name: 'Київ\u200F' },
      warehouse: { ref: 'ref\u0085', name: 'Відділення №1\t' + 'Хрещатик' },
    });
    const res = await postStore(t, order, { ...guestHeaders(), 'x-localization': 'ua' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      name: [INVALID.ua],
      second_name: [INVALID.ua],
      address: [INVALID.ua],
      comment: [INVALID.ua],
      'city.name': [INVALID.ua],
      'warehouse.ref': [INVALID.ua],
      'warehouse.name': [INVALID.ua],
    });
  });

  it('keeps the line breaks of a comment, and trims what surrounds a one-line text', async () => {
    const res = await postStore(t, pickupOrder(products, { name: '  Олена  ', comment: 'Подзвоніть\r\nпісля 18:00' }), guestHeaders());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.deps.database.db.select({ name: orders.name, comment: orders.comment }).from(orders).where(eq(orders.number, res.json().data.number));
    expect(row).toEqual({ name: 'Олена', comment: 'Подзвоніть\r\nпісля 18:00' });
  });

  it('refuses a quick order whose phone carries a direction mark', async () => {
    const res = await postStore(t, { quick_order: 1, phone: '+38067123456\u200E7', delivery_method_id: 1, products }, guestHeaders());
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['phone']);
  });
});

describe('service form texts', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': uniqueIp(), 'x-localization': 'ru' } });

  it.each([
    ['/api/v1/store_contact_form', { name: 'Олена\u200F', email: 'olena@example.com', message: 'Чи є шоурум?\u0085' }, ['name', 'message']],
    ['/api/v1/store_feedback_form', { name: '\u001B[31mОлена', email: 'olena@example.com', message: 'Дякую\u202A!' }, ['name', 'message']],
    ['/api/v1/user_requests', { name: 'Олена\nШевчук', name_and_address: 'Салон «Лілія»,\tКиїв', phone: '+380671234567' }, ['name', 'name_and_address']],
    ['/api/v1/messenger_requests', { name: 'Олена', last_name: 'Шев\u202Dчук', phone: '+380671234567', email: 'olena@example.com' }, ['last_name']],
  ] as const)('%s answers 422 on each text with a control or direction character', async (url, payload, fields) => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual(Object.fromEntries(fields.map((field) => [field, [INVALID.ru]])));
  });

  it('keeps the line breaks of a message', async () => {
    const res = await post('/api/v1/store_contact_form', { name: 'Олена', email: 'olena@example.com', message: 'Доброго дня!\nЧи є у вас шоурум?' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
