import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { insertTestOrder } from './payments.test-support.ts';
import { numberOf } from '../orders/orders.test-support.ts';

let t: TestApp;
const accounts: Record<'professional' | 'distributor' | 'manager' | 'regular', { id: number; token: string }> = {} as never;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
  for (const who of ['professional', 'distributor', 'manager', 'regular'] as const) {
    const { accessToken } = await signIn(t, `${who}@demo.procosmetics.ua`);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(accessToken) });
    accounts[who] = { id: me.json().data.id, token: accessToken };
  }
});
afterAll(() => t?.close());

const ask = (token: string | null, orderNumber: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/invoices', headers: token ? bearer(token) : {}, payload: { order_number: orderNumber } });
const download = (token: string | null, path: string) => t.app.inject({ url: path, headers: token ? bearer(token) : {} });
/** An order of `who`, by its public number (what the invoice routes take). */
const invoiceOrder = async (who: keyof typeof accounts, extra: Parameters<typeof insertTestOrder>[1] | object = {}) =>
  numberOf(t.deps, await insertTestOrder(t, { ownerKey: `u:${accounts[who].id}`, userId: accounts[who].id, paymentMethod: 'invoice', paymentStatus: 'not_paid', ...extra }));

describe('invoices', () => {
  it('gives a professional and a distributor the PDF of their own order paid by invoice', async () => {
    for (const who of ['professional', 'distributor'] as const) {
      const orderId = await invoiceOrder(who);
      const res = await ask(accounts[who].token, orderId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { path: `/api/v1/invoices/${orderId}.pdf` } });
      const pdf = await download(accounts[who].token, res.json().data.path);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderId}.pdf"`);
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The Cyrillic font is embedded (a subset), not left to the reader's fonts.
      expect(pdf.rawPayload.toString('latin1')).toContain('DejaVuSans');
    }
  });

  it('answers 404 for another person’s order and for ids without an invoice', async () => {
    const orderId = await invoiceOrder('distributor');
    expect((await ask(accounts.professional.token, orderId)).statusCode).toBe(404);
    expect((await download(accounts.professional.token, `/api/v1/invoices/${orderId}.pdf`)).statusCode).toBe(404);
    expect((await ask(accounts.professional.token, 'ZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await download(accounts.professional.token, '/api/v1/invoices/ZZZZZZZZZZZZ.pdf')).statusCode).toBe(404);
    // A guest's order is nobody's invoice either.
    const guestOrder = await numberOf(t.deps, await insertTestOrder(t, { ownerKey: 'v:someguest123', paymentMethod: 'invoice' }));
    expect((await ask(accounts.professional.token, guestOrder)).statusCode).toBe(404);
  });

  it('makes no invoice for orders paid otherwise or cancelled (409 to ask, 404 to download)', async () => {
    const byCard = await invoiceOrder('professional', { paymentMethod: 'liqpay', paymentStatus: 'pending' });
    const cancelled = await invoiceOrder('professional', { status: 'cancelled' });
    for (const orderId of [byCard, cancelled]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/invoices', headers: { ...bearer(accounts.professional.token), 'x-localization': 'ua' }, payload: { order_number: orderId } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Рахунок виставляється лише для замовлень з оплатою за рахунком');
      expect((await download(accounts.professional.token, `/api/v1/invoices/${orderId}.pdf`)).statusCode).toBe(404);
    }
  });

  it('is for professionals and distributors only: 403 for others signed in, 401 for guests', async () => {
    const own = await invoiceOrder('regular');
    const managers = await invoiceOrder('manager');
    expect((await ask(accounts.regular.token, own)).statusCode).toBe(403);
    expect((await download(accounts.regular.token, `/api/v1/invoices/${own}.pdf`)).statusCode).toBe(403);
    expect((await ask(accounts.manager.token, managers)).statusCode).toBe(403);
    expect((await download(accounts.manager.token, `/api/v1/invoices/${managers}.pdf`)).statusCode).toBe(403);
    expect((await ask(null, own)).statusCode).toBe(401);
    expect((await download(null, `/api/v1/invoices/${own}.pdf`)).statusCode).toBe(401);
  });

  it('refuses bad numbers: 422 for what is no text, 404 for text that is not the caller’s order number', async () => {
    for (const bad of ['', 0, -5, 1.5, null, 'A'.repeat(41)]) expect((await ask(accounts.professional.token, bad)).statusCode).toBe(422);
    expect((await ask(accounts.professional.token, '1')).statusCode).toBe(404);
    expect((await download(accounts.professional.token, '/api/v1/invoices/abc.pdf')).statusCode).toBe(404);
    expect((await download(accounts.professional.token, '/api/v1/invoices/2147483648.pdf')).statusCode).toBe(404);
    expect((await download(accounts.professional.token, `/api/v1/invoices/${'A'.repeat(41)}.pdf`)).statusCode).toBe(400);
    expect((await download(accounts.professional.token, '/api/v1/invoices/1.txt')).statusCode).toBe(404);
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/v1/invoices/1.pdf', headers: bearer(accounts.professional.token) });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
  });
});
