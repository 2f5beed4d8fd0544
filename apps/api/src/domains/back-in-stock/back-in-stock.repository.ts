import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifyRequests, productPrices, products } from '../../db/schema/index.ts';

export interface VariantOfPublishedProduct {
  id: number;
  productId: number;
  quantity: number;
}

/** Variants of a published product, in the shop's order. */
export function variantsOfProduct(db: DbOrTx, productId: number): Promise<VariantOfPublishedProduct[]> {
  return db
    .select({ id: productPrices.id, productId: productPrices.productId, quantity: productPrices.quantity })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(and(eq(productPrices.productId, productId), eq(products.published, true)))
    .orderBy(asc(productPrices.sort), asc(productPrices.size), asc(productPrices.id));
}

export async function findVariant(db: DbOrTx, productPriceId: number): Promise<VariantOfPublishedProduct | undefined> {
  const [row] = await db
    .select({ id: productPrices.id, productId: productPrices.productId, quantity: productPrices.quantity })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(and(eq(productPrices.id, productPriceId), eq(products.published, true)))
    .limit(1);
  return row;
}

/** Stores a request unless the same address already waits for this variant; true when a row was added. */
export async function insertOpenRequest(db: DbOrTx, values: typeof notifyRequests.$inferInsert): Promise<boolean> {
  const rows = await db.insert(notifyRequests).values(values).onConflictDoNothing().returning({ id: notifyRequests.id });
  return rows.length > 0;
}
