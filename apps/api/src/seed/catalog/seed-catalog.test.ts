import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLET_CATEGORY_ID, SEASONAL_HITS_CATEGORY_SLUG } from '@shop/contracts/constants';
import type { Db } from '../../db/client.ts';
import { brands, categories, images, ingredients, productIngredients, productPrices, products, series, tags } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { resetDatabase } from '../../db/seed/reset.ts';
import { seedAll } from '../seed.ts';
import { IMAGE_POOL, planCatalog } from './catalog-plan.ts';
import { seedCatalog } from './seed-catalog.ts';

const PRODUCTS = 40;

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ products: PRODUCTS });
  db = t.deps.database.db;
});
afterAll(() => t?.close());

const CATALOG_TABLES = [
  'images',
  'brands',
  'series',
  'categories',
  'ingredients',
  'tags',
  'attributes',
  'attribute_values',
  'products',
  'product_prices',
  'product_categories',
  'product_ingredients',
  'product_tags',
  'product_attribute_values',
  'product_stats',
  'product_search',
];

async function dumpCatalog(): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of CATALOG_TABLES) {
    const { rows } = await db.execute(sql.raw(`select * from "${table}" order by 1, 2`));
    dump[table] = rows;
  }
  return dump;
}

const UKRAINIAN_LETTERS = /[іїєґ]/i;

describe('demo catalogue seed', () => {
  it('has the brands, series, ingredients, tags and products the demo needs', async () => {
    const brandRows = await db.select().from(brands);
    const seriesRows = await db.select().from(series);
    const ingredientRows = await db.select().from(ingredients);
    const tagRows = await db.select().from(tags);
    const productRows = await db.select({ id: products.id }).from(products);

    expect(brandRows.length).toBeGreaterThanOrEqual(6);
    expect(brandRows.every((b) => b.country && b.descriptionRu && b.descriptionUk)).toBe(true);
    expect(seriesRows.length).toBeGreaterThanOrEqual(25);
    const inMenu = seriesRows.filter((s) => s.inMenu).length;
    expect(inMenu).toBeGreaterThanOrEqual(seriesRows.length / 4);
    expect(inMenu).toBeLessThanOrEqual(seriesRows.length / 2);
    expect(seriesRows.some((s) => s.isCollection)).toBe(true);
    expect(seriesRows.every((s) => s.shortDescriptionRu && s.shortDescriptionUk)).toBe(true);
    expect(ingredientRows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ingredientRows.map((i) => i.slug)).size).toBe(ingredientRows.length);
    expect(ingredientRows.find((i) => i.inciName === 'Niacinamide')).toMatchObject({ slug: 'niacinamide', titleRu: 'Ниацинамид', titleUk: 'Ніацинамід' });
    expect(tagRows.length).toBeGreaterThanOrEqual(20);
    expect(productRows).toHaveLength(PRODUCTS);
  });

  it('has the fixed categories: outlet 799 and seasonal hits, and outlet products are discounted', async () => {
    const rows = await db.select().from(categories);
    expect(rows.find((c) => c.id === OUTLET_CATEGORY_ID)?.slug).toBe('outlet');
    expect(rows.some((c) => c.slug === SEASONAL_HITS_CATEGORY_SLUG)).toBe(true);

    const { rows: outlet } = await db.execute<{ retail: number; old: number | null }>(sql`
      select pp.retail_price as retail, pp.old_retail_price as old
      from product_categories pc join product_prices pp on pp.product_id = pc.product_id
      where pc.category_id = ${OUTLET_CATEGORY_ID}`);
    expect(outlet.length).toBeGreaterThan(0);
    for (const v of outlet) expect(v.old).toBeGreaterThan(v.retail);

    const { rows: links } = await db.execute<{ n: number }>(sql`select count(*)::int as n from product_categories group by product_id`);
    expect(links.every((l) => l.n >= 1 && l.n <= 2)).toBe(true);
    expect(links).toHaveLength(PRODUCTS);
  });

  it('fills every tab of every product in Russian and Ukrainian, the structure listing its INCI in order', async () => {
    const rows = await db.select().from(products);
    const tabs = ['title', 'description', 'structure', 'recommendation', 'additional'] as const;
    for (const p of rows) {
      for (const tab of tabs) {
        const ru = p[`${tab}Ru`];
        const uk = p[`${tab}Uk`];
        expect(ru.length, `${p.slug} ${tab}Ru`).toBeGreaterThan(tab === 'title' ? 5 : 40);
        expect(uk.length, `${p.slug} ${tab}Uk`).toBeGreaterThan(tab === 'title' ? 5 : 40);
      }
      expect(p.descriptionUk).toMatch(UKRAINIAN_LETTERS);
      expect(p.descriptionRu).not.toMatch(UKRAINIAN_LETTERS);
      expect(p.descriptionRu).toContain('<p>');
      expect(p.imageId).not.toBeNull();
      expect(p.image2Id).not.toBeNull();
    }

    const inci = await db
      .select({ productId: productIngredients.productId, position: productIngredients.position, name: ingredients.inciName })
      .from(productIngredients)
      .innerJoin(ingredients, sql`${ingredients.id} = ${productIngredients.ingredientId}`)
      .orderBy(productIngredients.productId, productIngredients.position);
    for (const p of rows) {
      const names = inci.filter((i) => i.productId === p.id);
      expect(names.length, p.slug).toBeGreaterThanOrEqual(6);
      expect(names.length, p.slug).toBeLessThanOrEqual(15);
      expect(names.map((n) => n.position)).toEqual(names.map((_, i) => i + 1));
      expect(p.structureRu).toContain(`<p>${names.map((n) => n.name).join(', ')}.</p>`);
      expect(p.structureUk).toContain(`<p>${names.map((n) => n.name).join(', ')}.</p>`);
    }
  });

  it('gives every product 1–4 variants ordered by size, with unique articles and consistent prices', async () => {
    const variants = await db.select().from(productPrices).orderBy(productPrices.productId, productPrices.sort);
    expect(new Set(variants.map((v) => v.article)).size).toBe(variants.length);
    const byProduct = new Map<number, (typeof variants)[number][]>();
    for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    expect(byProduct.size).toBe(PRODUCTS);
    for (const list of byProduct.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(4);
      const sizes = list.map((v) => v.size);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
      expect(new Set(sizes).size).toBe(sizes.length);
    }
    for (const v of variants) {
      expect(v.article).toMatch(/^[A-Z]{2}-\d{5}-\d+$/);
      expect(v.valueRu).toMatch(/^\d+( × 2)? (мл|г|шт\.)$/);
      expect(v.retailPrice).toBeGreaterThan(0);
      expect(v.retailPrice % 100).toBe(0);
      expect(v.professionalPrice).toBeLessThan(v.retailPrice);
      expect(v.distributorPrice).toBeLessThan(v.professionalPrice);
      expect(v.clientPrice).toBeLessThan(v.retailPrice);
      expect(v.quantity).toBeGreaterThanOrEqual(0);
      expect(v.quantity).toBeLessThanOrEqual(120);
      if (v.oldRetailPrice !== null) expect(v.oldRetailPrice).toBeGreaterThan(v.retailPrice);
    }
  });

  it('serves the seeded menu series through the API', async () => {
    const res = await t.app.inject({ url: '/api/v1/menu-series', headers: { 'x-localization': 'ua' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(8);
  });

  it('lets later inserts take ids after the seeded rows', async () => {
    const [row] = await db.insert(tags).values({ categorySlug: 'test', slug: 'sequence', titleRu: 'Тест', titleUk: 'Тест' }).returning();
    const { rows } = await db.execute<{ max: number }>(sql`select max(id)::int as max from tags where category_slug <> 'test'`);
    expect(row.id).toBeGreaterThan(rows[0].max);
    await db.delete(tags).where(sql`${tags.id} = ${row.id}`);
  });

  it('seeds the same catalogue every time', async () => {
    const first = await dumpCatalog();
    await resetDatabase(db);
    await seedAll(t.deps, { products: PRODUCTS, images: false });
    expect(await dumpCatalog()).toEqual(first);
  });

  it('reuses a pool of pictures for large catalogues', () => {
    const ids = { images: 1, brands: 1, series: 1, products: 1, productPrices: 1, ingredients: 1, tags: 1, attributes: 1, attributeValues: 1 };
    const large = planCatalog(IMAGE_POOL + 60, ids);
    const pool = planCatalog(IMAGE_POOL, ids);
    expect(large.pictures).toEqual(pool.pictures);
    expect(large.rows.images).toEqual(pool.rows.images);
    // The first products do not change when more are seeded.
    expect(large.rows.products.slice(0, IMAGE_POOL)).toEqual(pool.rows.products);
    const imageIds = new Set(large.rows.images.map((i) => i.id));
    for (const p of large.rows.products) {
      expect(imageIds.has(p.imageId!)).toBe(true);
      expect(imageIds.has(p.image2Id!)).toBe(true);
    }
  });

  it('writes every picture as WebP at each recorded width', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
    try {
      await resetDatabase(db);
      const report = await seedCatalog(db, { products: 6, images: true, mediaDir });
      const rows = await db.select().from(images);
      expect(rows.length).toBe(report.images);
      expect(report.rendered).toBe(rows.length);
      for (const image of rows) {
        expect(image.width).toBe(Math.max(...image.widths));
        expect(image.height).toBe(image.width);
        expect(image.color).toMatch(/^#[0-9a-f]{6}$/);
        for (const width of image.widths) {
          const file = path.join(mediaDir, `${image.path}-${width}.webp`);
          const meta = await sharp(file).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(width);
        }
      }
      // Distinct pictures per product.
      const fronts = await db.select({ path: images.path }).from(products).innerJoin(images, sql`${images.id} = ${products.imageId}`);
      const digests = fronts.map((f) => createHash('sha1').update(fs.readFileSync(path.join(mediaDir, `${f.path}-320.webp`))).digest('hex'));
      expect(new Set(digests).size).toBe(fronts.length);
    } finally {
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
