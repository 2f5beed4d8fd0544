import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { ProfessionalLink } from '../../features/account/professional-link.tsx';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import { PhoneLinks } from '../../components/ui/contacts/phone-links.tsx';
import { SocialLinks } from '../../components/ui/contacts/social-links.tsx';
import { serviceLinks } from '../menu/menu-model.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './top-bar.module.css';

/** The thin bar above the header on desktop: delivery and contacts, phones, socials, language. */
export function TopBar() {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <nav aria-label={t('shell.serviceNav')}>
          <ul className={styles.links}>
            {serviceLinks(lang).map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li><ProfessionalLink className={styles.link} /></li>
          </ul>
        </nav>
        <div className={styles.phones}>
          <PhoneIcon size={16} className={styles.phoneIcon} />
          <PhoneLinks className={styles.phoneList} linkClassName={styles.link} />
        </div>
        <div className={styles.end}>
          <SocialLinks size={18} />
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
