import type { ApiLanguage } from '@shop/contracts/i18n';
import {
  type Banner,
  HOME_INSTAGRAM_LIMIT,
  HOME_NEWS_LIMIT,
  type HomePage,
  type InstagramPost,
  NEWS_PAGE_SLUGS,
  type NewsCard,
} from '@shop/contracts/home';
import type { ApiDeps } from '../../deps.ts';
import { cached } from '../../core/cache.ts';
import { pick } from '../../core/localized.ts';
import { messageTable } from '../../core/messages.ts';
import { toImage } from '../catalog/product-summary.mapper.ts';
import * as repo from './home.repository.ts';

/** Home content changes rarely; a minute of staleness keeps the home page cheap. */
const HOME_TTL_S = 60;

/** Used when the shop has not written its own home SEO texts yet. */
const defaultSeo = messageTable({
  ru: {
    title: 'Профессиональная косметика для лица и тела — интернет-магазин ProCosmetics',
    description: 'Оригинальная профессиональная косметика с доставкой по Украине. Цены для косметологов и дистрибьюторов.',
  },
  ua: {
    title: 'Професійна косметика для обличчя та тіла — інтернет-магазин ProCosmetics',
    description: 'Оригінальна професійна косметика з доставкою по Україні. Ціни для косметологів і дистриб’юторів.',
  },
});

export function getBanners({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<Banner[]> {
  return cached(cache, `home:banners:${lang}`, HOME_TTL_S, async () => {
    const rows = await repo.listActiveBanners(database.db);
    return rows.map((r) => ({
      id: r.id,
      title: pick(r, 'title', lang),
      subtitle: pick(r, 'subtitle', lang),
      buttonText: pick(r, 'buttonText', lang),
      link: r.link,
      image: toImage(r.image),
      imageMobile: toImage(r.imageMobile),
    }));
  });
}

export function getHomePage({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<HomePage> {
  return cached(cache, `home:page:${lang}`, HOME_TTL_S, async () => {
    const [blocks, seo] = await Promise.all([repo.listEnabledBlocks(database.db), repo.findHomeSeo(database.db)]);
    const field = (base: 'title' | 'description') => (seo ? pick(seo, base, lang)?.trim() : '') || defaultSeo(lang, base);
    return {
      seo: { title: field('title'), description: field('description') },
      blocks: blocks.map((b) => ({ key: b.key, title: pick(b, 'title', lang) })),
    };
  });
}

export function getHomeNews({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<NewsCard[]> {
  return cached(cache, `home:news:${lang}`, HOME_TTL_S, async () => {
    const rows = await repo.listLatestNews(database.db, HOME_NEWS_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      pageSlug: NEWS_PAGE_SLUGS[r.kind],
      slug: r.slug,
      title: pick(r, 'title', lang),
      excerpt: pick(r, 'excerpt', lang),
      image: toImage(r.image),
      publishedAt: new Date(r.publishedAt).toISOString(),
    }));
  });
}

export function getInstagramPosts({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<InstagramPost[]> {
  return cached(cache, `home:instagram:${lang}`, HOME_TTL_S, async () => {
    const rows = await repo.listInstagramPosts(database.db, HOME_INSTAGRAM_LIMIT);
    return rows.map((r) => ({ id: r.id, link: r.link, caption: pick(r, 'caption', lang), image: toImage(r.image) }));
  });
}
