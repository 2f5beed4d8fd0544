import { ordersList, type StaffOrder, staffOrdersList } from '@shop/contracts/orders';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compiledSerializerCompiler, compileWriter } from './compiled-serializer.ts';

const line = {
  id: 12,
  product_price_id: 34,
  type: 'product',
  title: 'Крем "нічний" \\ 50 мл',
  slug: 'krem-nichnyi',
  value: '50 мл',
  article: 'A-1',
  image: { url: '/media/1.webp', width: 600, height: 600, widths: [300, 600], color: '#eee', storage_key: 'private/1' },
  count: 2,
  price: 450,
  total: 900,
  cost_price: 120,
};

const order: StaffOrder & { password_hash: string } = {
  number: 'K7M2Q9XH4TBW',
  created_at: '2026-11-29T10:00:00.000Z',
  status: 'delivered',
  status_title: 'Доставлено',
  payment_method: 'cash',
  payment_status: 'paid',
  payment_title: 'Оплачено',
  total: 900,
  goods_total: 900,
  discount_total: 0,
  bonuses_spent: 0,
  delivery_price: 0,
  delivery_charge: 'free',
  delivery: { method: 'Нова пошта', city: null, warehouse: 'Відділення 1', address: null, waybill: null },
  can_pay: false,
  can_cancel: false,
  can_invoice: false,
  products: [line, { ...line, id: null, slug: null, image: null }],
  name: 'Олена',
  phone: '+380671234567',
  email: null,
  comment: '',
  no_call: false,
  quick_order: false,
  history: [],
  id: 5,
  user_id: null,
  lang: 'ua',
  bonuses_earned: 27,
  payment_deadline: null,
  refund_due: false,
  version: 3,
  delivery_method_id: 1,
  actions: ['refund'],
  password_hash: 'secret',
};

const page = {
  data: [order],
  meta: { current_page: 1, last_page: 1, per_page: 15, total: 1, next_cursor: null, total_capped: false, sql: 'select …' },
  links: { next: null, prev: null },
  debug: { took: 3 },
};

const zodWrite = (schema: typeof staffOrdersList | typeof ordersList) => serializerCompiler({ schema, method: 'GET', url: '/t' }) as (data: unknown) => string;

describe('the compiled response serializer', () => {
  it('writes what the zod serializer writes, byte for byte, unknown keys dropped at every depth', () => {
    const written = compileWriter(staffOrdersList)(page);
    expect(written).toBe(zodWrite(staffOrdersList)(page));
    for (const leaked of ['password_hash', 'storage_key', 'cost_price', 'sql', 'debug', 'secret']) expect(written).not.toContain(leaked);
    const shopperPage = { ...page, data: [order], meta: { ...page.meta, total_capped: undefined } };
    const shopperWritten = compileWriter(ordersList)(shopperPage);
    expect(shopperWritten).toBe(zodWrite(ordersList)(shopperPage));
    // The shopper's list has no staff fields even when the row carries them.
    for (const staffOnly of ['"id":5', 'user_id', 'refund_due', 'actions', 'total_capped']) expect(shopperWritten).not.toContain(staffOnly);
  });

  it('refuses an answer that lacks a required property instead of writing a shorter one', () => {
    const { links: _links, ...withoutLinks } = page;
    expect(() => compileWriter(staffOrdersList)(withoutLinks)).toThrow();
  });

  it('checks with zod as well in the test mode: a value outside the contract is an error there', () => {
    const checked = compiledSerializerCompiler({ checkWithZod: true })({ schema: staffOrdersList, method: 'GET', url: '/t', httpStatus: '200' }) as (data: unknown) => string;
    expect(checked(page)).toBe(compileWriter(staffOrdersList)(page));
    expect(() => checked({ ...page, data: [{ ...order, status: 'lost' }] })).toThrow();
  });
});
