import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, productPrices, products } from '../db/schema/catalog.ts';
import { promoRuleItems, promoRules } from '../db/schema/checkout.ts';

/** Kopecks. */
const SAMPLES_FROM = 100_000;
const BRAND_SAMPLE_FROM = 150_000;
const GIFT_FROM = 300_000;

/**
 * The demo's sample and gift rules (ARCHITECTURE §4): two samples to pick from four small sizes for
 * a basket from 1000 grn, one sample of the first brand for 1500 grn of that brand, and a gift from
 * 3000 grn. The items are the smallest sizes in stock of different products, so every catalogue the
 * seed makes (40 products in tests, 10,000 in the bench) has them.
 */
export async function seedPromotions(db: Db): Promise<void> {
  const small = await db
    .select({ id: productPrices.id, productId: productPrices.productId, brandId: products.brandId })
    .from(productPrices)
    .innerJoin(products, and(eq(products.id, productPrices.productId), eq(products.published, true)))
    .where(gt(productPrices.quantity, 10))
    .orderBy(asc(productPrices.size), asc(productPrices.retailPrice), asc(productPrices.productId))
    .limit(200);
  const byProduct = new Map<number, (typeof small)[number]>();
  for (const row of small) if (!byProduct.has(row.productId)) byProduct.set(row.productId, row);
  const candidates = [...byProduct.values()];
  if (candidates.length < 5) return;

  const samples = candidates.slice(0, 4);
  const gift = candidates[4];
  const [brand] = await db
    .select({ id: brands.id, titleRu: brands.titleRu, titleUk: brands.titleUk })
    .from(brands)
    .where(sql`${brands.id} = any(${sql.param(candidates.slice(5).map((c) => c.brandId))}::int[])`)
    .orderBy(asc(brands.sort), asc(brands.id))
    .limit(1);
  const brandSamples = brand ? candidates.slice(5).filter((c) => c.brandId === brand.id).slice(0, 2) : [];

  const rules = [
    {
      rule: { kind: 'sample' as const, titleRu: 'Два пробника на выбор к заказу от 1000 грн', titleUk: 'Два пробники на вибір до замовлення від 1000 грн', minTotal: SAMPLES_FROM, maxCount: 2 },
      items: samples,
    },
    {
      rule: { kind: 'gift' as const, titleRu: 'Подарок к заказу от 3000 грн', titleUk: 'Подарунок до замовлення від 3000 грн', minTotal: GIFT_FROM, maxCount: 1 },
      items: [gift],
    },
    ...(brand && brandSamples.length
      ? [
          {
            rule: {
              kind: 'sample' as const,
              titleRu: `Пробник ${brand.titleRu} к заказу ${brand.titleRu} от 1500 грн`,
              titleUk: `Пробник ${brand.titleUk} до замовлення ${brand.titleUk} від 1500 грн`,
              minTotal: BRAND_SAMPLE_FROM,
              brandId: brand.id,
              maxCount: 1,
            },
            items: brandSamples,
          },
        ]
      : []),
  ];
  for (const { rule, items } of rules) {
    const [row] = await db.insert(promoRules).values(rule).returning({ id: promoRules.id });
    await db.insert(promoRuleItems).values(items.map((item) => ({ ruleId: row.id, productPriceId: item.id })));
  }
}
