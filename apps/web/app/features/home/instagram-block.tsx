import { useTranslation } from '../../i18n/translation-context.tsx';
import type { InstagramPost } from '@shop/contracts/home';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { HomeSection } from './home-section.tsx';
import styles from './instagram-block.module.css';

const TILE_SIZES = '(min-width: 1360px) 152px, (min-width: 1024px) 12vw, 25vw';

/** The shop's latest Instagram posts as a square grid; each opens the post on Instagram. */
export function InstagramBlock({ title, posts }: { title: string; posts: InstagramPost[] }) {
  const { t } = useTranslation();
  const { variables } = useShell();
  if (posts.length === 0) return null;
  const profile = variables?.contacts.instagram;
  return (
    <HomeSection title={title} more={profile ? { href: profile, label: t('home.instagram.profile'), external: true } : undefined}>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <a className={styles.post} href={post.link} target="_blank" rel="noopener">
              <ResponsiveImage image={post.image} alt={post.caption ?? t('home.instagram.post')} sizes={TILE_SIZES} className={styles.image} />
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
