import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../../deps.ts';
import { brands, productPrices, products } from '../../db/schema/catalog.ts';
import { promoRuleItems, promoRules } from '../../db/schema/checkout.ts';
import { orders } from '../../db/schema/orders.ts';
import type { TestApp } from '../../test/test-app.ts';
import { uniqueEmail, uniqueIp, uniquePhone } from '../auth/auth.test-support.ts';
import { localDirectoryData } from '../../providers/nova-poshta/local-nova-poshta.ts';
import { kindOf } from '../../providers/nova-poshta/nova-poshta-wire.ts';

/**
 * Checkout tests make their own products (one variant each, known prices in kopecks and stock), so
 * each test owns what it buys and the demo catalogue's random prices never matter.
 */
export interface TestVariant {
  productId: number;
  priceId: number;
  brandId: number;
}

/** The test brand of each database: the files of a worker share this module, each its own database. */
const brandOf = new WeakMap<object, number>();
let sequence = 0;

async function testBrand(deps: ApiDeps): Promise<number> {
  const known = brandOf.get(deps.database.db);
  if (known !== undefined) return known;
  const [row] = await deps.database.db
    .insert(brands)
    .values({ slug: `fx-checkout-${randomUUID().slice(0, 8)}`, titleRu: 'Чекаут', titleUk: 'Чекаут' })
    .returning({ id: brands.id });
  brandOf.set(deps.database.db, row.id);
  return row.id;
}

export async function addVariant(
  deps: ApiDeps,
  options: {
    quantity: number;
    retail?: number;
    oldRetail?: number | null;
    professional?: number;
    distributor?: number;
    client?: number;
    published?: boolean;
    hasDuplicate?: boolean;
    brandId?: number;
    title?: string;
    /** Another variant of this product instead of a new product. */
    of?: TestVariant;
  },
): Promise<TestVariant> {
  const db = deps.database.db;
  const brand = options.brandId ?? (await testBrand(deps));
  const n = ++sequence;
  const tag = `${n}-${randomUUID().slice(0, 6)}`;
  const [product] = options.of
    ? [{ id: options.of.productId }]
    : await db
        .insert(products)
        .values({
          slug: `fx-checkout-${tag}`,
          brandId: brand,
          titleRu: options.title ?? `Крем для чекаута ${n}`,
          titleUk: options.title ?? `Крем для чекаута ${n}`,
          published: options.published ?? true,
          hasDuplicate: options.hasDuplicate ?? false,
        })
        .returning({ id: products.id });
  const [price] = await db
    .insert(productPrices)
    .values({
      productId: product.id,
      valueRu: '50 мл',
      valueUk: '50 мл',
      size: 50,
      article: `FX-CO-${tag}`,
      quantity: options.quantity,
      retailPrice: options.retail ?? 100_000,
      oldRetailPrice: options.oldRetail ?? null,
      professionalPrice: options.professional ?? 80_000,
      distributorPrice: options.distributor ?? 60_000,
      clientPrice: options.client ?? 90_000,
    })
    .returning({ id: productPrices.id });
  return { productId: product.id, priceId: price.id, brandId: options.of?.brandId ?? brand };
}

/** Only these sample and gift rules are active (the demo seed's are switched off). */
export async function useOnlyRules(
  deps: ApiDeps,
  rules: Array<{ kind: 'sample' | 'gift'; minTotal: number; maxCount: number; items: TestVariant[]; brandId?: number }>,
): Promise<number[]> {
  const db = deps.database.db;
  await db.update(promoRules).set({ active: false });
  const ids: number[] = [];
  for (const rule of rules) {
    const [row] = await db
      .insert(promoRules)
      .values({
        kind: rule.kind,
        titleRu: rule.kind === 'sample' ? 'Пробники на выбор' : 'Подарок к заказу',
        titleUk: rule.kind === 'sample' ? 'Пробники на вибір' : 'Подарунок до замовлення',
        minTotal: rule.minTotal,
        maxCount: rule.maxCount,
        brandId: rule.brandId ?? null,
      })
      .returning({ id: promoRules.id });
    await db.insert(promoRuleItems).values(rule.items.map((item) => ({ ruleId: row.id, productPriceId: item.priceId })));
    ids.push(row.id);
  }
  return ids;
}

export const line = (v: TestVariant, count = 1, type = 'product') => ({ id: v.productId, product_price_id: v.priceId, count, type });

export async function stockOf(deps: ApiDeps, v: TestVariant): Promise<number> {
  const [row] = await deps.database.db.select({ quantity: productPrices.quantity }).from(productPrices).where(eq(productPrices.id, v.priceId));
  return row.quantity;
}

export async function stocksOf(deps: ApiDeps, variants: TestVariant[]): Promise<number[]> {
  const rows = await deps.database.db
    .select({ id: productPrices.id, quantity: productPrices.quantity })
    .from(productPrices)
    .where(inArray(productPrices.id, variants.map((v) => v.priceId)));
  return variants.map((v) => rows.find((r) => r.id === v.priceId)?.quantity ?? -1);
}

export async function orderCount(deps: ApiDeps): Promise<number> {
  const [row] = await deps.database.db.select({ n: count() }).from(orders);
  return Number(row.n);
}

/** A guest's headers: a visitor id of its own (X-User-Hash) and a client address. */
export function guestHeaders(visitor = randomUUID().replaceAll('-', '')): Record<string, string> {
  return { 'x-user-hash': visitor, 'x-forwarded-for': uniqueIp() };
}

export const newKey = () => `key-${randomUUID()}`;

export function postStore(t: TestApp, payload: unknown, headers: Record<string, string>, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout/store',
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });
}

/**
 * A full order for pickup paid in cash: the fewest fields a valid order has. Each has a phone and
 * an e-mail of its own, as each test buyer is someone else (the per-phone and per-e-mail limits).
 */
export function pickupOrder(products: unknown[], extra: Record<string, unknown> = {}) {
  return {
    name: 'Олена',
    second_name: 'Коваленко',
    phone: uniquePhone(),
    email: uniqueEmail('olena'),
    delivery_method_id: 5,
    payment_method: 'cash',
    products,
    ...extra,
  };
}

/** Towns and branches of the local Nova Poshta directory, as the order form names them. */
export function novaPoshtaPlaces() {
  const data = localDirectoryData();
  const town = (name: string) => data.cities.find((c) => c.Description === name)!;
  const branchOf = (city: { Ref: string }) => data.warehouses.find((w) => w.CityRef === city.Ref && kindOf(w) === 'branch' && w.WarehouseStatus === 'Working')!;
  const kyiv = town('Київ');
  const odesa = town('Одеса');
  const lviv = town('Львів');
  const place = (city: { Ref: string; Description: string }, warehouse?: { Ref: string; Description: string }) => ({
    city: { ref: city.Ref, name: city.Description },
    ...(warehouse ? { warehouse: { ref: warehouse.Ref, name: warehouse.Description } } : {}),
  });
  return { kyiv, odesa, lviv, kyivBranch: branchOf(kyiv), odesaBranch: branchOf(odesa), place };
}
