import type { ApiLanguage } from '@shop/contracts/i18n';
import type {
  DirectoryQuery,
  StaffBrand,
  StaffBrandInput,
  StaffPromotion,
  StaffPromotionInput,
  StaffSeries,
  StaffSeriesInput,
} from '@shop/contracts/staff-catalogue-directory';
import { VALIDATION_MESSAGES } from '@shop/contracts/validation';
import type { ApiDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { directoryMessage } from './catalogue-directory.messages.ts';
import * as repo from './catalogue-directory.repository.ts';

/**
 * Brands, series, collections and sample/gift rules edited by staff. Each change and its audit record
 * commit together; the catalogue version moves after it, so shop pages show it at once.
 */

type Actor = { id: number; lang: ApiLanguage };

function pgCode(error: unknown): string | undefined {
  const withCode = error as { code?: string; cause?: { code?: string } };
  return withCode.cause?.code ?? withCode.code;
}

const notFound = (lang: ApiLanguage) => new HttpError(404, directoryMessage(lang, 'notFound'));

/**
 * A change made from the version the form was loaded at: 409 when the record has moved on since
 * (checked on the row read, and again by the update itself, which writes only at that version).
 */
function staleCheck(lang: ApiLanguage, current: number, yours: number): void {
  if (current !== yours) throw new HttpError(409, directoryMessage(lang, 'stale', { current, yours }));
}
const staleWrite = (lang: ApiLanguage, yours: number) => new HttpError(409, directoryMessage(lang, 'stale', { current: yours + 1, yours }));

/** Runs one change with its audit record; a taken slug is 422 on `slug`, a record still used 409. */
async function change<T>(deps: ApiDeps, actor: Actor, inUse: 'brandInUse' | 'seriesInUse' | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await deps.database.db.transaction(work);
    await catalogChanged(deps.cache);
    return result;
  } catch (error) {
    if (pgCode(error) === '23505') throw validationError(actor.lang, { slug: [directoryMessage(actor.lang, 'slugTaken')] });
    if (pgCode(error) === '23503' && inUse) throw new HttpError(409, directoryMessage(actor.lang, inUse));
    throw error;
  }
}

// Brands

const brandOut = (row: repo.BrandRow): StaffBrand => ({
  id: row.id,
  slug: row.slug,
  title_ru: row.titleRu,
  title_uk: row.titleUk,
  description_ru: row.descriptionRu,
  description_uk: row.descriptionUk,
  country: row.country,
  sort: row.sort,
  products: row.products,
  version: row.version,
});
const brandIn = (input: StaffBrandInput) => ({
  slug: input.slug,
  titleRu: input.title_ru,
  titleUk: input.title_uk,
  descriptionRu: input.description_ru,
  descriptionUk: input.description_uk,
  country: input.country,
  sort: input.sort,
});

export async function listBrands(deps: ApiDeps, query: DirectoryQuery, url: string): Promise<Page<StaffBrand>> {
  const { rows, total } = await repo.listBrands(deps.database.db, query, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(brandOut), total, query.page, query.per_page, url);
}

export async function getBrand(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffBrand> {
  const row = await repo.findBrand(deps.database.db, id);
  if (!row) throw notFound(lang);
  return brandOut(row);
}

/** Creates a brand (`id` null) or changes one loaded at `version` (409 when stale). */
export async function saveBrand(deps: ApiDeps, actor: Actor, id: number | null, input: StaffBrandInput, version: number | null = null): Promise<StaffBrand> {
  return change(deps, actor, null, async (tx) => {
    const before = id === null ? null : await repo.findBrand(tx, id);
    if (id !== null && !before) throw notFound(actor.lang);
    if (before && version !== null) staleCheck(actor.lang, before.version, version);
    const savedId = id ?? (await repo.insertBrand(tx, brandIn(input)));
    if (id !== null && !(await repo.updateBrand(tx, id, version ?? before?.version ?? 1, brandIn(input)))) throw staleWrite(actor.lang, version ?? 1);
    const after = brandOut((await repo.findBrand(tx, savedId)) as repo.BrandRow);
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: id === null ? 'brand.create' : 'brand.update',
      subjectType: 'brand',
      subjectId: savedId,
      before: before ? brandOut(before) : null,
      after,
    });
    return after;
  });
}

export async function removeBrand(deps: ApiDeps, actor: Actor, id: number): Promise<{ id: number }> {
  return change(deps, actor, 'brandInUse', async (tx) => {
    const before = await repo.findBrand(tx, id);
    if (!before) throw notFound(actor.lang);
    await repo.deleteBrand(tx, id);
    await recordStaffAction(tx, { actorId: actor.id, action: 'brand.delete', subjectType: 'brand', subjectId: id, before: brandOut(before), after: null });
    return { id };
  });
}

// Series and collections (one table: a collection is a series shown as one)

const seriesOut = (row: repo.SeriesRow): StaffSeries => ({
  id: row.id,
  brand_id: row.brandId,
  brand: row.brand,
  slug: row.slug,
  title_ru: row.titleRu,
  title_uk: row.titleUk,
  short_description_ru: row.shortDescriptionRu,
  short_description_uk: row.shortDescriptionUk,
  description_ru: row.descriptionRu,
  description_uk: row.descriptionUk,
  in_menu: row.inMenu,
  is_collection: row.isCollection,
  sort: row.sort,
  products: row.products,
  version: row.version,
});
const seriesIn = (input: StaffSeriesInput, isCollection: boolean) => ({
  brandId: input.brand_id,
  slug: input.slug,
  titleRu: input.title_ru,
  titleUk: input.title_uk,
  shortDescriptionRu: input.short_description_ru,
  shortDescriptionUk: input.short_description_uk,
  descriptionRu: input.description_ru,
  descriptionUk: input.description_uk,
  inMenu: input.in_menu,
  isCollection,
  sort: input.sort,
});

const subject = (isCollection: boolean) => (isCollection ? 'collection' : 'series');

export async function listSeries(deps: ApiDeps, isCollection: boolean, query: DirectoryQuery, url: string): Promise<Page<StaffSeries>> {
  const { rows, total } = await repo.listSeries(deps.database.db, isCollection, query, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(seriesOut), total, query.page, query.per_page, url);
}

async function findOfKind(db: Parameters<typeof repo.findSeries>[0], id: number, isCollection: boolean) {
  const row = await repo.findSeries(db, id);
  return row && row.isCollection === isCollection ? row : undefined;
}

export async function getSeries(deps: ApiDeps, isCollection: boolean, id: number, lang: ApiLanguage): Promise<StaffSeries> {
  const row = await findOfKind(deps.database.db, id, isCollection);
  if (!row) throw notFound(lang);
  return seriesOut(row);
}

/** Creates a series or collection (`id` null) or changes one loaded at `version` (409 when stale). */
export async function saveSeries(
  deps: ApiDeps,
  actor: Actor,
  isCollection: boolean,
  id: number | null,
  input: StaffSeriesInput,
  version: number | null = null,
): Promise<StaffSeries> {
  return change(deps, actor, null, async (tx) => {
    const before = id === null ? null : await findOfKind(tx, id, isCollection);
    if (id !== null && !before) throw notFound(actor.lang);
    if (before && version !== null) staleCheck(actor.lang, before.version, version);
    if (!(await repo.brandExists(tx, input.brand_id))) {
      throw validationError(actor.lang, { brand_id: [String(VALIDATION_MESSAGES[actor.lang]['validation.exists'])] });
    }
    const savedId = id ?? (await repo.insertSeries(tx, seriesIn(input, isCollection)));
    if (id !== null && !(await repo.updateSeries(tx, id, version ?? before?.version ?? 1, seriesIn(input, isCollection)))) throw staleWrite(actor.lang, version ?? 1);
    const after = seriesOut((await repo.findSeries(tx, savedId)) as repo.SeriesRow);
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: `${subject(isCollection)}.${id === null ? 'create' : 'update'}`,
      subjectType: subject(isCollection),
      subjectId: savedId,
      before: before ? seriesOut(before) : null,
      after,
    });
    return after;
  });
}

export async function removeSeries(deps: ApiDeps, actor: Actor, isCollection: boolean, id: number): Promise<{ id: number }> {
  return change(deps, actor, 'seriesInUse', async (tx) => {
    const before = await findOfKind(tx, id, isCollection);
    if (!before) throw notFound(actor.lang);
    await repo.deleteSeries(tx, id);
    await recordStaffAction(tx, { actorId: actor.id, action: `${subject(isCollection)}.delete`, subjectType: subject(isCollection), subjectId: id, before: seriesOut(before), after: null });
    return { id };
  });
}

// Sample and gift rules (read by the basket's check-samples and check-gift)

const promoOut = (row: repo.PromoRow): StaffPromotion => ({
  id: row.id,
  kind: row.kind,
  title_ru: row.titleRu,
  title_uk: row.titleUk,
  min_total: row.minTotal / 100,
  brand_id: row.brandId,
  max_count: row.maxCount,
  active: row.active,
  version: row.version,
  item_ids: row.items.map((item) => item.id),
  items: row.items,
});
const promoIn = (input: StaffPromotionInput) => ({
  kind: input.kind,
  titleRu: input.title_ru,
  titleUk: input.title_uk,
  minTotal: Math.round(input.min_total * 100),
  brandId: input.brand_id,
  maxCount: input.max_count,
  active: input.active,
});

export async function listPromotions(deps: ApiDeps, query: DirectoryQuery, url: string): Promise<Page<StaffPromotion>> {
  const { rows, total } = await repo.listPromotions(deps.database.db, query, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(promoOut), total, query.page, query.per_page, url);
}

export async function getPromotion(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffPromotion> {
  const row = await repo.findPromotion(deps.database.db, id);
  if (!row) throw notFound(lang);
  return promoOut(row);
}

/** Creates a sample or gift rule (`id` null) or changes one loaded at `version` (409 when stale). */
export async function savePromotion(deps: ApiDeps, actor: Actor, id: number | null, input: StaffPromotionInput, version: number | null = null): Promise<StaffPromotion> {
  return change(deps, actor, null, async (tx) => {
    const before = id === null ? null : await repo.findPromotion(tx, id);
    if (id !== null && !before) throw notFound(actor.lang);
    if (before && version !== null) staleCheck(actor.lang, before.version, version);
    const exists = VALIDATION_MESSAGES[actor.lang]['validation.exists'];
    if (input.brand_id !== null && !(await repo.brandExists(tx, input.brand_id))) throw validationError(actor.lang, { brand_id: [String(exists)] });
    const itemIds = [...new Set(input.item_ids)];
    const found = await repo.existingVariantIds(tx, itemIds);
    const missing = itemIds.filter((itemId) => !found.has(itemId));
    if (missing.length) throw validationError(actor.lang, { item_ids: [directoryMessage(actor.lang, 'unknownVariants', { ids: missing.slice(0, 10).join(', ') })] });
    const savedId = id ?? (await repo.insertPromotion(tx, promoIn(input)));
    if (id !== null && !(await repo.updatePromotion(tx, id, version ?? before?.version ?? 1, promoIn(input)))) throw staleWrite(actor.lang, version ?? 1);
    await repo.setPromotionItems(tx, savedId, itemIds);
    const after = promoOut((await repo.findPromotion(tx, savedId)) as repo.PromoRow);
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: id === null ? 'promotion.create' : 'promotion.update',
      subjectType: 'promotion',
      subjectId: savedId,
      before: before ? { ...promoOut(before), items: undefined } : null,
      after: { ...after, items: undefined },
    });
    return after;
  });
}

export async function removePromotion(deps: ApiDeps, actor: Actor, id: number): Promise<{ id: number }> {
  return change(deps, actor, null, async (tx) => {
    const before = await repo.findPromotion(tx, id);
    if (!before) throw notFound(actor.lang);
    await repo.deletePromotion(tx, id);
    await recordStaffAction(tx, { actorId: actor.id, action: 'promotion.delete', subjectType: 'promotion', subjectId: id, before: { ...promoOut(before), items: undefined }, after: null });
    return { id };
  });
}
