import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { requestShopOrigin, shopOrigins, wwwTwin } from '../../core/shop-origins.ts';
import { decodeLiqpayData } from '../../providers/payments/liqpay-signature.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { numberOf } from '../orders/orders.test-support.ts';
import { insertTestOrder } from './payments.test-support.ts';

/**
 * A shop opened at another of its own addresses (127.0.0.1 where PUBLIC_ORIGIN says localhost, www.
 * where it says the bare domain) pays from there: the page's `form-action 'self'` lets the form post
 * only to its own origin, and the visitor cookie lives there. An address that is not the shop's
 * gets PUBLIC_ORIGIN, whatever its Host or Origin header says.
 */

describe('the shop’s origins', () => {
  it('knows PUBLIC_ORIGIN, its www twin, ALLOWED_ORIGINS and, outside production, the loopback names', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '4100', PUBLIC_ORIGIN: 'https://procosmetics.ua', ALLOWED_ORIGINS: 'https://shop.example.ua, https://b.example.ua/' });
    expect([...shopOrigins(config)].sort()).toEqual(
      [
        'https://procosmetics.ua',
        'https://www.procosmetics.ua',
        'https://shop.example.ua',
        'https://b.example.ua',
        'http://localhost:4100',
        'http://127.0.0.1:4100',
        'http://[::1]:4100',
      ].sort(),
    );
    expect(wwwTwin('https://www.procosmetics.ua')).toBe('https://procosmetics.ua');
    expect(wwwTwin('http://127.0.0.1:3000')).toBeNull();
  });

  it('keeps loopback addresses out of production and refuses an ALLOWED_ORIGINS entry that is not an origin', () => {
    const production = { ...loadConfig({ NODE_ENV: 'test', PORT: '4100', PUBLIC_ORIGIN: 'https://procosmetics.ua' }), env: 'production' as const };
    expect(shopOrigins(production).has('http://127.0.0.1:4100')).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: 'https://shop.ua/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: 'javascript:alert(1)' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('reads the request’s origin only when it is one of the shop’s', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '4100', PUBLIC_ORIGIN: 'https://procosmetics.ua' });
    const request = (headers: Record<string, string>, host = 'procosmetics.ua', protocol = 'https' as const) => ({ headers, host, protocol });
    expect(requestShopOrigin(request({ origin: 'https://www.procosmetics.ua' }), config)).toBe('https://www.procosmetics.ua');
    expect(requestShopOrigin(request({}, 'www.procosmetics.ua'), config)).toBe('https://www.procosmetics.ua');
    expect(requestShopOrigin(request({}, '127.0.0.1:4100', 'http' as never), config)).toBe('http://127.0.0.1:4100');
    for (const [headers, host] of [
      [{ origin: 'https://evil.example' }, 'procosmetics.ua'],
      [{}, 'evil.example'],
      [{}, 'procosmetics.ua.evil.example'],
      [{ origin: 'null' }, 'evil.example'],
      [{}, '127.0.0.1:9999'],
    ] as const) {
      expect(requestShopOrigin(request(headers, host), config), JSON.stringify([headers, host])).toBe('https://procosmetics.ua');
    }
  });
});

describe('the payment form on the shopper’s own origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 2 });
  });
  afterAll(() => t?.close());

  const port = () => t.deps.config.port;
  async function payAgain(headers: Record<string, string>) {
    const visitor = `origin${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const orderId = await insertTestOrder(t, { ownerKey: `v:${visitor}`, paymentStatus: 'failed' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction',
      headers: { 'x-user-hash': visitor, 'sec-fetch-site': 'same-origin', ...headers },
      payload: { order_number: await numberOf(t.deps, orderId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json().data as { action: string; data: string };
    const params = decodeLiqpayData(form.data) ?? {};
    return { action: form.action, resultUrl: String(params.result_url), serverUrl: String(params.server_url) };
  }

  it('posts to the sandbox and comes back on 127.0.0.1 when the page is there', async () => {
    const origin = `http://127.0.0.1:${port()}`;
    const form = await payAgain({ origin, host: `127.0.0.1:${port()}` });
    expect(form.action).toBe(`${origin}/api/v1/payments/liqpay/sandbox`);
    expect(form.resultUrl.startsWith(`${origin}/api/v1/payments/liqpay/return?`)).toBe(true);
    // LiqPay's servers call back the public origin, whichever page the shopper paid from.
    expect(form.serverUrl).toBe(`${t.deps.config.publicOrigin}/api/v1/payments/liqpay/callback`);
  });

  it('stays on PUBLIC_ORIGIN for a Host or Origin that is not the shop’s', async () => {
    const strangers: Array<Record<string, string>> = [{ origin: 'https://evil.example', host: 'evil.example' }, { host: 'evil.example' }, { origin: `http://127.0.0.1:${port() + 1}` }];
    for (const headers of strangers) {
      const form = await payAgain(headers);
      expect(form.action, JSON.stringify(headers)).toBe(`${t.deps.config.publicOrigin}/api/v1/payments/liqpay/sandbox`);
      expect(form.resultUrl.startsWith(`${t.deps.config.publicOrigin}/`), JSON.stringify(headers)).toBe(true);
    }
  });
});
