import { describe, expect, it } from 'vitest';
import { TRANSLATIONS_RU as ru } from '@shop/contracts/translations/ru';
import { TRANSLATIONS_UA as ua } from '@shop/contracts/translations/ua';
import { nextStepKey, nextStepOf } from './next-step.ts';

describe('the order page’s next step', () => {
  it('asks a card order to be paid while it can be, and waits for the bank while a payment is open', () => {
    expect(nextStepOf({ status: 'new', payment_method: 'liqpay', payment_status: 'failed', can_pay: true })).toBe('payNow');
    expect(nextStepOf({ status: 'new', payment_method: 'liqpay', payment_status: 'pending', can_pay: false })).toBe('paymentPending');
    expect(nextStepOf({ status: 'new', payment_method: 'cash', payment_status: 'not_paid', can_pay: false })).toBe('new');
  });

  it('follows the order’s state once it has moved on', () => {
    for (const status of ['confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const) {
      expect(nextStepOf({ status, payment_method: 'liqpay', payment_status: 'paid', can_pay: false })).toBe(status);
    }
  });
});

describe('the next step’s words for an order of tickets and webinars alone', () => {
  const lines = (...types: string[]) => types.map((type) => ({ type }));
  it('speaks of the seminar and the platform, not of packing and sending, while goods orders keep theirs', () => {
    expect(nextStepKey('paid', lines('ticket', 'webinar'))).toBe('orderPage.next.events.paid');
    expect(nextStepKey('payNow', lines('webinar', 'webinar'))).toBe('orderPage.next.webinars.payNow');
    expect(nextStepKey('confirmed', lines('ticket'))).toBe('orderPage.next.tickets.confirmed');
    expect(nextStepKey('paid', lines('ticket', 'product'))).toBe('orderPage.next.paid');
    expect(nextStepKey('cancelled', lines('ticket'))).toBe('orderPage.next.cancelled');
  });

  it('has those words in both languages, none of them about parcels or delivery', () => {
    for (const dictionary of [ru, ua]) {
      for (const kind of ['tickets', 'webinars', 'events']) {
        for (const step of ['payNow', 'confirmed', 'paid']) {
          const text = dictionary[`orderPage.next.${kind}.${step}`];
          expect(text).toBeTruthy();
          expect(text).not.toMatch(/собира|збира|посыл|посил|достав|ТТН/i);
          // A ticket alone names no webinar, a webinar alone no seminar.
          if (kind === 'tickets') expect(text).not.toMatch(/вебин|вебін/i);
          if (kind === 'webinars') expect(text).not.toMatch(/семин|семін/i);
        }
      }
    }
  });
});
