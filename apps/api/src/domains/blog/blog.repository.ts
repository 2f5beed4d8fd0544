import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { images, newsCategories, newsPosts, type NewsKind } from '../../db/schema/index.ts';
import { imageJson } from '../catalog/catalog.public.ts';

const image = alias(images, 'post_image');

const summaryColumns = {
  id: newsPosts.id,
  kind: newsPosts.kind,
  slug: newsPosts.slug,
  titleRu: newsPosts.titleRu,
  titleUk: newsPosts.titleUk,
  excerptRu: newsPosts.excerptRu,
  excerptUk: newsPosts.excerptUk,
  videoUrl: newsPosts.videoUrl,
  videoType: newsPosts.videoType,
  publishedAt: newsPosts.publishedAt,
  categoryId: newsCategories.id,
  categorySlug: newsCategories.slug,
  categoryTitleRu: newsCategories.titleRu,
  categoryTitleUk: newsCategories.titleUk,
  image: imageJson(image),
};

function visible(kind: NewsKind) {
  return and(eq(newsPosts.kind, kind), eq(newsPosts.published, true));
}

export async function findCategory(db: DbOrTx, kind: NewsKind, slug: string) {
  const [row] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(and(eq(newsCategories.kind, kind), eq(newsCategories.slug, slug)))
    .limit(1);
  return row;
}

/** One page of a kind's published posts, newest first, with the total. */
export async function listPosts(db: DbOrTx, kind: NewsKind, options: { categoryId?: number; limit: number; offset: number }) {
  const where = options.categoryId ? and(visible(kind), eq(newsPosts.categoryId, options.categoryId)) : visible(kind);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(newsPosts)
      .leftJoin(image, eq(image.id, newsPosts.imageId))
      .leftJoin(newsCategories, eq(newsCategories.id, newsPosts.categoryId))
      .where(where)
      .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(newsPosts).where(where),
  ]);
  return { rows, total };
}

/** A published post by its slug; `unpublished` also finds a draft (a staff preview, staff-preview.ts). */
export async function findPost(db: DbOrTx, kind: NewsKind, slug: string, options: { unpublished?: boolean } = {}) {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyRu: newsPosts.bodyRu,
      bodyUk: newsPosts.bodyUk,
      blocksRu: newsPosts.blocksRu,
      blocksUk: newsPosts.blocksUk,
      updatedAt: newsPosts.updatedAt,
    })
    .from(newsPosts)
    .leftJoin(image, eq(image.id, newsPosts.imageId))
    .leftJoin(newsCategories, eq(newsCategories.id, newsPosts.categoryId))
    .where(and(options.unpublished ? eq(newsPosts.kind, kind) : visible(kind), eq(newsPosts.slug, slug)))
    .limit(1);
  return row;
}

/** The newest posts of a kind, leaving one post out (the one being read). */
export function listFresh(db: DbOrTx, kind: NewsKind, limit: number, exceptId?: number) {
  return db
    .select(summaryColumns)
    .from(newsPosts)
    .leftJoin(image, eq(image.id, newsPosts.imageId))
    .leftJoin(newsCategories, eq(newsCategories.id, newsPosts.categoryId))
    .where(exceptId ? and(visible(kind), ne(newsPosts.id, exceptId)) : visible(kind))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(limit);
}

/** Categories of a kind with their published post counts (empty categories included, count 0). */
export function listCategories(db: DbOrTx, kind: NewsKind) {
  return db
    .select({
      id: newsCategories.id,
      kind: newsCategories.kind,
      slug: newsCategories.slug,
      titleRu: newsCategories.titleRu,
      titleUk: newsCategories.titleUk,
      postsCount: sql<number>`(select count(*)::int from ${newsPosts} p where p.category_id = "news_categories"."id" and p.published)`,
    })
    .from(newsCategories)
    .where(eq(newsCategories.kind, kind))
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
}

export type PostSummaryRow = Awaited<ReturnType<typeof listFresh>>[number];

/** Every published post's kind, slug and last change, for the sitemap. */
export function listForSitemap(db: DbOrTx) {
  return db
    .select({ kind: newsPosts.kind, slug: newsPosts.slug, updatedAt: newsPosts.updatedAt })
    .from(newsPosts)
    .where(eq(newsPosts.published, true))
    .orderBy(asc(newsPosts.kind), asc(newsPosts.id));
}
