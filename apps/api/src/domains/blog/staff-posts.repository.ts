import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images, newsCategories, newsPosts, products, users, type NewsKind } from '../../db/schema/index.ts';

/** Queries of the back office's blog posts screen (issue 29, screen 6); every function takes `db | tx`. */

export type PostRow = typeof newsPosts.$inferSelect;
export type PostValues = Omit<typeof newsPosts.$inferInsert, 'id' | 'searchText' | 'version' | 'updatedAt'>;
export type ImageRow = typeof images.$inferSelect;

export interface PostFilter {
  q?: string;
  kind?: NewsKind;
  published?: boolean;
}
export type PostSort = 'id' | 'title' | 'published_at' | 'updated_at';

const SORT_EXPR = {
  id: newsPosts.id,
  title: newsPosts.titleRu,
  published_at: newsPosts.publishedAt,
  updated_at: newsPosts.updatedAt,
} as const;

function conditionsOf(filter: PostFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    // Folded like the stored search text (shop_fold: case, ё/е, і/и, ґ/г; no % or _ survives it), so either language's spelling finds it.
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${newsPosts.searchText} like '%' || shop_fold(${filter.q}) || '%' or ${newsPosts.slug} ilike ${like})`);
  }
  if (filter.kind) conditions.push(eq(newsPosts.kind, filter.kind));
  if (filter.published !== undefined) conditions.push(eq(newsPosts.published, filter.published));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of posts of every kind, unpublished ones too, with the total. */
export async function listPosts(db: DbOrTx, filter: PostFilter, sort: { by: PostSort; dir: 'asc' | 'desc' }, page: { limit: number; offset: number }) {
  const where = conditionsOf(filter);
  const order = sort.dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: newsPosts.id,
        kind: newsPosts.kind,
        slug: newsPosts.slug,
        titleRu: newsPosts.titleRu,
        titleUk: newsPosts.titleUk,
        published: newsPosts.published,
        publishedAt: newsPosts.publishedAt,
        updatedAt: newsPosts.updatedAt,
      })
      .from(newsPosts)
      .where(where)
      .orderBy(order(SORT_EXPR[sort.by]), order(newsPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(newsPosts).where(where),
  ]);
  return { rows, total };
}

export async function findPost(db: DbOrTx, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
  return row;
}

export async function lockPost(tx: DbOrTx, id: number): Promise<PostRow | undefined> {
  const [row] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for('update');
  return row;
}

export async function insertPost(tx: DbOrTx, values: PostValues): Promise<PostRow> {
  const [row] = await tx.insert(newsPosts).values(values).returning();
  return row;
}

/** Writes the form and moves the version and the change time. */
export async function updatePost(tx: DbOrTx, id: number, values: PostValues): Promise<PostRow> {
  const [row] = await tx
    .update(newsPosts)
    .set({ ...values, version: sql`${newsPosts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(newsPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(newsPosts).where(eq(newsPosts.id, id));
}

export async function findImage(db: DbOrTx, id: number): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row;
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: newsCategories.id, kind: newsCategories.kind }).from(newsCategories).where(eq(newsCategories.id, id));
  return row;
}

export function listAllCategories(db: DbOrTx) {
  return db
    .select({ id: newsCategories.id, kind: newsCategories.kind, titleRu: newsCategories.titleRu, titleUk: newsCategories.titleUk })
    .from(newsCategories)
    .orderBy(asc(newsCategories.kind), asc(newsCategories.sort), asc(newsCategories.id));
}

/** Which of `ids` are products (a product block must name one). */
export async function existingProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** A staff account's role and state, for the preview's check at the moment it is read. */
export async function staffAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select({ staffRole: users.staffRole, status: users.status }).from(users).where(eq(users.id, userId));
  return row;
}
