import type { ApiLanguage } from '@shop/contracts/i18n';
import {
  type StaffImage,
  type StaffProduct,
  type StaffProductCreate,
  type StaffProductOptions,
  type StaffProductRow,
  type StaffProductUpdate,
  type StaffProductsQuery,
  type StaffVariantInput,
  toHryvnia,
  toKopecks,
} from '@shop/contracts/staff-catalogue';
import type { ApiDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { sanitizeContentHtml as clean } from '../../core/sanitize-html.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { refreshProductSearch } from '../search/search-index.ts';
import { catalogAdminMessage } from './catalog-admin.messages.ts';
import * as repo from './catalog-admin.repository.ts';
import { productChanges } from './product-changes.ts';

/**
 * The back office's products: the list, one product for its form, create and update. A save checks
 * every reference first (422 per field, nothing written), then writes the product, its variants and
 * links under the product's row lock in one transaction with its audit record, and moves the
 * catalogue version once committed, so the shop's cached answers and pages show it at once.
 */

const imageOf = (row: repo.ImageRow | null | undefined): StaffImage | null =>
  row ? { id: row.id, url: `/media/${row.path}`, width: row.width, height: row.height, widths: row.widths } : null;

function toRow(row: repo.ListedProduct): StaffProductRow {
  return {
    id: row.id,
    slug: row.slug,
    title_ru: row.titleRu,
    title_uk: row.titleUk,
    brand: row.brand,
    series: row.series,
    published: row.published,
    variants: row.variants,
    min_retail_price: toHryvnia(row.minRetail),
    stock: row.stock,
    image: imageOf(row.image),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** GET /v1/staff/products. */
export async function listStaffProducts(deps: ApiDeps, query: StaffProductsQuery, url: string): Promise<Page<StaffProductRow>> {
  const filter: repo.ListFilter = {
    q: query.q?.trim() || undefined,
    brandId: query.brand_id,
    seriesId: query.series_id,
    categoryId: query.category_id,
    published: query.published,
    inStock: query.in_stock,
  };
  const sort = { by: query.sort ?? 'id', dir: query.order ?? (query.sort && query.sort !== 'updated_at' ? 'asc' : 'desc') } as const;
  const { rows, total } = await repo.listProducts(deps.database.db, filter, sort, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(toRow), total, query.page, query.per_page, url);
}

/** GET /v1/staff/products/{id}: everything the form edits, with the version to save against. */
export async function staffProduct(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffProduct> {
  const db = deps.database.db;
  // Read side by side: the product, its variants and links, then its brand's slug and images.
  const [product, variants, links] = await Promise.all([repo.findProduct(db, id), repo.variantsOf(db, id), repo.linksOf(db, id)]);
  if (!product) throw new HttpError(404, catalogAdminMessage(lang, 'notFound'));
  const imageIds = [product.imageId, product.image2Id, ...variants.map((v) => v.imageId)].filter((v): v is number => v !== null);
  const [brand, imageList] = await Promise.all([repo.brandSlug(db, product.brandId), repo.imagesByIds(db, imageIds)]);
  const imageRows = new Map(imageList.map((row) => [row.id, row]));
  const image = (imageId: number | null) => imageOf(imageId === null ? null : imageRows.get(imageId));
  return {
    id: product.id,
    version: product.version,
    // The storefront's canonical address (apps/web/app/lib/catalog-paths.ts, productPath): without the
    // brand segment the shop answers with a redirect to it.
    url: `/katalog/${brand}/${product.slug}/`,
    slug: product.slug,
    title_ru: product.titleRu,
    title_uk: product.titleUk,
    description_ru: product.descriptionRu,
    description_uk: product.descriptionUk,
    structure_ru: product.structureRu,
    structure_uk: product.structureUk,
    recommendation_ru: product.recommendationRu,
    recommendation_uk: product.recommendationUk,
    additional_ru: product.additionalRu,
    additional_uk: product.additionalUk,
    brand_id: product.brandId,
    series_id: product.seriesId,
    category_ids: links.categoryIds,
    tag_ids: links.tagIds,
    ingredient_ids: links.ingredientIds,
    image_id: product.imageId,
    image2_id: product.image2Id,
    image: image(product.imageId),
    image2: image(product.image2Id),
    published: product.published,
    is_new: product.isNew,
    updated_at: new Date(product.updatedAt).toISOString(),
    variants: variants.map((v) => ({
      id: v.id,
      value_ru: v.valueRu,
      value_uk: v.valueUk,
      size: v.size,
      article: v.article,
      quantity: v.quantity,
      stock_seen: v.quantity,
      retail_price: toHryvnia(v.retailPrice),
      old_retail_price: v.oldRetailPrice === null ? null : toHryvnia(v.oldRetailPrice),
      professional_price: toHryvnia(v.professionalPrice),
      distributor_price: toHryvnia(v.distributorPrice),
      client_price: toHryvnia(v.clientPrice),
      image_id: v.imageId,
      image: image(v.imageId),
    })),
  };
}

/** GET /v1/staff/product-options. */
export async function staffProductOptions(deps: ApiDeps): Promise<StaffProductOptions> {
  const o = await repo.productOptions(deps.database.db);
  const titled = <T extends { id: number; titleRu: string; titleUk: string }>(row: T) => ({ id: row.id, title_ru: row.titleRu, title_uk: row.titleUk });
  return {
    brands: o.brandRows.map(titled),
    series: o.seriesRows.map((r) => ({ ...titled(r), brand_id: r.brandId, is_collection: r.isCollection })),
    categories: o.categoryRows.map((r) => ({ ...titled(r), parent_id: r.parentId })),
    tags: o.tagRows.map((r) => ({ ...titled(r), category_slug: r.categorySlug })),
    ingredients: o.ingredientRows.map((r) => ({ ...titled(r), inci_name: r.inciName })),
  };
}

/**
 * Every reference of the form that points nowhere, and every slug or article another product holds:
 * 422 per field. Saving a product (`productId`), one that is gone is 404. One statement checks it all.
 */
async function checkReferences(deps: ApiDeps, input: StaffProductCreate, productId: number | null, lang: ApiLanguage): Promise<void> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: Parameters<typeof catalogAdminMessage>[1]) => {
    (errors[field] ??= []).push(catalogAdminMessage(lang, key));
  };
  const variantImages = input.variants.map((v) => v.image_id).filter((v): v is number => v !== null);
  const productImages = [input.image_id, input.image2_id].filter((v): v is number => v !== null);
  const found = await repo.referencesOf(deps.database.db, {
    productId,
    brandId: input.brand_id,
    seriesId: input.series_id,
    categoryIds: input.category_ids,
    tagIds: input.tag_ids,
    ingredientIds: input.ingredient_ids,
    imageIds: [...new Set([...productImages, ...variantImages])],
    slug: input.slug,
    articles: input.variants.map((v) => v.article),
  });
  if (productId !== null && !found.productExists) throw new HttpError(404, catalogAdminMessage(lang, 'notFound'));
  const { brandIds, categoryIds, tagIds, ingredientIds, imageIds, seriesBrand, slugTaken, articlesTaken } = found;
  if (!brandIds.has(input.brand_id)) fail('brand_id', 'exists');
  if (input.series_id !== null && seriesBrand === null) fail('series_id', 'exists');
  else if (seriesBrand !== null && seriesBrand !== input.brand_id) fail('series_id', 'seriesBrand');
  const missing = (field: string, ids: number[], found: Set<number>) => {
    ids.forEach((id, i) => {
      if (!found.has(id)) fail(`${field}.${i}`, 'exists');
    });
  };
  missing('category_ids', input.category_ids, categoryIds);
  missing('tag_ids', input.tag_ids, tagIds);
  missing('ingredient_ids', input.ingredient_ids, ingredientIds);
  if (input.image_id !== null && !imageIds.has(input.image_id)) fail('image_id', 'exists');
  if (input.image2_id !== null && !imageIds.has(input.image2_id)) fail('image2_id', 'exists');
  if (slugTaken) fail('slug', 'slugTaken');
  const seen = new Set<string>();
  input.variants.forEach((v, i) => {
    if (v.image_id !== null && !imageIds.has(v.image_id)) fail(`variants.${i}.image_id`, 'exists');
    if (seen.has(v.article)) fail(`variants.${i}.article`, 'articleTwice');
    else if (articlesTaken.has(v.article)) fail(`variants.${i}.article`, 'articleTaken');
    seen.add(v.article);
  });
  if (Object.keys(errors).length) throw validationError(lang, errors);
}

/**
 * The product's columns from the form. With the stored row, an HTML tab the form sends back as it was
 * stored (already cleaned) is kept as it is instead of being parsed and cleaned again, which costs
 * milliseconds per tab on a long description.
 */
function productValues(input: StaffProductCreate, stored?: repo.ProductRow): repo.ProductValues {
  const storedHtml = new Set(
    stored
      ? [stored.descriptionRu, stored.descriptionUk, stored.structureRu, stored.structureUk, stored.recommendationRu, stored.recommendationUk, stored.additionalRu, stored.additionalUk]
      : [],
  );
  const sanitizeContentHtml = (html: string) => (storedHtml.has(html) ? html : clean(html));
  return {
    slug: input.slug,
    brandId: input.brand_id,
    seriesId: input.series_id,
    titleRu: input.title_ru,
    titleUk: input.title_uk,
    descriptionRu: sanitizeContentHtml(input.description_ru),
    descriptionUk: sanitizeContentHtml(input.description_uk),
    structureRu: sanitizeContentHtml(input.structure_ru),
    structureUk: sanitizeContentHtml(input.structure_uk),
    recommendationRu: sanitizeContentHtml(input.recommendation_ru),
    recommendationUk: sanitizeContentHtml(input.recommendation_uk),
    additionalRu: sanitizeContentHtml(input.additional_ru),
    additionalUk: sanitizeContentHtml(input.additional_uk),
    imageId: input.image_id,
    image2Id: input.image2_id,
    published: input.published,
    isNew: input.is_new,
  };
}

function variantValues(input: StaffVariantInput, index: number): repo.VariantValues {
  return {
    valueRu: input.value_ru,
    valueUk: input.value_uk,
    size: input.size,
    article: input.article,
    quantity: input.quantity,
    retailPrice: toKopecks(input.retail_price),
    oldRetailPrice: input.old_retail_price === null ? null : toKopecks(input.old_retail_price),
    professionalPrice: toKopecks(input.professional_price),
    distributorPrice: toKopecks(input.distributor_price),
    clientPrice: toKopecks(input.client_price),
    imageId: input.image_id,
    sort: (index + 1) * 10,
  };
}

const links = (input: StaffProductCreate): repo.ProductLinks => ({
  categoryIds: [...new Set(input.category_ids)],
  tagIds: [...new Set(input.tag_ids)],
  ingredientIds: [...new Set(input.ingredient_ids)],
});

/** A slug or an article taken by another save between the check and the write: the same 422 as the check's. */
function uniqueClash(error: unknown, lang: ApiLanguage): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code === '23505') {
    const field = cause.constraint?.includes('article') ? 'variants' : 'slug';
    throw validationError(lang, { [field]: [catalogAdminMessage(lang, field === 'slug' ? 'slugTaken' : 'articleTaken')] });
  }
  throw error;
}

/** POST /v1/staff/products. */
export async function createStaffProduct(deps: ApiDeps, input: StaffProductCreate, actorId: number, lang: ApiLanguage): Promise<StaffProduct> {
  await checkReferences(deps, input, null, lang);
  const id = await deps.database.db
    .transaction(async (tx) => {
      const productId = await repo.insertProduct(tx, productValues(input));
      await repo.insertVariants(tx, productId, input.variants.map(variantValues));
      await repo.replaceLinks(tx, productId, links(input));
      await refreshProductSearch(tx, [productId]);
      await recordStaffAction(tx, {
        actorId,
        action: 'product.create',
        subjectType: 'product',
        subjectId: productId,
        after: { slug: input.slug, title_ru: input.title_ru, variants: input.variants.map((v) => v.article) },
      });
      return productId;
    })
    .catch((error) => uniqueClash(error, lang));
  await catalogChanged(deps.cache);
  return staffProduct(deps, id, lang);
}

/** The columns of `values` that differ from the row, or null when none does (the row is then not written). */
function changedColumns(row: repo.VariantRow, values: Partial<repo.VariantValues>): Partial<repo.VariantValues> | null {
  const changed = Object.entries(values).filter(([key, value]) => row[key as keyof repo.VariantRow] !== value);
  return changed.length ? (Object.fromEntries(changed) as Partial<repo.VariantValues>) : null;
}

/** The product's columns the form changed: only they are written (a price save rewrites no long text). */
function changedProductColumns(row: repo.ProductRow, values: repo.ProductValues): Partial<repo.ProductValues> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => row[key as keyof repo.ProductRow] !== value)) as Partial<repo.ProductValues>;
}

/** Whether a save changes what the search texts are made of: titles, brand, series, ingredients, articles. */
function searchTextsChanged(product: repo.ProductRow, input: StaffProductCreate, ingredientsBefore: number[], variantsBefore: repo.VariantRow[]): boolean {
  const articles = (list: string[]) => [...list].sort().join('\n');
  return (
    product.titleRu !== input.title_ru ||
    product.titleUk !== input.title_uk ||
    product.brandId !== input.brand_id ||
    product.seriesId !== input.series_id ||
    ingredientsBefore.join(',') !== [...new Set(input.ingredient_ids)].join(',') ||
    articles(variantsBefore.map((v) => v.article)) !== articles(input.variants.map((v) => v.article))
  );
}

/**
 * Writes the variants of the form: existing ones by id (another product's id is 422), new ones
 * inserted, the ones the form no longer lists removed. A stock the form changed is written only if
 * it still is what the editor saw (`stock_seen`), else 409; a stock the form left alone is not
 * touched, so sales made while the form was open are kept.
 */
async function saveVariants(
  tx: Tx,
  productId: number,
  inputs: StaffVariantInput[],
  lang: ApiLanguage,
): Promise<{ before: repo.VariantRow[]; after: repo.VariantRow[] | null }> {
  const before = await repo.variantsOf(tx, productId, true);
  const byId = new Map(before.map((v) => [v.id, v]));
  const errors: Record<string, string[]> = {};
  inputs.forEach((input, i) => {
    if (input.id !== undefined && !byId.has(input.id)) errors[`variants.${i}.id`] = [catalogAdminMessage(lang, 'variantOther')];
  });
  if (Object.keys(errors).length) throw validationError(lang, errors);

  const kept = new Set(inputs.map((v) => v.id).filter((id): id is number => id !== undefined));
  // Removed first, so a new variant may take over the article of one the form removed.
  const removed = before.filter((v) => !kept.has(v.id)).map((v) => v.id);
  await repo.deleteVariants(tx, removed);
  const fresh: repo.VariantValues[] = [];
  // The rows as they are once written, while no variant comes or goes (then they are read again).
  const written = new Map(before.map((v) => [v.id, v]));
  for (const [i, input] of inputs.entries()) {
    const values = variantValues(input, i);
    const current = input.id === undefined ? undefined : byId.get(input.id);
    if (!current) {
      fresh.push(values);
      continue;
    }
    const seen = input.stock_seen ?? current.quantity;
    const { quantity, ...rest } = values;
    if (quantity !== seen && current.quantity !== seen) {
      throw new HttpError(409, catalogAdminMessage(lang, 'stockMoved', { article: current.article, seen, now: current.quantity }));
    }
    const changes = changedColumns(current, quantity === seen ? rest : values);
    if (changes) {
      await repo.updateVariant(tx, current.id, changes);
      written.set(current.id, { ...current, ...changes });
    }
  }
  await repo.insertVariants(tx, productId, fresh);
  const after = fresh.length || removed.length ? null : [...written.values()];
  return { before, after };
}

/** PUT /v1/staff/products/{id}: the whole form against the version it was loaded at (409 when stale). */
export async function updateStaffProduct(
  deps: ApiDeps,
  id: number,
  input: StaffProductUpdate,
  actorId: number,
  lang: ApiLanguage,
): Promise<StaffProduct> {
  await checkReferences(deps, input, id, lang);
  await deps.database.db
    .transaction(async (tx) => {
      const product = await repo.lockProduct(tx, id);
      if (!product) throw new HttpError(404, catalogAdminMessage(lang, 'notFound'));
      if (product.version !== input.version) {
        throw new HttpError(409, catalogAdminMessage(lang, 'stale', { current: product.version, yours: input.version }));
      }
      const linksBefore = await repo.linksOf(tx, id);
      const { before: variantsBefore, after: variantsKnown } = await saveVariants(tx, id, input.variants, lang);
      const values = productValues(input, product);
      const version = await repo.updateProduct(tx, id, changedProductColumns(product, values));
      await repo.replaceLinks(tx, id, links(input), linksBefore);
      const variantsAfter = variantsKnown ?? (await repo.variantsOf(tx, id));
      if (searchTextsChanged(product, input, linksBefore.ingredientIds, variantsBefore)) await refreshProductSearch(tx, [id]);
      const changes = productChanges({ product, links: linksBefore, variants: variantsBefore }, { values, links: links(input), variants: variantsAfter });
      await recordStaffAction(tx, {
        actorId,
        action: 'product.update',
        subjectType: 'product',
        subjectId: id,
        before: changes.before,
        after: changes.after,
        details: { version },
      });
    })
    .catch((error) => uniqueClash(error, lang));
  await catalogChanged(deps.cache);
  return staffProduct(deps, id, lang);
}
