import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ContentBlock } from '@shop/contracts/content-blocks';
import type { EditableContentBlock } from '@shop/contracts/staff-content-blocks';
import type {
  StaffPost,
  StaffPostCategory,
  StaffPostCreate,
  StaffPostRow,
  StaffPostUpdate,
  StaffPostsQuery,
} from '@shop/contracts/staff-posts';
import type { ApiDeps } from '../../deps.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { offsetOf, toPage, type Page } from '../../core/pagination.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { staffPostMessage } from './staff-posts.messages.ts';
import * as repo from './staff-posts.repository.ts';

/**
 * Blog posts in the back office (issue 29, screen 6). A save names the version the form was loaded
 * at; under the post's row lock a different version is 409 and nothing is written (decisions 0021,
 * 0025). Each change and its audit record are one transaction; after the commit the catalogue
 * version moves, which retires every cached blog answer and cached page (they are keyed by it), so
 * the shop's blog shows the change on its next request.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

const toRow = (row: Awaited<ReturnType<typeof repo.listPosts>>['rows'][number]): StaffPostRow => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title_ru: row.titleRu,
  title_uk: row.titleUk,
  published: row.published,
  published_at: iso(row.publishedAt),
  updated_at: iso(row.updatedAt),
});

function toStaffPost(row: repo.PostRow, image: repo.ImageRow | undefined): StaffPost {
  return {
    id: row.id,
    version: row.version,
    kind: row.kind,
    slug: row.slug,
    title_ru: row.titleRu,
    title_uk: row.titleUk,
    excerpt_ru: row.excerptRu,
    excerpt_uk: row.excerptUk,
    category_id: row.categoryId,
    video_url: row.videoUrl,
    video_type: row.videoType,
    image_id: row.imageId,
    image: image ? { id: image.id, url: `/media/${image.path}`, width: image.width, height: image.height, widths: image.widths } : null,
    blocks_ru: row.blocksRu,
    blocks_uk: row.blocksUk,
    published: row.published,
    published_at: iso(row.publishedAt),
    updated_at: iso(row.updatedAt),
  };
}

async function withImage(deps: ApiDeps, row: repo.PostRow): Promise<StaffPost> {
  return toStaffPost(row, row.imageId ? await repo.findImage(deps.database.db, row.imageId) : undefined);
}

const notFound = (lang: ApiLanguage) => new HttpError(404, staffPostMessage(lang, 'notFound'));

export async function listStaffPosts(deps: ApiDeps, query: StaffPostsQuery, url: string): Promise<Page<StaffPostRow>> {
  const { rows, total } = await repo.listPosts(
    deps.database.db,
    { q: query.q?.trim() || undefined, kind: query.kind, published: query.published },
    { by: query.sort ?? 'published_at', dir: query.order ?? 'desc' },
    { limit: query.per_page, offset: offsetOf(query.page, query.per_page) },
  );
  return toPage(rows.map(toRow), total, query.page, query.per_page, url);
}

export async function getStaffPost(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffPost> {
  const row = await repo.findPost(deps.database.db, id);
  if (!row) throw notFound(lang);
  return withImage(deps, row);
}

export async function listPostCategories(deps: ApiDeps): Promise<StaffPostCategory[]> {
  return (await repo.listAllCategories(deps.database.db)).map((c) => ({ id: c.id, kind: c.kind, title_ru: c.titleRu, title_uk: c.titleUk }));
}

/**
 * References the contract cannot check: the category belongs to the post's kind, the image and the
 * products of product blocks exist, a video link has its type. Each failure is a 422 on its field.
 */
async function checkReferences(deps: ApiDeps, input: StaffPostCreate, lang: ApiLanguage): Promise<void> {
  const db = deps.database.db;
  const errors: Record<string, string[]> = {};
  if (input.category_id !== null) {
    const category = await repo.findCategory(db, input.category_id);
    if (!category) errors.category_id = [staffPostMessage(lang, 'missing')];
    else if (category.kind !== input.kind) errors.category_id = [staffPostMessage(lang, 'categoryKind')];
  }
  if (input.image_id !== null && !(await repo.findImage(db, input.image_id))) errors.image_id = [staffPostMessage(lang, 'missing')];
  if (input.video_url && !input.video_type) errors.video_type = [staffPostMessage(lang, 'videoType')];
  for (const field of ['blocks_ru', 'blocks_uk'] as const) {
    const wanted = input[field].flatMap((block, i) => (block.type === 'product' ? [{ i, id: block.productId }] : []));
    const found = await repo.existingProductIds(db, wanted.map((w) => w.id));
    for (const { i, id } of wanted) if (!found.has(id)) errors[`${field}.${i}.productId`] = [staffPostMessage(lang, 'missing')];
  }
  if (Object.keys(errors).length) throw validationError(lang, errors);
}

/** Blocks are stored in the shop's own shape (contracts/content-blocks.ts); the editable schema is that shape with limits. */
const storedBlocks = (blocks: EditableContentBlock[]): ContentBlock[] => blocks;

/** The row's values from the form; an empty date is "now" for a new post and the stored date for a saved one. */
function valuesOf(input: StaffPostCreate, current?: repo.PostRow): repo.PostValues {
  return {
    kind: input.kind,
    slug: input.slug,
    titleRu: input.title_ru,
    titleUk: input.title_uk,
    excerptRu: input.excerpt_ru,
    excerptUk: input.excerpt_uk,
    categoryId: input.category_id,
    videoUrl: input.video_url,
    videoType: input.video_url ? input.video_type : null,
    imageId: input.image_id,
    blocksRu: storedBlocks(input.blocks_ru),
    blocksUk: storedBlocks(input.blocks_uk),
    published: input.published,
    publishedAt: input.published_at ? new Date(input.published_at) : (current?.publishedAt ?? new Date()),
  };
}

/** What the audit log keeps of a post: its fields, dates as ISO text. */
function snapshot(row: repo.PostRow): Record<string, unknown> {
  const { searchText: _search, updatedAt: _updated, id: _id, ...fields } = row;
  return { ...fields, publishedAt: iso(fields.publishedAt) };
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => key !== 'version' && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** A slug taken by a concurrent save between the check and the write: the same 422 the form shows. */
function slugClash(error: unknown, lang: ApiLanguage): never {
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string });
  if (cause?.code === '23505') throw validationError(lang, { slug: [staffPostMessage(lang, 'slugTaken')] });
  throw error;
}

export async function createStaffPost(deps: ApiDeps, actorId: number, input: StaffPostCreate, lang: ApiLanguage): Promise<StaffPost> {
  await checkReferences(deps, input, lang);
  const row = await deps.database.db
    .transaction(async (tx) => {
      const created = await repo.insertPost(tx, valuesOf(input));
      await recordStaffAction(tx, { actorId, action: 'post.create', subjectType: 'post', subjectId: created.id, before: null, after: snapshot(created) });
      return created;
    })
    .catch((error) => slugClash(error, lang));
  await catalogChanged(deps.cache);
  return withImage(deps, row);
}

export async function updateStaffPost(deps: ApiDeps, actorId: number, id: number, input: StaffPostUpdate, lang: ApiLanguage): Promise<StaffPost> {
  await checkReferences(deps, input, lang);
  const row = await deps.database.db
    .transaction(async (tx) => {
      const current = await repo.lockPost(tx, id);
      if (!current) throw notFound(lang);
      if (current.version !== input.version) {
        throw new HttpError(409, staffPostMessage(lang, 'stale', { current: current.version, yours: input.version }));
      }
      const updated = await repo.updatePost(tx, id, valuesOf(input, current));
      const was = snapshot(current);
      const now = snapshot(updated);
      const changed = changedFields(was, now);
      await recordStaffAction(tx, {
        actorId,
        action: 'post.update',
        subjectType: 'post',
        subjectId: id,
        before: Object.fromEntries([...changed, 'version'].map((key) => [key, was[key]])),
        after: Object.fromEntries([...changed, 'version'].map((key) => [key, now[key]])),
      });
      return updated;
    })
    .catch((error) => slugClash(error, lang));
  await catalogChanged(deps.cache);
  return withImage(deps, row);
}

/** Removes a post with its comments (their key cascades); the audit log keeps its fields. */
export async function deleteStaffPost(deps: ApiDeps, actorId: number, id: number, lang: ApiLanguage): Promise<{ id: number }> {
  await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockPost(tx, id);
    if (!current) throw notFound(lang);
    await repo.deletePost(tx, id);
    await recordStaffAction(tx, { actorId, action: 'post.delete', subjectType: 'post', subjectId: id, before: snapshot(current), after: null });
  });
  await catalogChanged(deps.cache);
  return { id };
}
