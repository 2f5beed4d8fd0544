import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentBlock } from '@shop/contracts/content-blocks';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, instagramPosts, newsPosts, products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ARTICLES } from './blog-articles.ts';
import { articlePictures } from './blog.ts';
import { renderDiscoveryPictures } from './discovery-pictures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 120 });
});
afterAll(() => t?.close());

const paragraphs = (blocks: ContentBlock[]) =>
  blocks.flatMap((b) => ('html' in b ? (b.html.match(/<p>[^<]{40,}<\/p>/g) ?? []) : []));

describe('the seeded articles', () => {
  it('are articles of several paragraphs with a captioned picture and a product block, in Russian and Ukrainian', async () => {
    const db = t.deps.database.db;
    const rows = await db.select().from(newsPosts).where(inArray(newsPosts.slug, ARTICLES.map((a) => a.slug)));
    expect(rows).toHaveLength(ARTICLES.length);
    for (const post of rows) {
      expect(post.imageId, post.slug).not.toBeNull();
      for (const blocks of [post.blocksRu, post.blocksUk]) {
        expect(paragraphs(blocks).length, post.slug).toBeGreaterThanOrEqual(3);
        const figure = blocks.find((b) => b.type === 'block_with_image');
        expect(figure?.type === 'block_with_image' && figure.image?.url.startsWith('/media/blog/') && figure.caption, post.slug).toBeTruthy();
        const productIds = blocks.flatMap((b) => (b.type === 'product' ? [b.productId] : []));
        expect(productIds.length, post.slug).toBeGreaterThanOrEqual(1);
        const shown = await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
        expect(shown.map((p) => p.id).sort(), post.slug).toEqual([...productIds].sort());
      }
      // The two languages tell the same article, not one language twice.
      expect(paragraphs(post.blocksRu)).not.toEqual(paragraphs(post.blocksUk));
      expect(post.blocksUk.map((b) => b.type)).toEqual(post.blocksRu.map((b) => b.type));
    }
  });

  it('shows the products an article talks about when the catalogue has them', async () => {
    const db = t.deps.database.db;
    for (const article of ARTICLES) {
      const [post] = await db.select().from(newsPosts).where(eq(newsPosts.slug, article.slug));
      const first = post.blocksRu.find((b) => b.type === 'product');
      if (first?.type !== 'product') throw new Error(`no product in ${article.slug}`);
      const [product] = await db.select({ titleRu: products.titleRu }).from(products).where(eq(products.id, first.productId));
      const kinds = await db.select({ titleRu: products.titleRu }).from(products).where(eq(products.published, true));
      const named = article.products.find((start) => kinds.some((k) => k.titleRu.startsWith(start)));
      if (named) expect(product.titleRu.startsWith(named), `${article.slug}: ${product.titleRu}`).toBe(true);
    }
  });

  it('gives the home page blog cards and Instagram tiles pictures of products, not plain colour', async () => {
    const db = t.deps.database.db;
    const covers = await db.select({ path: images.path }).from(newsPosts).innerJoin(images, eq(images.id, newsPosts.imageId));
    expect(covers.every((c) => c.path.startsWith('blog/'))).toBe(true);
    const tiles = await db.select({ path: images.path }).from(instagramPosts).innerJoin(images, eq(images.id, instagramPosts.imageId));
    expect(tiles.length).toBeGreaterThan(0);

    // Drawn for real: a picture with shapes varies a lot from pixel to pixel, a small file at every width.
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-pictures-'));
    const { cover, closeUp } = articlePictures(ARTICLES[4], 4);
    await renderDiscoveryPictures(mediaDir, [cover, closeUp]);
    for (const picture of [cover, closeUp]) {
      for (const width of picture.widths) {
        const file = path.join(mediaDir, `${picture.path}-${width}.webp`);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * picture.height) / picture.width));
        expect(fs.statSync(file).size).toBeLessThan(60_000);
        const { channels } = await sharp(file).stats();
        expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
      }
    }
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });
});
