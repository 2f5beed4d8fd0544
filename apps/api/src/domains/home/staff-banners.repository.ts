import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners, images } from '../../db/schema/index.ts';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id'>;
export type ImageRow = typeof images.$inferSelect;

/** Every slide, hidden ones too, in the home page's order. */
export async function listAllBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
}

export async function findBanner(db: DbOrTx, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row;
}

export async function lockBanner(tx: DbOrTx, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update').limit(1);
  return row;
}

export async function insertBanner(tx: DbOrTx, values: BannerValues): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning();
  return row;
}

export async function updateBanner(tx: DbOrTx, id: number, values: BannerValues): Promise<BannerRow | undefined> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row;
}

export async function deleteBanner(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

export async function findImages(db: DbOrTx, ids: number[]): Promise<ImageRow[]> {
  if (!ids.length) return [];
  return db.select().from(images).where(inArray(images.id, ids));
}

/** An uploaded banner picture: its files are written first, the row names them (the catalogue's table of pictures). */
export async function insertImage(tx: DbOrTx, values: Omit<typeof images.$inferInsert, 'id'>): Promise<ImageRow> {
  const [row] = await tx.insert(images).values(values).returning();
  return row;
}
