import type { ProductCard } from '@shop/contracts/catalog';
import type { Banner, HomePage, HomeSeries, InstagramPost, NewsCard } from '@shop/contracts/home';
import type { ApiClient } from '../../lib/api-client.ts';

export interface HomeData {
  page: HomePage;
  banners: Banner[];
  series: HomeSeries[];
  newProducts: ProductCard[];
  topProducts: ProductCard[];
  news: NewsCard[];
  instagram: InstagramPost[];
}

/**
 * Everything the home page shows, in one round of parallel calls (one per block). The block list
 * says which blocks are enabled, but waiting for it before asking for the blocks would double the
 * wait, so every block is asked for at once and the disabled ones are simply not drawn.
 * A block that fails to load is left out; the page itself (SEO and block order) must load.
 */
export async function loadHome(api: ApiClient): Promise<HomeData> {
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
    block<ProductCard>('new'),
    block<ProductCard>('top'),
    block<NewsCard>('news'),
    block<InstagramPost>('instagram_posts'),
  ]);
  return { page, banners, series, newProducts, topProducts, news, instagram };
}
