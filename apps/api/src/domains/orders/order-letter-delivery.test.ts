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

describe('the letter of an order of seminar tickets and webinars alone', () => {
  const events = (status: OrderDetail['status'], payment_status: OrderDetail['payment_status']): OrderDetail => ({
    ...order({ delivery_charge: 'free', delivery_price: 0 }),
    status,
    payment_status,
    payment_method: 'liqpay',
    delivery: { method: 'Без доставки', city: null, warehouse: null, address: null, waybill: null },
    products: [
      { id: 7, product_price_id: 7, type: 'ticket', title: 'Пилинги на практике', value: '12 декабря, Киев', count: 1, price: 900, total: 900 } as OrderDetail['products'][number],
    ],
  });
  const letter = (kind: 'placed' | 'confirmed' | 'paid', o: OrderDetail, lang: 'ru' | 'ua') =>
    orderLetter(kind, 'olena@example.com', { order: o, lang, novaPoshta: false, pageUrl: 'https://shop.test/order/4821-7730/' });

  it('speaks of no packing, sending or delivery, in either language, in text or HTML', () => {
    for (const lang of ['ru', 'ua'] as const) {
      for (const [kind, o] of [
        ['placed', events('new', 'pending')],
        ['confirmed', events('awaiting_payment', 'pending')],
        ['confirmed', events('confirmed', 'not_paid')],
        ['paid', events('paid', 'paid')],
      ] as const) {
        const { text, html } = letter(kind, o, lang);
        for (const body of [text, html]) expect(body).not.toMatch(/собер|отправ|достав|зберем|відправ|доставк|товар/i);
      }
    }
    // A ticket alone names its seat and no webinar; a webinar alone the platform and no seminar.
    expect(letter('paid', events('paid', 'paid'), 'ru').text).toContain('место на семинаре за вами');
    expect(letter('paid', events('paid', 'paid'), 'ru').text).not.toMatch(/вебинар/);
    const webinar = events('paid', 'paid');
    webinar.products = [{ ...webinar.products[0], type: 'webinar', title: 'Пилинги', value: 'Вебинар' }];
    expect(letter('paid', webinar, 'ua').text).toContain('вебінар уже відкрито для вас на платформі');
    expect(letter('paid', webinar, 'ua').text).not.toMatch(/семінар/);
    expect(letter('confirmed', events('awaiting_payment', 'pending'), 'ua').text).toContain('щойно ми отримаємо оплату');
  });

  it('still tells a mixed order of goods and a ticket that it will be packed and sent', () => {
    const mixed = events('paid', 'paid');
    mixed.products = [...mixed.products, { ...mixed.products[0], type: 'product', title: 'Крем' }];
    expect(letter('paid', mixed, 'ru').text).toContain('Соберём и отправим');
  });
});
