import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { decodeLiqpayData, isLiqpaySignatureValid, liqpaySignature, signLiqpayParams } from './liqpay-signature.ts';
import { fromLiqpayAmount, LIQPAY_CHECKOUT_URL, LiqpayPaymentProvider, liqpayOutcome, orderIdOfAttempt } from './liqpay.ts';
import { LOCAL_LIQPAY_PATH, LocalLiqpayPaymentProvider } from './local-liqpay.ts';
import { createPaymentProvider } from './payment-providers.ts';

// LiqPay's own documented example (its API docs and SDK READMEs): these keys, data and signature.
const DOC_PRIVATE_KEY = 'a4825234f4bae72a0be04eafe9e8e2bada209255';
const DOC_DATA =
  'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6IjMiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzIiwiY3VycmVuY3kiOiJVQUgiLCJkZXNjcmlwdGlvbiI6InRlc3QiLCJvcmRlcl9pZCI6IjAwMDAwMSJ9';
const DOC_SIGNATURE = 'wR+UZDC4jjeL/qUOvIsofIWpZh8=';

const checkout = {
  orderId: 42,
  amount: 123_400,
  description: 'Замовлення №42',
  language: 'ru' as const,
  resultUrl: 'https://shop.test/buy-flow/order/',
  serverUrl: 'https://shop.test/api/v1/payments/liqpay/callback',
};

describe('LiqPay signature', () => {
  it("matches LiqPay's documented example", () => {
    expect(liqpaySignature(DOC_PRIVATE_KEY, DOC_DATA)).toBe(DOC_SIGNATURE);
    expect(isLiqpaySignatureValid(DOC_PRIVATE_KEY, DOC_DATA, DOC_SIGNATURE)).toBe(true);
    expect(decodeLiqpayData(DOC_DATA)).toEqual({
      public_key: 'i00000000',
      version: '3',
      action: 'pay',
      amount: '3',
      currency: 'UAH',
      description: 'test',
      order_id: '000001',
    });
  });

  it('round-trips and refuses a changed data, signature or key', () => {
    const signed = signLiqpayParams('secret', { amount: 5, description: 'Оплата' });
    expect(isLiqpaySignatureValid('secret', signed.data, signed.signature)).toBe(true);
    expect(decodeLiqpayData(signed.data)).toEqual({ amount: 5, description: 'Оплата' });
    expect(isLiqpaySignatureValid('other', signed.data, signed.signature)).toBe(false);
    expect(isLiqpaySignatureValid('secret', `${signed.data}A`, signed.signature)).toBe(false);
    expect(isLiqpaySignatureValid('secret', signed.data, '')).toBe(false);
    expect(decodeLiqpayData('not base64!')).toBeNull();
    expect(decodeLiqpayData(Buffer.from('[1]').toString('base64'))).toBeNull();
  });
});

describe('LiqPay driver', () => {
  const driver = new LiqpayPaymentProvider({ publicKey: 'i00000000', privateKey: DOC_PRIVATE_KEY });

  it("builds the form of LiqPay's checkout", () => {
    const form = driver.checkoutForm(checkout);
    expect(form.action).toBe(LIQPAY_CHECKOUT_URL);
    expect(isLiqpaySignatureValid(DOC_PRIVATE_KEY, form.data, form.signature)).toBe(true);
    const params = decodeLiqpayData(form.data);
    expect(params).toMatchObject({
      version: 3,
      public_key: 'i00000000',
      action: 'pay',
      amount: 1234,
      currency: 'UAH',
      description: 'Замовлення №42',
      language: 'uk',
      result_url: checkout.resultUrl,
      server_url: checkout.serverUrl,
    });
    expect(params).not.toHaveProperty('sandbox');
    expect(orderIdOfAttempt(params?.order_id)).toBe(42);
    // Each attempt is a new LiqPay order id.
    expect(decodeLiqpayData(driver.checkoutForm(checkout).data)?.order_id).not.toBe(params?.order_id);
    const sandboxed = new LiqpayPaymentProvider({ publicKey: 'i1', privateKey: 'k', sandbox: true });
    expect(decodeLiqpayData(sandboxed.checkoutForm({ ...checkout, amount: 1_050 }).data)).toMatchObject({ sandbox: 1, amount: 10.5 });
  });

  it('reads a signed callback and refuses a forged one', () => {
    const { data, signature } = signLiqpayParams(DOC_PRIVATE_KEY, {
      public_key: 'i00000000',
      payment_id: 1_234_567,
      status: 'success',
      order_id: '42-lx1abc',
      amount: 1234,
      currency: 'UAH',
    });
    expect(driver.verifyCallback(data, signature)).toMatchObject({
      orderId: 42,
      providerPaymentId: '1234567',
      status: 'success',
      outcome: 'succeeded',
      amount: 123_400,
      currency: 'UAH',
    });
    expect(driver.verifyCallback(data, liqpaySignature('wrong', data))).toBeNull();
    const otherMerchant = signLiqpayParams(DOC_PRIVATE_KEY, { public_key: 'i999', status: 'success', order_id: '42-a' });
    expect(driver.verifyCallback(otherMerchant.data, otherMerchant.signature)).toBeNull();
  });

  it('maps statuses, amounts and attempt ids', () => {
    const outcome = (status: string) => liqpayOutcome(status, false);
    expect(['success', 'sandbox'].map(outcome)).toEqual(['succeeded', 'pending']);
    expect(liqpayOutcome('sandbox', true)).toBe('succeeded');
    expect(['failure', 'error'].map(outcome)).toEqual(['failed', 'failed']);
    expect(outcome('reversed')).toBe('refunded');
    expect(['processing', 'wait_secure', 'wait_accept', '3ds_verify', 'hold_wait', 'anything'].map(outcome)).toEqual(
      Array(6).fill('pending'),
    );
    expect([fromLiqpayAmount(12.34), fromLiqpayAmount('12.3'), fromLiqpayAmount(0.1 + 0.2), fromLiqpayAmount('1e3'), fromLiqpayAmount(-1)]).toEqual([
      1234, 1230, 30, null, null,
    ]);
    expect([orderIdOfAttempt('7-abc'), orderIdOfAttempt('7'), orderIdOfAttempt('07-a'), orderIdOfAttempt('99999999999-a'), orderIdOfAttempt(7)]).toEqual([
      7, null, null, null, null,
    ]);
  });
});

describe('payment driver choice', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liqpay-'));

  it('uses LiqPay with both keys, else the local sandbox signed with a key of this install', () => {
    const real = createPaymentProvider(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LIQPAY_PUBLIC_KEY: 'i1', LIQPAY_PRIVATE_KEY: 'k' }));
    expect(real.kind).toBe('liqpay');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_ORIGIN: 'http://shop.test', LIQPAY_PUBLIC_KEY: 'i1' });
    const local = createPaymentProvider(config);
    expect(local).toBeInstanceOf(LocalLiqpayPaymentProvider);
    const form = local.checkoutForm(checkout);
    expect(form.action).toBe(`http://shop.test${LOCAL_LIQPAY_PATH}`);
    expect(fs.readFileSync(path.join(dataDir, 'secrets', 'local-liqpay.key'), 'utf8').trim()).not.toBe('');
    const sandbox = local as LocalLiqpayPaymentProvider;
    expect(sandbox.readCheckout(form.data, form.signature)).toMatchObject({ action: 'pay', amount: 1234 });
    expect(sandbox.readCheckout(form.data, liqpaySignature('k', form.data))).toBeNull();
    const callback = sandbox.signCallback({ status: 'sandbox', order_id: '42-a', payment_id: 'local-1', amount: 1234, currency: 'UAH' });
    expect(local.verifyCallback(callback.data, callback.signature)).toMatchObject({ orderId: 42, outcome: 'succeeded' });
  });

  it('never takes a payment with the local driver in production', () => {
    const local = new LocalLiqpayPaymentProvider({ publicOrigin: 'https://shop.test', production: true }, () => new Uint8Array([1, 2, 3]));
    expect(() => local.checkoutForm(checkout)).toThrow(/production/);
  });
});
