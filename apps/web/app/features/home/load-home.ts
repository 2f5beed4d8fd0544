import type { ProductSummary } from '@shop/contracts/catalog';
import type { Banner, HomePage, HomeSeries, InstagramPost, NewsCard } from '@shop/contracts/home';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiClient } from '../../lib/api-client.ts';
import { longDate } from '../../lib/long-date.ts';

/**
 * A post with its date already written out. Dates are written on the server: the browser's first
 * date formatter costs tens of milliseconds on a phone while the page is starting.
 */
export type DatedNewsCard = NewsCard & { publishedOn: string };

export interface HomeData {
  page: HomePage;
  banners: Banner[];
  series: HomeSeries[];
  newProducts: ProductSummary[];
  topProducts: ProductSummary[];
  news: DatedNewsCard[];
  instagram: InstagramPost[];
}

/**
 * Everything the home page shows, in one round of parallel calls (one per block). The block list
 * says which blocks are enabled, but waiting for it before asking for the blocks would double the
 * wait, so every block is asked for at once and the disabled ones are simply not drawn.
 * A block that fails to load is left out; the page itself (SEO and block order) must load.
 */
export async function loadHome(api: ApiClient, lang: ApiLanguage): Promise<HomeData> {
  const block = <T>(key: string) =>
    api
      .get<{ data: T[] }>(`/v1/home/${key}`)
      .then((r) => r.data)
      .catch((error: unknown) => {
        console.error(`home: block ${key} failed to load`, error);
        return [] as T[];
      });
  const [page, banners, series, newProducts, topProducts, news, instagram] = await Promise.all([
    api.get<{ data: HomePage }>('/v1/home/page').then((r) => r.data),
    block<Banner>('banners'),
    block<HomeSeries>('series'),
    block<ProductSummary>('new'),
    block<ProductSummary>('top'),
    block<NewsCard>('news'),
    block<InstagramPost>('instagram_posts'),
  ]);
  const datedNews = news.map((post) => ({ ...post, publishedOn: longDate(post.publishedAt, lang) }));
  return { page, banners, series, newProducts, topProducts, news: datedNews, instagram };
}
