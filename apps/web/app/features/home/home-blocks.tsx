import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { InstagramBlock } from './instagram-block.tsx';
import type { HomeData } from './load-home.ts';
import { NewsBlock } from './news-block.tsx';
import { ProductCarousel } from './product-carousel.tsx';
import { SeriesBlock } from './series-block.tsx';

/** The enabled home blocks in the order the shop set them (GET /home/page). */
export function HomeBlocks({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <>
      {data.page.blocks.map(({ key, title }) => {
        switch (key) {
          case 'banners':
            return <BannerCarousel key={key} title={title} banners={data.banners} />;
          case 'new':
            return (
              <ProductCarousel
                key={key}
                title={title}
                products={data.newProducts}
                analyticsList={{ id: 'home_new', name: 'Home: new' }}
                more={{ href: localePath('/novinki/', lang), label: t('home.new.all') }}
              />
            );
          case 'top':
            return (
              <ProductCarousel
                key={key}
                title={title}
                products={data.topProducts}
                analyticsList={{ id: 'home_top', name: 'Home: bestsellers' }}
                more={{ href: localePath('/top-prodazh/', lang), label: t('home.top.all') }}
              />
            );
          case 'series':
            return <SeriesBlock key={key} title={title} series={data.series} />;
          case 'news':
            return <NewsBlock key={key} title={title} news={data.news} />;
          case 'instagram':
            return <InstagramBlock key={key} title={title} posts={data.instagram} />;
          default:
            return null;
        }
      })}
    </>
  );
}
