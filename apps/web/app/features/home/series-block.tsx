import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import type { HomeSeries } from '@shop/contracts/home';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { localePath } from '../../lib/language.ts';
import { seriesPath } from '../../lib/catalog-paths.ts';
import { useShell } from '../../lib/use-shell.ts';
import { CarouselArrows } from './carousel-arrows.tsx';
import { HomeSection } from './home-section.tsx';
import { useScrollTrack } from './use-scroll-track.ts';
import linkCard from '../../styles/link-card.module.css';
import card from './carousel-card.module.css';
import carousel from './carousel.module.css';
import styles from './series-block.module.css';

const CARD_SIZES = '(min-width: 1360px) 310px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/** Featured series of the shop's brands, each opening its series page. */
export function SeriesBlock({ title, series }: { title: string; series: HomeSeries[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const trackId = useId();
  const track = useScrollTrack<HTMLUListElement>();
  if (series.length === 0) return null;
  return (
    <HomeSection
      title={title}
      more={{ href: localePath('/katalog/', lang), label: t('home.series.all') }}
      controls={<CarouselArrows controls={trackId} canPrev={track.canPrev} canNext={track.canNext} onMove={track.scrollByPage} />}
    >
      <ul id={trackId} ref={track.ref} className={carousel.track}>
        {series.map((item) => (
          <li key={item.id}>
            <article className={`${linkCard.card} ${card.card}`}>
              <ResponsiveImage image={item.image} alt="" sizes={CARD_SIZES} className={styles.image} />
              <div className={`${linkCard.body} ${card.body}`}>
                <p className={styles.brand}>{item.brand.title}</p>
                <h3 className={styles.title}>
                  <Link to={seriesPath(item, item.brand.slug, lang)} className={`${linkCard.link} ${card.link}`}>
                    {item.title}
                  </Link>
                </h3>
                {item.shortDescription ? <p className={styles.text}>{item.shortDescription}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
