import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../brand-icons.tsx';
import { useShell } from '../../../lib/use-shell.ts';
import { type SocialNetwork, socialLinks } from './contact-links.ts';
import styles from './social-links.module.css';

const ICONS: Record<SocialNetwork, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
};

/** Icon links to the shop's social pages; each is named for screen readers and opens a new tab. */
export function SocialLinks({ tone = 'light', size = 20 }: { tone?: 'light' | 'dark'; size?: number }) {
  const { t } = useTranslation();
  const { variables } = useShell();
  const links = socialLinks(variables);
  if (!links.length) return null;
  return (
    <ul className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`} aria-label={t('social.label')}>
      {links.map(({ network, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${network}`)}>
              <Icon size={size} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
