import type { ApiLanguage } from '@shop/contracts/i18n';
import type { BlogCategory, BlogListQuery, BlogPost, BlogPostSummary } from '@shop/contracts/blog';
import type { ContentBlock } from '@shop/contracts/content-blocks';
import { NEWS_PAGE_SLUGS } from '@shop/contracts/home';
import type { ApiDeps } from '../../deps.ts';
import type { NewsKind } from '../../db/schema/index.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { offsetOf, toPage, type Page } from '../../core/pagination.ts';
import { toImage } from '../catalog/product-summary.mapper.ts';
import { sanitizeBlocks } from '../content/content-blocks.ts';
import * as repo from './blog.repository.ts';

/** Posts of the same kind shown under a post. */
const RELATED_LIMIT = 4;

function toSummary(row: repo.PostSummaryRow, lang: ApiLanguage): BlogPostSummary {
  return {
    id: row.id,
    kind: row.kind,
    pageSlug: NEWS_PAGE_SLUGS[row.kind],
    slug: row.slug,
    title: pick(row, 'title', lang),
    excerpt: pick(row, 'excerpt', lang),
    image: toImage(row.image),
    category:
      row.categoryId && row.categorySlug
        ? { id: row.categoryId, slug: row.categorySlug, title: pick(row, 'categoryTitle', lang)! }
        : null,
    video: row.videoUrl ? { url: row.videoUrl, type: row.videoType ?? 'default' } : null,
    publishedAt: new Date(row.publishedAt).toISOString(),
  };
}

/** A kind's list, 12 per page; an unknown category is an empty list rather than an error. */
export async function listPosts(
  { database }: ApiDeps,
  kind: NewsKind,
  query: BlogListQuery,
  url: string,
  lang: ApiLanguage,
): Promise<Page<BlogPostSummary>> {
  const db = database.db;
  let categoryId: number | undefined;
  if (query.category) {
    const category = await repo.findCategory(db, kind, query.category);
    if (!category) return toPage([], 0, query.page, query.per_page, url);
    categoryId = category.id;
  }
  const { rows, total } = await repo.listPosts(db, kind, { categoryId, limit: query.per_page, offset: offsetOf(query.page, query.per_page) });
  return toPage(
    rows.map((r) => toSummary(r, lang)),
    total,
    query.page,
    query.per_page,
    url,
  );
}

/** A post by its slug; `unpublished` (a staff preview) also finds a draft. Unknown slug → 404. */
export async function getPost({ database }: ApiDeps, kind: NewsKind, slug: string, lang: ApiLanguage, options: { unpublished?: boolean } = {}): Promise<BlogPost> {
  const db = database.db;
  const row = await repo.findPost(db, kind, slug, options);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  const stored = pick(row, 'blocks', lang) ?? [];
  // Posts written before blocks existed keep their HTML body; it becomes one description block.
  const body = pick(row, 'body', lang);
  const blocks: ContentBlock[] = stored.length ? stored : body ? [{ type: 'description', html: body }] : [];
  const related = await repo.listFresh(db, kind, RELATED_LIMIT, row.id);
  return {
    ...toSummary(row, lang),
    updatedAt: new Date(row.updatedAt).toISOString(),
    blocks: sanitizeBlocks(blocks),
    related: related.map((r) => toSummary(r, lang)),
  };
}

export async function freshPosts({ database }: ApiDeps, kind: NewsKind, limit: number, lang: ApiLanguage): Promise<BlogPostSummary[]> {
  const rows = await repo.listFresh(database.db, kind, limit);
  return rows.map((r) => toSummary(r, lang));
}

export async function categories({ database }: ApiDeps, kind: NewsKind, lang: ApiLanguage): Promise<BlogCategory[]> {
  const rows = await repo.listCategories(database.db, kind);
  return rows.map((r) => ({ id: r.id, kind: r.kind, slug: r.slug, title: pick(r, 'title', lang), postsCount: Number(r.postsCount) }));
}
