import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { banners, homeBlocks, images, instagramPosts, newsPosts, settings } from '../../db/schema/index.ts';
import { imageJson } from '../catalog/catalog.public.ts';

const image = alias(images, 'img1');
const mobileImage = alias(images, 'img2');

export function listActiveBanners(db: DbOrTx) {
  return db
    .select({
      id: banners.id,
      titleRu: banners.titleRu,
      titleUk: banners.titleUk,
      subtitleRu: banners.subtitleRu,
      subtitleUk: banners.subtitleUk,
      buttonTextRu: banners.buttonTextRu,
      buttonTextUk: banners.buttonTextUk,
      link: banners.link,
      image: imageJson(image),
      imageMobile: imageJson(mobileImage),
    })
    .from(banners)
    .leftJoin(image, eq(image.id, banners.imageId))
    .leftJoin(mobileImage, eq(mobileImage.id, banners.imageMobileId))
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export function listEnabledBlocks(db: DbOrTx) {
  return db
    .select({ key: homeBlocks.key, titleRu: homeBlocks.titleRu, titleUk: homeBlocks.titleUk })
    .from(homeBlocks)
    .where(eq(homeBlocks.enabled, true))
    .orderBy(asc(homeBlocks.sort), asc(homeBlocks.key));
}

/** SEO texts of the home page live in the settings row `home_seo`. */
export async function findHomeSeo(db: DbOrTx) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'home_seo'));
  return row?.value;
}

export function listLatestNews(db: DbOrTx, limit: number) {
  return db
    .select({
      id: newsPosts.id,
      kind: newsPosts.kind,
      slug: newsPosts.slug,
      titleRu: newsPosts.titleRu,
      titleUk: newsPosts.titleUk,
      excerptRu: newsPosts.excerptRu,
      excerptUk: newsPosts.excerptUk,
      publishedAt: newsPosts.publishedAt,
      image: imageJson(image),
    })
    .from(newsPosts)
    .leftJoin(image, eq(image.id, newsPosts.imageId))
    .where(and(eq(newsPosts.published, true)))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(limit);
}

export function listInstagramPosts(db: DbOrTx, limit: number) {
  return db
    .select({
      id: instagramPosts.id,
      link: instagramPosts.link,
      captionRu: instagramPosts.captionRu,
      captionUk: instagramPosts.captionUk,
      image: imageJson(image),
    })
    .from(instagramPosts)
    .leftJoin(image, eq(image.id, instagramPosts.imageId))
    .where(eq(instagramPosts.active, true))
    .orderBy(desc(instagramPosts.postedAt), desc(instagramPosts.id))
    .limit(limit);
}
