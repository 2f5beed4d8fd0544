import { describe, expect, it } from 'vitest';
import { novaPoshtaTrackingUrl } from './nova-poshta-tracking.ts';
import { paymentTone, statusTone } from './order-tones.ts';

describe('Nova Poshta tracking link', () => {
  it('links a waybill number to Nova Poshta’s tracking page', () => {
    expect(novaPoshtaTrackingUrl('20450123456789')).toBe('https://novaposhta.ua/tracking/?cargo_number=20450123456789');
    expect(novaPoshtaTrackingUrl('2045 0123 4567 89')).toBe('https://novaposhta.ua/tracking/?cargo_number=20450123456789');
  });

  it('gives no link for what is not a waybill number', () => {
    expect(novaPoshtaTrackingUrl(null)).toBeNull();
    expect(novaPoshtaTrackingUrl('')).toBeNull();
    expect(novaPoshtaTrackingUrl('12345')).toBeNull();
    expect(novaPoshtaTrackingUrl('2045<script>')).toBeNull();
  });
});

describe('order state colours', () => {
  it('tells done, stopped, waiting and moving states apart', () => {
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('cancelled')).toBe('stopped');
    expect(statusTone('awaiting_payment')).toBe('waiting');
    expect(statusTone('shipped')).toBe('progress');
  });

  it('marks an unpaid card order as waiting, an unpaid cash order as normal', () => {
    expect(paymentTone('not_paid', 'liqpay')).toBe('waiting');
    expect(paymentTone('not_paid', 'cash')).toBe('progress');
    expect(paymentTone('paid', 'liqpay')).toBe('done');
    expect(paymentTone('failed', 'liqpay')).toBe('stopped');
  });
});
