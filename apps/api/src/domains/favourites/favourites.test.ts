import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, signIn } from '../auth/auth.test-support.ts';

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await createTestApp({ products: 8 });
  productIds = (await t.deps.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((p) => p.id);
});
afterAll(() => t?.close());

const list = (token: string) => t.app.inject({ url: '/api/v1/favorites', headers: bearer(token) });
const add = (token: string, payload: object, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: '/api/v1/favorites', payload, headers: { ...bearer(token), 'x-localization': lang } });
const remove = (token: string, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/v1/favorites/${id}`, headers: bearer(token) });

describe('favourites', () => {
  it('adds (idempotent), lists and removes', async () => {
    const { accessToken } = await registerUser(t);
    expect((await list(accessToken)).json()).toEqual({ data: [] });
    const first = await add(accessToken, { productId: productIds[0] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { productId: productIds[0] } });
    expect((await add(accessToken, { productId: productIds[0] })).statusCode).toBe(200);
    await add(accessToken, { productId: productIds[1] });
    const listed = (await list(accessToken)).json().data.map((f: { productId: number }) => f.productId);
    expect(listed.sort()).toEqual([productIds[0], productIds[1]].sort());
    expect(listed).toHaveLength(2);

    expect((await remove(accessToken, productIds[0])).json()).toEqual({ data: { productId: productIds[0] } });
    expect((await remove(accessToken, productIds[0])).statusCode).toBe(200);
    expect((await list(accessToken)).json().data).toEqual([{ productId: productIds[1] }]);
  });

  it('answers 404 for a product that does not exist or is hidden, and refuses bad input', async () => {
    const { accessToken } = await registerUser(t);
    const missing = await add(accessToken, { productId: 999_999 }, 'ua');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Товар не знайдено');

    await t.deps.database.db.update(products).set({ published: false }).where(eq(products.id, productIds[7]));
    expect((await add(accessToken, { productId: productIds[7] })).statusCode).toBe(404);

    expect((await add(accessToken, { productId: 'abc' })).statusCode).toBe(422);
    expect((await add(accessToken, { productId: 1, extra: true })).statusCode).toBe(422);
    expect((await remove(accessToken, 'abc')).statusCode).toBe(400);
    expect((await list(accessToken)).json().data).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/v1/favorites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/favorites', payload: { productId: productIds[0] } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/favorites/${productIds[0]}` })).statusCode).toBe(401);
  });

  it('keeps each user’s favourites apart', async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    await add(alice.accessToken, { productId: productIds[2] });
    await add(bob.accessToken, { productId: productIds[3] });
    // Bob deleting Alice's product id only touches Bob's list.
    await remove(bob.accessToken, productIds[2]);
    expect((await list(alice.accessToken)).json().data).toEqual([{ productId: productIds[2] }]);
    expect((await list(bob.accessToken)).json().data).toEqual([{ productId: productIds[3] }]);
  });

  it('lists the seeded favourites of the regular demo account', async () => {
    const { accessToken } = await signIn(t, 'regular@demo.procosmetics.ua');
    expect((await list(accessToken)).json().data).toHaveLength(3);
  });
});

describe('the cards of favourites show the signed-in user’s prices', () => {
  it('sets the price audience from the token: retail, professional with discount, distributor, client', async () => {
    const productId = productIds[4];
    const [variant] = await t.deps.database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, productId))
      .orderBy(asc(productPrices.id));
    const grn = (kopecks: number) => Math.round(kopecks / 100);
    const priceFor = async (email?: string) => {
      const headers = email ? bearer((await signIn(t, email)).accessToken) : {};
      const res = await t.app.inject({ url: `/api/v1/products?ids=${productId}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      const card = res.json().data[0];
      return card.productPrices.find((p: { id: number }) => p.id === variant.id).price as number;
    };

    expect(await priceFor()).toBe(grn(variant.retailPrice));
    expect(await priceFor('regular@demo.procosmetics.ua')).toBe(grn(variant.retailPrice));
    expect(await priceFor('professional@demo.procosmetics.ua')).toBe(grn(Math.round((variant.professionalPrice * 93) / 100)));
    expect(await priceFor('distributor@demo.procosmetics.ua')).toBe(grn(variant.distributorPrice));
    expect(await priceFor('manager@demo.procosmetics.ua')).toBe(grn(variant.distributorPrice));
    expect(await priceFor('authorised@demo.procosmetics.ua')).toBe(grn(variant.clientPrice));
  });
});
