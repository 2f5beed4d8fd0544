import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { favourites } from '../../db/schema/favourites.ts';

export async function listFavouriteIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => r.productId);
}

export async function countFavourites(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
  return Number(row?.n ?? 0);
}

export async function isPublishedProduct(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  return Boolean(row);
}

/** Adds a favourite; false when it was already there. */
export async function addFavourite(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .insert(favourites)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: favourites.productId });
  return rows.length === 1;
}

export async function removeFavourite(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}
