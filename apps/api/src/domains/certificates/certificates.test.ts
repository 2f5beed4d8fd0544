import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

let t: TestApp;
let professional: string;
let distributor: string;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  professional = (await signIn(t, demoEmail('professional'))).accessToken;
  distributor = (await signIn(t, demoEmail('distributor'))).accessToken;
});
afterAll(() => t?.close());

describe('certificates', () => {
  it('gives the demo professional its certificate, as data and as a PDF with Cyrillic embedded', async () => {
    const list = await t.app.inject({ url: '/api/v1/certificates', headers: bearer(professional) });
    expect(list.statusCode, list.body).toBe(200);
    const [certificate] = list.json().data;
    expect(certificate).toMatchObject({ number: 'PC-2026-00017', title: 'Сертифікат', issuedOn: '2026-03-14' });
    const one = await t.app.inject({ url: `/api/v1/certificates/${certificate.id}`, headers: bearer(professional) });
    expect(one.json().data).toEqual(certificate);
    const pdf = await t.app.inject({ url: certificate.pdfUrl, headers: bearer(professional) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('DejaVuSans');
  });

  it('is the owner\'s only: another user gets 404, a guest 401', async () => {
    const [certificate] = (await t.app.inject({ url: '/api/v1/certificates', headers: bearer(professional) })).json().data;
    expect((await t.app.inject({ url: '/api/v1/certificates', headers: bearer(distributor) })).json().data).toEqual([]);
    for (const url of [`/api/v1/certificates/${certificate.id}`, `/api/v1/certificates/${certificate.id}/pdf`]) {
      expect((await t.app.inject({ url, headers: bearer(distributor) })).statusCode).toBe(404);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/v1/certificates/abc', headers: bearer(professional) })).statusCode).toBe(400);
  });
});
