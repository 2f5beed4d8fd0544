import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('API core', () => {
  it('answers health with the engine in use', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers an unknown API route with a JSON 404 in the asked language', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope', headers: { 'x-localization': 'ua' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Не знайдено' });
  });

  it('sets a one-year visitor cookie when the visitor is new and keeps a given X-User-Hash', async () => {
    const fresh = await t.app.inject({ url: '/api/v1/header_messages' });
    const cookie = fresh.cookies.find((c) => c.name === 'visitor_id');
    expect(cookie?.value).toMatch(/^[a-f0-9]{32}$/);
    expect(cookie?.maxAge).toBe(365 * 24 * 3600);

    const known = await t.app.inject({ url: '/api/v1/header_messages', headers: { 'x-user-hash': 'visitor-12345678' } });
    expect(known.cookies.find((c) => c.name === 'visitor_id')?.value).toBe('visitor-12345678');
  });

  it('rejects malformed JSON with 400 and a message, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/variables',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBeTruthy();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/v1/variables' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/menu-series');
  });
});
