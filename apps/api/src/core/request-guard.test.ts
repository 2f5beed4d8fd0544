import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueIp } from '../domains/auth/auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = { email: 'regular@demo.procosmetics.ua', password: 'Demo12345!' };

function postLogin(headers: Record<string, string>, payload: string | object = login) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'x-forwarded-for': uniqueIp(), ...headers }, payload });
}

describe('state-changing API routes', () => {
  it('refuse a form-encoded or text/plain sign-in with 415 (login CSRF through a plain form)', async () => {
    const form = await postLogin(
      { 'content-type': 'application/x-www-form-urlencoded' },
      `email=${encodeURIComponent(login.email)}&password=${encodeURIComponent(login.password)}`,
    );
    expect(form.statusCode).toBe(415);
    expect(form.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    const text = await postLogin({ 'content-type': 'text/plain' }, JSON.stringify(login));
    expect(text.statusCode).toBe(415);
  });

  it('refuse cross-site requests by Sec-Fetch-Site and by Origin with 403', async () => {
    const bySite = await postLogin({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(bySite.statusCode).toBe(403);
    expect(bySite.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    expect((await postLogin({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await postLogin({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await postLogin({ origin: 'null' })).statusCode).toBe(403);
    const review = await t.app.inject({ method: 'POST', url: '/api/v1/products/feedbacks', headers: { origin: 'https://evil.example', 'x-localization': 'ua' }, payload: {} });
    expect(review.statusCode).toBe(403);
    expect(review.json()).toEqual({ message: 'Доступ до сторінки чи ресурсу заборонено' });
  });

  it('take the shop’s own pages and callers without browser headers', async () => {
    expect((await postLogin({ 'sec-fetch-site': 'same-origin', origin: t.deps.config.publicOrigin })).statusCode).toBe(200);
    expect((await postLogin({ origin: t.deps.config.publicOrigin })).statusCode).toBe(200);
    expect((await postLogin({ origin: 'http://shop.local:4501', host: 'shop.local:4501' })).statusCode).toBe(200);
    expect((await postLogin({})).statusCode).toBe(200);
    // Reading stays open to other sites (the catalogue is public).
    expect((await t.app.inject({ url: '/api/v1/header_messages', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
  });

  it('refuse a JSON body over the API limit with 413', async () => {
    const res = await postLogin({ 'content-type': 'application/json' }, JSON.stringify({ ...login, pad: 'x'.repeat(100 * 1024) }));
    expect(res.statusCode).toBe(413);
  });
});

describe('the 422 for unknown keys', () => {
  it('names at most a few plain keys and never echoes the input', async () => {
    const payload: Record<string, string> = { ...login };
    for (let i = 0; i < 2000; i++) payload[`key_${i}_${'z'.repeat(10)}`] = 'v';
    payload['<script>alert(1)</script>'] = 'v';
    const body = JSON.stringify(payload);
    expect(body.length).toBeLessThan(64 * 1024);
    const res = await postLogin({ 'content-type': 'application/json' }, body);
    expect(res.statusCode).toBe(422);
    const fields = Object.keys(res.json().errors);
    expect(fields).toEqual(['key_0_zzzzzzzzzz', 'key_1_zzzzzzzzzz', 'key_2_zzzzzzzzzz', '_']);
    expect(res.body).not.toContain('<script>');
    expect(res.body.length).toBeLessThan(500);
  });

  it('still names a single unknown field', async () => {
    const res = await postLogin({}, { ...login, admin: true });
    expect(res.json().errors).toEqual({ admin: ['Неизвестное поле'] });
  });
});
