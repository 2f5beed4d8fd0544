import type { ApiLanguage } from '@shop/contracts/i18n';
import { FIXED_PAGE_SLUGS, pageShopPath, type StaffPage, type StaffPageBody, type StaffPageRow, type StaffPageUpdate } from '@shop/contracts/staff-pages';
import type { ApiDeps } from '../../deps.ts';
import { bumpCatalogVersion } from '../../core/catalog-version.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { staffPagesMessage } from './staff-pages.messages.ts';
import * as repo from './staff-pages.repository.ts';

/**
 * Static pages in the back office (issue 29, screen "Content"). Each change and its audit record are
 * one transaction; then the catalogue version that cached pages and answers are kept under moves, so
 * the shop's page shows the change on its next request (apps/web/server/static-page-after-save.test.ts).
 * The page's `updated_at`, set here at each change, is the version a form was loaded at: saving a
 * page changed meanwhile is 409 instead of overwriting the other editor's work.
 */

/** Addresses under /pages/ that the shop's own screens take (their routes outrank /pages/{slug}/). */
const RESERVED_SLUGS = new Set(['faq', 'cooperation']);
const isFixed = (slug: string) => (FIXED_PAGE_SLUGS as readonly string[]).includes(slug);

const toRow = (row: repo.PageRow): StaffPageRow => ({
  id: row.id,
  slug: row.slug,
  title_ru: row.titleRu,
  title_uk: row.titleUk,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
  shop_path: pageShopPath(row.slug),
});

const toStaffPage = (row: repo.PageRow): StaffPage => ({
  ...toRow(row),
  body_ru: row.bodyRu,
  body_uk: row.bodyUk,
  blocks_ru: row.blocksRu,
  blocks_uk: row.blocksUk,
  meta_title_ru: row.metaTitleRu,
  meta_title_uk: row.metaTitleUk,
  meta_description_ru: row.metaDescriptionRu,
  meta_description_uk: row.metaDescriptionUk,
  version: row.updatedAt.toISOString(),
});

const valuesOf = (input: StaffPageBody): repo.PageValues => ({
  slug: input.slug,
  titleRu: input.title_ru,
  titleUk: input.title_uk,
  bodyRu: input.body_ru,
  bodyUk: input.body_uk,
  blocksRu: input.blocks_ru,
  blocksUk: input.blocks_uk,
  metaTitleRu: input.meta_title_ru,
  metaTitleUk: input.meta_title_uk,
  metaDescriptionRu: input.meta_description_ru,
  metaDescriptionUk: input.meta_description_uk,
  published: input.published,
});
const snapshot = ({ id: _id, updatedAt: _at, ...values }: repo.PageRow): repo.PageValues => values;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const notFound = (lang: ApiLanguage) => new HttpError(404, staffPagesMessage(lang, 'notFound'));

/** The address is free: not a section of the shop, not another page's (422 on `slug`). */
async function checkSlug(deps: ApiDeps, slug: string, ownId: number | null, lang: ApiLanguage): Promise<void> {
  if (RESERVED_SLUGS.has(slug)) throw validationError(lang, { slug: [staffPagesMessage(lang, 'slugReserved')] });
  const other = await repo.findPageBySlug(deps.database.db, slug);
  if (other && other.id !== ownId) throw validationError(lang, { slug: [staffPagesMessage(lang, 'slugTaken')] });
}

/** A unique-index race lost between the check and the write is the same 422. */
function slugRace(error: unknown, lang: ApiLanguage): never {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (code === '23505') throw validationError(lang, { slug: [staffPagesMessage(lang, 'slugTaken')] });
  throw error;
}

export async function listStaffPages(deps: ApiDeps): Promise<StaffPageRow[]> {
  return (await repo.listAllPages(deps.database.db)).map(toRow);
}

export async function getStaffPage(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffPage> {
  const row = await repo.findPage(deps.database.db, id);
  if (!row) throw notFound(lang);
  return toStaffPage(row);
}

export async function createPage(deps: ApiDeps, actorId: number, input: StaffPageBody, lang: ApiLanguage): Promise<StaffPage> {
  await checkSlug(deps, input.slug, null, lang);
  const row = await deps.database.db
    .transaction(async (tx) => {
      const created = await repo.insertPage(tx, valuesOf(input));
      await recordStaffAction(tx, { actorId, action: 'page.create', subjectType: 'page', subjectId: created.id, before: null, after: snapshot(created) });
      return created;
    })
    .catch((error) => slugRace(error, lang));
  await bumpCatalogVersion(deps.cache);
  return toStaffPage(row);
}

export async function savePage(deps: ApiDeps, actorId: number, id: number, input: StaffPageUpdate, lang: ApiLanguage): Promise<StaffPage> {
  const { version, ...fields } = input;
  await checkSlug(deps, fields.slug, id, lang);
  const row = await deps.database.db
    .transaction(async (tx) => {
      const current = await repo.lockPage(tx, id);
      if (!current) throw notFound(lang);
      if (current.updatedAt.toISOString() !== version) throw new HttpError(409, staffPagesMessage(lang, 'stale'));
      if (isFixed(current.slug) && fields.slug !== current.slug) throw validationError(lang, { slug: [staffPagesMessage(lang, 'fixedSlug')] });
      const was = snapshot(current);
      const now = valuesOf(fields);
      const changed = (Object.keys(now) as (keyof repo.PageValues)[]).filter((key) => !same(was[key], now[key]));
      if (!changed.length) return current;
      // Always later than the version the form holds, even within the same millisecond.
      const updatedAt = new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1));
      const updated = await repo.updatePage(tx, id, now, updatedAt);
      if (!updated) throw notFound(lang);
      await recordStaffAction(tx, {
        actorId,
        action: 'page.update',
        subjectType: 'page',
        subjectId: id,
        before: Object.fromEntries(changed.map((key) => [key, was[key]])),
        after: Object.fromEntries(changed.map((key) => [key, now[key]])),
      });
      return updated;
    })
    .catch((error) => slugRace(error, lang));
  await bumpCatalogVersion(deps.cache);
  return toStaffPage(row);
}

/** Pages the shop links by a fixed address are never deleted (409): unpublishing hides them instead. */
export async function removePage(deps: ApiDeps, actorId: number, id: number, lang: ApiLanguage): Promise<{ id: number }> {
  await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockPage(tx, id);
    if (!current) throw notFound(lang);
    if (isFixed(current.slug)) throw new HttpError(409, staffPagesMessage(lang, 'fixed'));
    await repo.deletePage(tx, id);
    await recordStaffAction(tx, { actorId, action: 'page.delete', subjectType: 'page', subjectId: id, before: snapshot(current), after: null });
  });
  await bumpCatalogVersion(deps.cache);
  return { id };
}
