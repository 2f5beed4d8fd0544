import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
let hiddenVariant: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ products: 8 });
  fx = await insertCatalogFixtures(t.deps);
  const [hidden] = await t.deps.database.db.select({ id: productPrices.id }).from(productPrices).where(eq(productPrices.productId, fx.hidden));
  hiddenVariant = hidden.id;
  for (const role of ['professional', 'distributor', 'manager', 'authorised', 'regular']) {
    tokens[role] = (await signIn(t, `${role}@demo.procosmetics.ua`)).accessToken;
  }
});
afterAll(() => t?.close());

const get = (query: string, role?: string) =>
  t.app.inject({ url: `/api/v1/basket/products?${query}`, headers: role ? bearer(tokens[role]) : {} });

interface Line {
  id: number;
  type: string;
  select_count: number;
  select_type: { id: number; price: number; quantity: number };
  selectType: { id: number };
  productPrices: Array<{ id: number }>;
  client_with_code_price: { price: number } | null;
  analytics: { item_id: string; price: number };
}

describe('GET /v1/basket/products', () => {
  it('answers a product line per variant, in the order asked, leaving out unknown and unpublished ones', async () => {
    const res = await get(`ids[]=${fx.roseCream.medium}&ids[]=${fx.outletMask.only}&ids[]=${hiddenVariant}&ids[]=999999&ids[]=${fx.roseCream.medium}&client_price=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines: Line[] = res.json().data;
    expect(lines.map((l) => [l.id, l.select_type.id])).toEqual([
      [fx.roseCream.id, fx.roseCream.medium],
      [fx.outletMask.id, fx.outletMask.only],
    ]);
    const [cream] = lines;
    expect(cream).toMatchObject({ type: 'product', select_count: 1, client_with_code_price: null, selectType: { id: fx.roseCream.medium } });
    expect(cream.select_type).toMatchObject({ price: 1800, quantity: 2, value: '100 мл', article: 'FX-CR-100' });
    expect(cream.analytics).toMatchObject({ item_id: 'FX-CR-100', price: 1800 });
    expect(cream.productPrices).toHaveLength(3);
  });

  it('prices by the caller and gives the client price only to professionals and distributors who ask', async () => {
    const priceOf = async (role: string | undefined, flag: 0 | 1) => {
      const res = await get(`ids=${fx.roseCream.medium}&client_price=${flag}`, role);
      expect(res.statusCode, res.body).toBe(200);
      const [line] = res.json().data as Line[];
      return { price: line.select_type.price, client: line.client_with_code_price };
    };
    // Retail 1800, professional 1440 less the demo professional's 7 %, distributor 1080, client 1620.
    expect(await priceOf(undefined, 1)).toEqual({ price: 1800, client: null });
    expect(await priceOf('regular', 1)).toEqual({ price: 1800, client: null });
    expect(await priceOf('professional', 0)).toEqual({ price: 1339, client: null });
    expect(await priceOf('professional', 1)).toEqual({ price: 1339, client: { price: 1620 } });
    expect(await priceOf('distributor', 1)).toEqual({ price: 1080, client: { price: 1620 } });
    expect(await priceOf('manager', 1)).toEqual({ price: 1080, client: { price: 1620 } });
    expect(await priceOf('authorised', 1)).toEqual({ price: 1620, client: null });
  });

  it('answers an empty list without ids, and 400 for ids that are not ids or too many', async () => {
    expect((await get('')).json()).toEqual({ data: [] });
    expect((await get('ids[]=abc')).statusCode).toBe(400);
    expect((await get('ids[]=-1')).statusCode).toBe(400);
    expect((await get('ids[]=2147483648')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `ids[]=${i + 1}`).join('&');
    expect((await get(many)).statusCode).toBe(400);
    // A nonsense flag is no flag.
    expect((await get(`ids=${fx.roseCream.medium}&client_price=yes`, 'professional')).json().data[0].client_with_code_price).toBeNull();
  });
});
