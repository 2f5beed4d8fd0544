import type { ContentBlock } from '@shop/contracts/content-blocks';
import { and, desc, eq, ilike, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { images, NEWS_KINDS, newsCategories, newsPosts, products, type NewsKind } from '../db/schema/index.ts';
import { ADVICE_AUTHOR, ARTICLES, type ArticleSeed, type Phrase } from './blog-articles.ts';
import { CATEGORIES, generatePosts } from './blog-generated.ts';
import type { Picture } from './catalog/pictures.ts';
import type { Shape, Texture } from './catalog/product-types.ts';
import { type DiscoveryPicture, discoveryColor, productPalette } from './discovery-pictures.ts';

/**
 * Posts of the four content kinds, enough for the home page block and search: the hand-written
 * articles (`blog-articles.ts`) with their own pictures and products, and generated ones beside them.
 */

const WIDTHS = [400, 800, 1200];
const SHAPES: Shape[] = ['bottle', 'pump', 'dropper', 'jar', 'tube', 'spray'];
const TEXTURES: Texture[] = ['cream', 'gel', 'liquid', 'oil', 'foam', 'balm'];

type ImageRef = Extract<ContentBlock, { type: 'block_with_image' }>['image'] & {};

/** The article's pictures: its texture beside its pack (the cover), and the pack alone (a close-up). */
export function articlePictures(article: ArticleSeed, n: number): { cover: DiscoveryPicture; closeUp: DiscoveryPicture } {
  const { shape, texture, palette: colours } = article.scene;
  const tint = colours[1];
  const pack = (seed: number): Picture => ({ kind: 'pack', shape, palette: colours, tint, seed, large: true });
  const swatch: Picture = { kind: 'texture', texture, palette: colours, tint, seed: 900 + n };
  return {
    cover: { path: `blog/${article.slug}`, width: 1200, height: 800, widths: WIDTHS, palette: colours, seed: 400 + n, panels: [swatch, pack(950 + n)] },
    closeUp: { path: `blog/${article.slug}-pack`, width: 800, height: 800, widths: [400, 800], palette: colours, seed: 450 + n, panels: [pack(980 + n)] },
  };
}

async function insertPicture(tx: Tx, picture: DiscoveryPicture): Promise<{ id: number; ref: ImageRef }> {
  const color = discoveryColor(picture);
  const [row] = await tx
    .insert(images)
    .values({ path: picture.path, width: picture.width, height: picture.height, widths: picture.widths, color })
    .returning({ id: images.id });
  return { id: row.id, ref: { url: `/media/${picture.path}`, width: picture.width, height: picture.height, widths: picture.widths, color } };
}

/**
 * The products an article shows: for each title start the best-selling published product of that
 * kind, then (for a small catalogue) the best sellers, so that every article has its product block.
 */
async function articleProducts(tx: Tx, starts: string[], bestSellers: number[]): Promise<number[]> {
  const chosen: number[] = [];
  for (const start of starts) {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.published, true), ilike(products.titleRu, `${start}%`), chosen.length ? notInArray(products.id, chosen) : undefined))
      .orderBy(desc(products.salesCount), products.id)
      .limit(1);
    if (row) chosen.push(row.id);
    if (chosen.length === 2) return chosen;
  }
  for (const id of bestSellers) if (chosen.length < 2 && !chosen.includes(id)) chosen.push(id);
  return chosen;
}

const html = (paragraphs: Phrase[], lang: 'ru' | 'uk') => paragraphs.map((p) => `<p>${p[lang]}</p>`).join('');

/**
 * An article as content blocks: the lead, the main picture with its caption, the first section
 * beside the products it names, the close-up with the second section, and the advice. A video
 * article opens with its video (the post's lead video), so the main picture is its poster.
 */
export function articleBlocks(article: ArticleSeed, lang: 'ru' | 'uk', pictures: { cover: ImageRef; closeUp: ImageRef }, productIds: number[]): ContentBlock[] {
  const [first, second] = article.sections;
  return [
    { type: 'description', html: html(article.lead, lang) },
    { type: 'block_with_image', image: pictures.cover, caption: article.caption[lang] },
    { type: 'title_with_description', title: first.title[lang], html: html(first.paragraphs, lang) },
    ...productIds.map((productId): ContentBlock => ({ type: 'product', productId })),
    { type: 'image_right', image: pictures.closeUp, title: second.title[lang], html: html(second.paragraphs, lang) },
    { type: 'phrase', text: article.advice[lang], author: ADVICE_AUTHOR[lang] },
  ];
}

/** Generated posts per kind: with the hand-written ones, every list has at least three pages. */
export const GENERATED_POSTS_PER_KIND = 32;
/** Generated posts share a small pool of pictures, which keeps the first start quick. */
const POOL_SIZE = 12;

export async function seedBlog(tx: Tx, pictures: DiscoveryPicture[]): Promise<void> {
  const day = 24 * 3600 * 1000;
  const newest = Date.UTC(2026, 10, 15, 9);

  const categoryRows = await tx.insert(newsCategories).values(CATEGORIES.map((c, i) => ({ ...c, sort: i }))).returning();
  const categoryId = (kind: NewsKind, slug: string) => categoryRows.find((c) => c.kind === kind && c.slug === slug)?.id ?? null;

  const bestSellers = (
    await tx.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(desc(products.salesCount), products.id).limit(40)
  ).map((r) => r.id);

  for (const [i, article] of ARTICLES.entries()) {
    const drawn = articlePictures(article, i);
    pictures.push(drawn.cover, drawn.closeUp);
    const cover = await insertPicture(tx, drawn.cover);
    const closeUp = await insertPicture(tx, drawn.closeUp);
    const shown = { cover: cover.ref, closeUp: closeUp.ref };
    const productIds = await articleProducts(tx, article.products, bestSellers);
    await tx.insert(newsPosts).values({
      kind: article.kind,
      slug: article.slug,
      titleRu: article.title.ru,
      titleUk: article.title.uk,
      excerptRu: article.excerpt.ru,
      excerptUk: article.excerpt.uk,
      blocksRu: articleBlocks(article, 'ru', shown, productIds),
      blocksUk: articleBlocks(article, 'uk', shown, productIds),
      categoryId: categoryId(article.kind, article.category),
      videoUrl: article.video ?? null,
      videoType: article.video ? 'youtube_normal' : null,
      imageId: cover.id,
      publishedAt: new Date(newest - i * 4 * day),
    });
  }

  // The pool of pictures for generated posts and their blocks.
  const pool: DiscoveryPicture[] = Array.from({ length: POOL_SIZE }, (_, n) => {
    const colours = productPalette(n);
    const tint = colours[1];
    return {
      path: `blog/cover-${n + 1}`,
      width: 1200,
      height: 800,
      widths: WIDTHS,
      palette: colours,
      seed: 700 + n,
      panels: [
        { kind: 'texture', texture: TEXTURES[n % TEXTURES.length], palette: colours, tint, seed: 700 + n },
        { kind: 'pack', shape: SHAPES[(n * 5) % SHAPES.length], palette: colours, tint, seed: 750 + n, large: true },
      ],
    };
  });
  pictures.push(...pool);
  const poolImages = await tx
    .insert(images)
    .values(pool.map((p) => ({ path: p.path, width: p.width, height: p.height, widths: p.widths, color: discoveryColor(p) })))
    .returning({ id: images.id });
  const pictureOf = (n: number) => {
    const p = pool[n % POOL_SIZE];
    return { url: `/media/${p.path}`, width: p.width, height: p.height, widths: p.widths, color: discoveryColor(p) };
  };

  const oldestHandWritten = newest - ARTICLES.length * 4 * day;
  for (const kind of NEWS_KINDS) {
    const generated = generatePosts(kind, GENERATED_POSTS_PER_KIND, pictureOf, bestSellers);
    await tx.insert(newsPosts).values(
      generated.map((post, i) => ({
        kind: post.kind,
        slug: post.slug,
        titleRu: post.titleRu,
        titleUk: post.titleUk,
        excerptRu: post.excerptRu,
        excerptUk: post.excerptUk,
        blocksRu: post.blocksRu,
        blocksUk: post.blocksUk,
        categoryId: categoryId(kind, post.categorySlug),
        videoUrl: post.video?.url ?? null,
        videoType: post.video?.type ?? null,
        imageId: poolImages[i % POOL_SIZE].id,
        publishedAt: new Date(oldestHandWritten - (i + 1) * 3 * day - NEWS_KINDS.indexOf(kind) * 3600 * 1000),
      })),
    );
  }
}
