import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { localePath } from '../../lib/language.ts';
import { postPath } from '../search/search-rules.ts';
import { useShell } from '../../lib/use-shell.ts';
import { CarouselArrows } from './carousel-arrows.tsx';
import { HomeSection } from './home-section.tsx';
import type { DatedNewsCard } from './load-home.ts';
import { useScrollTrack } from './use-scroll-track.ts';
import linkCard from '../../styles/link-card.module.css';
import card from './carousel-card.module.css';
import carousel from './carousel.module.css';
import styles from './news-block.module.css';

const CARD_SIZES = '(min-width: 1360px) 416px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 82vw';

/** Latest posts of the blog (news, articles, videos), newest first. */
export function NewsBlock({ title, news }: { title: string; news: DatedNewsCard[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const trackId = useId();
  const track = useScrollTrack<HTMLUListElement>();
  if (news.length === 0) return null;
  return (
    <HomeSection
      title={title}
      more={{ href: localePath('/news/', lang), label: t('home.news.all') }}
      controls={<CarouselArrows controls={trackId} canPrev={track.canPrev} canNext={track.canNext} onMove={track.scrollByPage} />}
    >
      <ul id={trackId} ref={track.ref} className={`${carousel.track} ${carousel.wide}`}>
        {news.map((post) => (
          <li key={post.id}>
            <article className={`${linkCard.card} ${card.card}`}>
              <ResponsiveImage image={post.image} alt="" sizes={CARD_SIZES} className={styles.image} />
              <div className={`${linkCard.body} ${card.body}`}>
                <time className={styles.date} dateTime={post.publishedAt}>
                  {post.publishedOn}
                </time>
                <h3 className={styles.title}>
                  <Link to={postPath(post.pageSlug, post.slug, lang)} className={`${linkCard.link} ${card.link}`}>
                    {post.title}
                  </Link>
                </h3>
                {post.excerpt ? <p className={styles.text}>{post.excerpt}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
