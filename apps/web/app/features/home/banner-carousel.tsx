import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import type { Banner } from '@shop/contracts/home';
import { buttonClass } from '../../components/ui/button.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { BannerImage } from './banner-image.tsx';
import { CarouselArrows } from './carousel-arrows.tsx';
import { useScrollTrack } from './use-scroll-track.ts';
import styles from './banner-carousel.module.css';

/** A banner's link: a site path gets the page's language prefix; anything else is an outside address. */
function BannerLink({ banner, className, children }: { banner: Banner; className: string; children: React.ReactNode }) {
  const { lang } = useShell();
  const link = banner.link!;
  if (link.startsWith('/')) {
    return (
      <Link to={localePath(link, lang)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} className={className} rel="noopener">
      {children}
    </a>
  );
}

function BannerSlide({ banner, priority }: { banner: Banner; priority: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={styles.slide}>
      <BannerImage banner={banner} priority={priority} />
      <div className={styles.panel}>
        <h2 className={styles.title}>{banner.title}</h2>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        {banner.link ? (
          // The button's link is stretched over the whole slide: one target, one tab stop.
          <BannerLink banner={banner} className={`${buttonClass('primary')} ${styles.cta}`}>
            {banner.buttonText ?? t('home.banners.more')}
          </BannerLink>
        ) : null}
      </div>
    </article>
  );
}

/** The home page's banner slider: CSS scroll-snap, arrows and dots; no autoplay (it steals attention and focus). */
export function BannerCarousel({ title, banners }: { title: string; banners: Banner[] }) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useScrollTrack<HTMLUListElement>();
  if (banners.length === 0) return null;
  return (
    <section className={styles.hero} aria-label={title}>
      <ul id={trackId} ref={track.ref} className={styles.track}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.item} aria-label={t('home.banners.slide', { index: index + 1, total: banners.length })}>
            <BannerSlide banner={banner} priority={index === 0} />
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <CarouselArrows
          className={styles.nav}
          controls={trackId}
          canPrev={track.canPrev}
          canNext={track.canNext}
          onMove={track.scrollByPage}
        >
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-controls={trackId}
                aria-current={index === track.page ? 'true' : undefined}
                onClick={() => track.scrollToPage(index)}
              >
                <span className="visually-hidden">{t('home.banners.slide', { index: index + 1, total: banners.length })}</span>
              </button>
            ))}
          </div>
        </CarouselArrows>
      ) : null}
    </section>
  );
}
