import type { BlogPostSummary } from '@shop/contracts/blog';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { longDate } from '../../lib/long-date.ts';
import { useShell } from '../../lib/use-shell.ts';
import { blogPostPath } from './blog-paths.ts';
import linkCard from '../../styles/link-card.module.css';
import styles from './post-card.module.css';

const CARD_SIZES = '(min-width: 1360px) 416px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';

/** A post in a list: picture (with a play mark for videos), date, category, title and excerpt; one link target. */
export function PostCard({ post, priority = false, headingLevel = 2 }: { post: BlogPostSummary; priority?: boolean; headingLevel?: 2 | 3 }) {
  const { lang } = useShell();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={linkCard.card}>
      <div className={styles.media}>
        <ResponsiveImage image={post.image} alt="" sizes={CARD_SIZES} priority={priority} className={styles.image} />
        {post.video ? <span className={styles.play} aria-hidden="true" /> : null}
      </div>
      <div className={`${linkCard.body} ${styles.body}`}>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{longDate(post.publishedAt, lang)}</time>
          {post.category ? <span className={styles.category}>{post.category.title}</span> : null}
        </p>
        <Heading className={styles.title}>
          <Link to={blogPostPath(post.kind, post.slug, lang)} className={`${linkCard.link} ${styles.link}`}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className={styles.text}>{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
