import { useTranslation } from '../../i18n/translation-context.tsx';
import { NavLink } from 'react-router';
import { useShell } from '../../lib/use-shell.ts';
import { CatalogPanel } from './catalog-panel.tsx';
import { catalogLinks, infoLinks } from './menu-model.ts';
import { NavDisclosure } from './nav-disclosure.tsx';
import styles from './main-nav.module.css';

/** The desktop menu row (above 1024 px): catalogue panel, the main catalogue pages and the info menu. */
export function MainNav() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [newest, bestsellers, ingredients] = catalogLinks(lang);
  return (
    <nav className={styles.nav} aria-label={t('shell.mainNav')}>
      <ul className={styles.list}>
        <NavDisclosure label={t('menu.catalog')} itemClassName={styles.wideItem} panelClassName={styles.widePanel}>
          <CatalogPanel />
        </NavDisclosure>
        {[newest, bestsellers, ingredients].map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={styles.link}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
        <NavDisclosure label={t('menu.info')}>
          <ul className={styles.dropdown}>
            {infoLinks(lang).map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={styles.dropdownLink}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </NavDisclosure>
      </ul>
    </nav>
  );
}
