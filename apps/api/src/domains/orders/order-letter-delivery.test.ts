import type { OrderDetail } from '@shop/contracts/orders';
import { describe, expect, it } from 'vitest';
import { orderLetter } from './order-letters.ts';

/** The letter's delivery line follows the one delivery rule (docs/orders.md "Delivery cost"), in both languages. */
const order = (delivery: Pick<OrderDetail, 'delivery_charge' | 'delivery_price'>): OrderDetail => ({
  number: '4821-7730',
  created_at: '2026-11-28T10:00:00.000Z',
  status: 'new',
  status_title: '',
  payment_method: 'cash',
  payment_status: 'not_paid',
  payment_title: '',
  total: 900 + (delivery.delivery_charge === 'fixed' ? delivery.delivery_price : 0),
  goods_total: 900,
  discount_total: 0,
  bonuses_spent: 0,
  ...delivery,
  delivery: { method: 'Нова Пошта: відділення', city: 'Київ', warehouse: 'Відділення №1', address: null, waybill: null },
  can_pay: false,
  can_cancel: true,
  can_invoice: false,
  products: [],
  name: 'Олена',
  phone: '+380671234567',
  email: 'olena@example.com',
  comment: '',
  no_call: false,
  quick_order: false,
  history: [],
});

const letterText = (o: OrderDetail, lang: 'ru' | 'ua') => orderLetter('placed', 'olena@example.com', { order: o, lang, novaPoshta: true, pageUrl: 'https://shop.test/order/4821-7730/' }).text;

describe('the delivery line of an order letter', () => {
  it('names the carrier’s rates with the free-delivery threshold below it', () => {
    expect(letterText(order({ delivery_charge: 'carrier_rates', delivery_price: 0 }), 'ru')).toMatch(/Доставка: по тарифам перевозчика, бесплатно от 2\s000 грн/);
    expect(letterText(order({ delivery_charge: 'carrier_rates', delivery_price: 0 }), 'ua')).toMatch(/Доставка: за тарифами перевізника, безкоштовно від 2\s000 грн/);
  });

  it('says free from the threshold and the courier’s price when there is one', () => {
    expect(letterText(order({ delivery_charge: 'free', delivery_price: 0 }), 'ru')).toContain('Доставка: бесплатно');
    expect(letterText(order({ delivery_charge: 'fixed', delivery_price: 150 }), 'ua')).toContain('Доставка: 150 грн');
  });
});
