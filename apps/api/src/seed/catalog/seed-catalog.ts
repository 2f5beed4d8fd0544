import type { Db, Tx } from '../../db/client.ts';
import {
  attributeValues,
  attributes,
  brands,
  categories,
  images,
  ingredients,
  productAttributeValues,
  productCategories,
  productIngredients,
  productPrices,
  productTags,
  products,
  series,
  tags,
} from '../../db/schema/index.ts';
import { refreshProductSearch } from '../../domains/search/search-index.ts';
import { type FirstIds, IMAGE_WIDTHS, planCatalog } from './catalog-plan.ts';
import { insertIntegerRows, insertRows, nextId, syncSequence } from './insert-rows.ts';
import { renderPictures } from './render-pictures.ts';

export interface CatalogSeedOptions {
  products: number;
  images: boolean;
  mediaDir: string;
}

/** What a seed run did and how long it took, for the CLI and benchmarks. */
export interface CatalogSeedReport {
  products: number;
  variants: number;
  images: number;
  /** Pictures rendered (each written at every width); 0 without images. */
  rendered: number;
  planMs: number;
  insertMs: number;
  renderMs: number;
}

const SERIAL_TABLES = {
  images: 'images',
  brands: 'brands',
  series: 'series',
  products: 'products',
  productPrices: 'product_prices',
  ingredients: 'ingredients',
  tags: 'tags',
  attributes: 'attributes',
  attributeValues: 'attribute_values',
} as const satisfies Record<keyof FirstIds, string>;

async function firstIds(tx: Tx): Promise<FirstIds> {
  const ids: Partial<FirstIds> = {};
  for (const [key, table] of Object.entries(SERIAL_TABLES)) ids[key as keyof FirstIds] = await nextId(tx, table);
  return ids as FirstIds;
}

/**
 * Demo catalogue: brands, series, categories, ingredients, tags, attributes, products with variants,
 * and their pictures. Deterministic: the same `products` count gives the same rows (and files) every
 * run. Rows are inserted in batches inside one transaction; pictures are rendered beside it.
 */
export async function seedCatalog(db: Db, options: CatalogSeedOptions): Promise<CatalogSeedReport> {
  let planMs = 0;
  let renderMs = 0;
  let rendering: Promise<void> = Promise.resolve();
  let report = { products: 0, variants: 0, images: 0, rendered: 0 };

  const started = performance.now();
  await db.transaction(async (tx) => {
    const planStarted = performance.now();
    const { rows, pictures } = planCatalog(options.products, await firstIds(tx));
    planMs = performance.now() - planStarted;
    report = { products: rows.products.length, variants: rows.productPrices.length, images: rows.images.length, rendered: 0 };

    if (options.images && pictures.length) {
      // librsvg and libvips work on their own threads; the inserts go on meanwhile.
      const renderStarted = performance.now();
      rendering = renderPictures(options.mediaDir, pictures, IMAGE_WIDTHS).then(() => {
        renderMs = performance.now() - renderStarted;
      });
      report.rendered = pictures.length;
      rendering.catch(() => {}); // awaited below; avoids an unhandled rejection while inserting
    }

    await insertRows(tx, images, rows.images);
    await insertRows(tx, brands, rows.brands);
    await insertRows(tx, series, rows.series);
    await insertRows(tx, categories, rows.categories);
    await insertRows(tx, ingredients, rows.ingredients);
    await insertRows(tx, tags, rows.tags);
    await insertRows(tx, attributes, rows.attributes);
    await insertRows(tx, attributeValues, rows.attributeValues);
    await insertRows(tx, products, rows.products);
    await insertRows(tx, productPrices, rows.productPrices);
    await insertIntegerRows(tx, productCategories, rows.productCategories);
    await insertIntegerRows(tx, productIngredients, rows.productIngredients);
    await insertIntegerRows(tx, productTags, rows.productTags);
    await insertIntegerRows(tx, productAttributeValues, rows.productAttributeValues);
    for (const table of Object.values(SERIAL_TABLES)) await syncSequence(tx, table);
    await refreshProductSearch(tx);
  });
  const insertMs = performance.now() - started - planMs;
  await rendering;

  return { ...report, planMs: Math.round(planMs), insertMs: Math.round(insertMs), renderMs: Math.round(renderMs) };
}
