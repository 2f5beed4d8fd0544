import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productPrices, products } from '../db/schema/catalog.ts';

/** A variant the demo's orders and sales are made of: its prices per audience and the titles an order line keeps. */
export type SeedVariant = Awaited<ReturnType<typeof seedVariantsInStock>>[number];

/**
 * The first variants (by id, so the demo looks the same on every start) with more than `minStock` on
 * the shelf, with what a demo order line copies from them. The demo's order, warehouse and club seeds
 * each build their orders from these.
 */
export function seedVariantsInStock(db: Db, { minStock, limit }: { minStock: number; limit: number }) {
  return db
    .select({
      id: productPrices.id,
      productId: productPrices.productId,
      retail: productPrices.retailPrice,
      client: productPrices.clientPrice,
      distributor: productPrices.distributorPrice,
      valueRu: productPrices.valueRu,
      valueUk: productPrices.valueUk,
      article: productPrices.article,
      titleRu: products.titleRu,
      titleUk: products.titleUk,
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(gt(productPrices.quantity, minStock))
    .orderBy(asc(productPrices.id))
    .limit(limit);
}
