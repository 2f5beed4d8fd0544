import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, uniqueIp } from '../auth/auth.test-support.ts';
import { EVENTS_PER_ADDRESS, EVENTS_PER_VISITOR } from './analytics.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());

const visitor = () => randomUUID().replaceAll('-', '');
const event = (overrides: Record<string, unknown> = {}, payload: Record<string, unknown> = {}) => ({
  eventTypeKey: 'AddToCart',
  payload: { product_id: 12, product_price_id: 34, count: 2, value: 1500, currency: 'UAH', ...payload },
  ...overrides,
});
const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/event', payload: body as object, headers: { 'x-forwarded-for': uniqueIp(), 'x-user-hash': visitor(), ...headers } });
const rowsOf = (visitorId: string) => t.deps.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));

describe('POST /v1/event', () => {
  it('stores a guest’s event with the visitor id, the value in kopecks, and answers 202', async () => {
    const id = visitor();
    const res = await send(event({ eventTypeKey: 'AddToCartShop' }), { 'x-user-hash': id });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: true } });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ eventType: 'AddToCartShop', userId: null, productId: 12, productPriceId: 34, count: 2, value: 150_000, currency: 'UAH' });
  });

  it('records the signed-in user beside the visitor id', async () => {
    const user = await registerUser(t);
    const id = visitor();
    expect((await send(event({ eventTypeKey: 'RemoveFromCart' }), { ...bearer(user.accessToken), 'x-user-hash': id })).statusCode).toBe(202);
    expect((await rowsOf(id))[0]).toMatchObject({ eventType: 'RemoveFromCart', userId: user.id });
  });

  it('refuses anything but the contract with per-field 422, storing nothing', async () => {
    const id = visitor();
    const bad: Array<[unknown, string]> = [
      [event({ eventTypeKey: 'Purchase' }), 'eventTypeKey'],
      [event({ eventTypeKey: undefined }), 'eventTypeKey'],
      [event({ extra: 1 }), 'extra'],
      [event({}, { currency: 'USD' }), 'payload.currency'],
      [event({}, { count: 0 }), 'payload.count'],
      [event({}, { count: '2' }), 'payload.count'],
      [event({}, { value: -1 }), 'payload.value'],
      [event({}, { value: 10.5 }), 'payload.value'],
      [event({}, { product_id: 2_147_483_648 }), 'payload.product_id'],
      [event({}, { product_price_id: null }), 'payload.product_price_id'],
      [event({}, { title: '<script>' }), 'payload.title'],
      [{ eventTypeKey: 'AddToCart' }, 'payload'],
    ];
    for (const [body, field] of bad) {
      const res = await send(body, { 'x-user-hash': id, 'x-localization': 'ua' });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it('is refused from another site', async () => {
    const res = await send(event(), { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('limits events per visitor and per address with 429 and Retry-After', async () => {
    const id = visitor();
    const ip = uniqueIp();
    for (let i = 0; i < EVENTS_PER_VISITOR.max; i++) expect((await send(event(), { 'x-user-hash': id, 'x-forwarded-for': ip })).statusCode).toBe(202);
    const refused = await send(event(), { 'x-user-hash': id, 'x-forwarded-for': uniqueIp() });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(id)).toHaveLength(EVENTS_PER_VISITOR.max);

    // A client that changes its visitor id on every call is still one address.
    for (let i = EVENTS_PER_VISITOR.max; i < EVENTS_PER_ADDRESS.max; i++) {
      expect((await send(event(), { 'x-forwarded-for': ip })).statusCode).toBe(202);
    }
    expect((await send(event(), { 'x-forwarded-for': ip })).statusCode).toBe(429);
    expect((await send(event())).statusCode).toBe(202);
  });
});
