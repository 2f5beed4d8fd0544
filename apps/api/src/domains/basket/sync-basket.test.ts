import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKET_LINE_TYPES, type BasketLineType } from '@shop/contracts/basket';
import { basketLines, productPrices, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, signIn } from '../auth/auth.test-support.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
let hiddenVariant: number;
beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  fx = await insertCatalogFixtures(t.deps);
  const db = t.deps.database.db;
  [{ id: hiddenVariant }] = await db.select({ id: productPrices.id }).from(productPrices).where(eq(productPrices.productId, fx.hidden));
  // The hasDuplicate toner is out of stock in the fixtures; these tests need some on the shelf.
  await db.update(productPrices).set({ quantity: 10 }).where(eq(productPrices.id, fx.holyToner.only));
});
afterAll(() => t?.close());

interface SentLine {
  id: number;
  product_price_id: number;
  count: number;
  type?: BasketLineType;
}
const sync = (token: string | null, body: unknown, lang = 'ru') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout/sync-basket',
    payload: body as object,
    headers: { ...(token ? bearer(token) : {}), 'x-localization': lang },
  });

/** The answer's lines as [product, variant, count, type]. */
const shape = (lines: Array<{ id: number; select_type: { id: number }; select_count: number; type: string }>) =>
  lines.map((l) => [l.id, l.select_type.id, l.select_count, l.type]);

async function stored(userId: number) {
  const rows = await t.deps.database.db
    .select({ productId: basketLines.productId, productPriceId: basketLines.productPriceId, count: basketLines.count, type: basketLines.type })
    .from(basketLines)
    .where(eq(basketLines.userId, userId))
    .orderBy(asc(basketLines.position));
  return rows.map((r) => [r.productId, r.productPriceId, r.count, r.type]);
}

const cream = (count: number, size: 'small' | 'medium' | 'large' = 'small'): SentLine => ({ id: fx.roseCream.id, product_price_id: fx.roseCream[size], count });
const mask = (count: number): SentLine => ({ id: fx.outletMask.id, product_price_id: fx.outletMask.only, count });
const toner = (count: number): SentLine => ({ id: fx.holyToner.id, product_price_id: fx.holyToner.only, count });

describe('POST /v1/checkout/sync-basket', () => {
  it('is for signed-in users only: a guest gets 401 whatever the body, and nothing is stored', async () => {
    const before = await t.deps.database.db.$count(basketLines);
    expect((await sync(null, { products: [cream(1)] })).statusCode).toBe(401);
    expect((await sync(null, { products: 'nonsense' })).statusCode).toBe(401);
    expect(await t.deps.database.db.$count(basketLines)).toBe(before);
  });

  it('replaces the saved basket with the browser’s lines, at the caller’s prices', async () => {
    const user = await registerUser(t);
    const first = await sync(user.accessToken, { products: [cream(2), mask(1)] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(shape(first.json().data.products)).toEqual([
      [fx.roseCream.id, fx.roseCream.small, 2, 'product'],
      [fx.outletMask.id, fx.outletMask.only, 1, 'product'],
    ]);
    expect(first.json().data.products[0].select_type.price).toBe(1000);
    expect(first.json().data.products[0].client_with_code_price).toBeNull();
    expect(first.json().data.dropped).toEqual([]);
    expect(await stored(user.id)).toEqual([
      [fx.roseCream.id, fx.roseCream.small, 2, 'product'],
      [fx.outletMask.id, fx.outletMask.only, 1, 'product'],
    ]);

    // The 10-second re-sync with nothing changed writes nothing and answers the same.
    const again = await sync(user.accessToken, { products: [cream(2), mask(1)] });
    expect(shape(again.json().data.products)).toEqual(shape(first.json().data.products));

    const replaced = await sync(user.accessToken, { products: [mask(3)], merge: false });
    expect(shape(replaced.json().data.products)).toEqual([[fx.outletMask.id, fx.outletMask.only, 3, 'product']]);
    expect(await stored(user.id)).toEqual([[fx.outletMask.id, fx.outletMask.only, 3, 'product']]);

    expect((await sync(user.accessToken, { products: [] })).json().data).toEqual({ products: [], dropped: [] });
    expect(await stored(user.id)).toEqual([]);
  });

  it('merges the guest basket into the saved one after sign-in: counts added, capped at the stock', async () => {
    const user = await registerUser(t);
    await sync(user.accessToken, { products: [cream(2), mask(1)] });
    const merged = await sync(user.accessToken, { products: [cream(2), cream(1, 'medium'), { ...mask(1), type: 'gift' }], merge: true });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(shape(merged.json().data.products)).toEqual([
      [fx.roseCream.id, fx.roseCream.small, 4, 'product'],
      [fx.outletMask.id, fx.outletMask.only, 1, 'product'],
      [fx.roseCream.id, fx.roseCream.medium, 1, 'product'],
      [fx.outletMask.id, fx.outletMask.only, 1, 'gift'],
    ]);
    // 4 + 3 of a variant with 5 in stock: 5.
    const capped = await sync(user.accessToken, { products: [cream(3)], merge: true });
    expect(shape(capped.json().data.products)[0]).toEqual([fx.roseCream.id, fx.roseCream.small, 5, 'product']);
    expect((await stored(user.id))[0]).toEqual([fx.roseCream.id, fx.roseCream.small, 5, 'product']);
  });

  it('caps counts at the stock on replace too, keeping 1 of a variant out of stock', async () => {
    const user = await registerUser(t);
    const res = await sync(user.accessToken, { products: [cream(50), cream(3, 'large')] });
    expect(shape(res.json().data.products)).toEqual([
      [fx.roseCream.id, fx.roseCream.small, 5, 'product'],
      [fx.roseCream.id, fx.roseCream.large, 1, 'product'],
    ]);
    expect(res.json().data.products[1].select_type.quantity).toBe(0);
  });

  it('keeps lines of a hasDuplicate product apart, on replace and on merge; other identical lines merge', async () => {
    const user = await registerUser(t);
    const res = await sync(user.accessToken, { products: [toner(1), cream(1), toner(2), cream(1)] });
    expect(shape(res.json().data.products)).toEqual([
      [fx.holyToner.id, fx.holyToner.only, 1, 'product'],
      [fx.roseCream.id, fx.roseCream.small, 2, 'product'],
      [fx.holyToner.id, fx.holyToner.only, 2, 'product'],
    ]);
    expect(res.json().data.products[0].hasDuplicate).toBe(true);
    const merged = await sync(user.accessToken, { products: [toner(1)], merge: true });
    expect(shape(merged.json().data.products)).toEqual([
      [fx.holyToner.id, fx.holyToner.only, 1, 'product'],
      [fx.roseCream.id, fx.roseCream.small, 2, 'product'],
      [fx.holyToner.id, fx.holyToner.only, 2, 'product'],
      [fx.holyToner.id, fx.holyToner.only, 1, 'product'],
    ]);
    expect(await stored(user.id)).toHaveLength(4);
  });

  it('drops lines whose product is gone or unpublished or whose variant is not the product’s, and names them', async () => {
    const user = await registerUser(t);
    const res = await sync(
      user.accessToken,
      {
        products: [
          cream(1),
          { id: fx.hidden, product_price_id: hiddenVariant, count: 1 },
          { id: fx.roseCream.id, product_price_id: fx.outletMask.only, count: 1 },
          { id: 999_999, product_price_id: 999_998, count: 1 },
          { id: fx.outletMask.id, product_price_id: 999_997, count: 1 },
        ],
      },
      'ua',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(shape(res.json().data.products)).toEqual([[fx.roseCream.id, fx.roseCream.small, 1, 'product']]);
    expect(res.json().data.dropped).toEqual([
      { id: fx.hidden, product_price_id: hiddenVariant, title: 'Прихований крем', reason: 'product_missing' },
      { id: fx.roseCream.id, product_price_id: fx.outletMask.only, title: 'Зволожувальний крем з трояндою', reason: 'price_missing' },
      { id: 999_999, product_price_id: 999_998, title: '', reason: 'product_missing' },
      { id: fx.outletMask.id, product_price_id: 999_997, title: 'Маска для обличчя', reason: 'price_missing' },
    ]);
    expect(await stored(user.id)).toEqual([[fx.roseCream.id, fx.roseCream.small, 1, 'product']]);
  });

  it('drops saved lines whose product was unpublished since, on the merge after sign-in', async () => {
    const user = await registerUser(t);
    await sync(user.accessToken, { products: [mask(2), cream(1)] });
    const db = t.deps.database.db;
    await db.update(products).set({ published: false }).where(eq(products.id, fx.outletMask.id));
    try {
      const res = await sync(user.accessToken, { products: [], merge: true });
      expect(shape(res.json().data.products)).toEqual([[fx.roseCream.id, fx.roseCream.small, 1, 'product']]);
      expect(res.json().data.dropped).toEqual([{ id: fx.outletMask.id, product_price_id: fx.outletMask.only, title: 'Маска для лица', reason: 'product_missing' }]);
      expect(await stored(user.id)).toEqual([[fx.roseCream.id, fx.roseCream.small, 1, 'product']]);
    } finally {
      await db.update(products).set({ published: true }).where(eq(products.id, fx.outletMask.id));
    }
  });

  it('answers at a professional’s prices with the client price beside them', async () => {
    const { accessToken } = await signIn(t, 'professional@demo.procosmetics.ua');
    const res = await sync(accessToken, { products: [cream(1, 'medium')] });
    expect(res.json().data.products[0].select_type.price).toBe(1339);
    expect(res.json().data.products[0].client_with_code_price).toEqual({ price: 1620 });
    await sync(accessToken, { products: [] });
  });

  it('keeps each user’s basket apart: one user’s sync never shows or touches another’s lines', async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    await sync(alice.accessToken, { products: [cream(2)] });
    const bobs = await sync(bob.accessToken, { products: [mask(1)] });
    expect(shape(bobs.json().data.products)).toEqual([[fx.outletMask.id, fx.outletMask.only, 1, 'product']]);
    // Bob's first sync after sign-in merges with Bob's saved lines only.
    const bobMerged = await sync(bob.accessToken, { products: [], merge: true });
    expect(shape(bobMerged.json().data.products)).toEqual([[fx.outletMask.id, fx.outletMask.only, 1, 'product']]);
    await sync(bob.accessToken, { products: [] });
    expect(await stored(alice.id)).toEqual([[fx.roseCream.id, fx.roseCream.small, 2, 'product']]);
    expect(await stored(bob.id)).toEqual([]);
  });

  it('refuses bad payloads with per-field 422 and stores nothing', async () => {
    const user = await registerUser(t);
    await sync(user.accessToken, { products: [cream(1)] });
    const bad: Array<[unknown, string]> = [
      [{ products: [{ ...cream(1), count: -1 }] }, 'products.0.count'],
      [{ products: [{ ...cream(1), count: 0 }] }, 'products.0.count'],
      [{ products: [{ ...cream(1), count: 1.5 }] }, 'products.0.count'],
      [{ products: [{ ...cream(1), count: '2' }] }, 'products.0.count'],
      [{ products: [{ ...cream(1), product_price_id: 'abc' }] }, 'products.0.product_price_id'],
      [{ products: [{ ...cream(1), id: 2_147_483_648 }] }, 'products.0.id'],
      [{ products: [{ ...cream(1), type: 'bogus' }] }, 'products.0.type'],
      [{ products: [{ ...cream(1), price: 1 }] }, 'products.0.price'],
      [{ products: [cream(1)], merge: 'yes' }, 'merge'],
      [{ products: Array.from({ length: 101 }, () => cream(1)) }, 'products'],
      [{ products: Array.from({ length: 10_000 }, () => cream(1)) }, 'products'],
      [{}, 'products'],
    ];
    for (const [body, field] of bad) {
      const res = await sync(user.accessToken, body, 'ua');
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body).slice(0, 120)).toContain(field);
    }
    expect(await stored(user.id)).toEqual([[fx.roseCream.id, fx.roseCream.small, 1, 'product']]);
  });

  it('refuses a merge that would hold more than 100 lines, keeping the saved basket', async () => {
    const user = await registerUser(t);
    const variants = await t.deps.database.db
      .select({ id: productPrices.id, productId: productPrices.productId })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(eq(products.published, true))
      .orderBy(asc(productPrices.id))
      .limit(40);
    expect(variants.length).toBe(40);
    // Each variant in each of the three kinds of goods is a line of its own: 120 lines (tickets and
    // webinars stay in the browser, decision 0018).
    const goods = BASKET_LINE_TYPES.filter((type) => type !== 'ticket' && type !== 'webinar');
    const all = goods.flatMap((type) => variants.map((v) => ({ id: v.productId, product_price_id: v.id, count: 1, type })));
    const saved = await sync(user.accessToken, { products: all.slice(0, 60) });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await sync(user.accessToken, { products: all.slice(60), merge: true }, 'ua');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ products: ['У кошику може бути не більше 100 позицій'] });
    expect(await stored(user.id)).toHaveLength(60);
  });

  it('keeps no ticket or webinar lines in the server copy: they stay in the browser', async () => {
    const user = await registerUser(t);
    const res = await sync(user.accessToken, {
      products: [mask(1), { id: 7, product_price_id: 7, count: 2, type: 'ticket' }, { id: 3, product_price_id: 3, count: 1, type: 'webinar' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(user.id)).toEqual([[fx.outletMask.id, fx.outletMask.only, 1, 'product']]);
  });

  it('never duplicates lines when one user’s syncs run at once', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sync(user.accessToken, { products: [mask(1)], merge: true })));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // Eight merges of one unit each, one after the other: one line, capped at the 3 in stock.
    expect(await stored(user.id)).toEqual([[fx.outletMask.id, fx.outletMask.only, 3, 'product']]);

    const replaces = await Promise.all([cream(1), cream(2), mask(1), cream(1, 'medium')].map((line) => sync(user.accessToken, { products: [line] })));
    for (const res of replaces) expect(res.statusCode, res.body).toBe(200);
    expect(await stored(user.id)).toHaveLength(1);
  });
});
