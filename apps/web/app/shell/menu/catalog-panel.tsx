import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { useHeaderMenu } from '../../features/account/header-menu.ts';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { catalogLinks, groupSeriesByBrand } from './menu-model.ts';
import styles from './catalog-panel.module.css';

/** The catalogue mega-menu: main catalogue pages on the left, the series by brand on the right. */
export function CatalogPanel() {
  const { t } = useTranslation();
  const { lang, menuSeries } = useShell();
  const groups = groupSeriesByBrand(useHeaderMenu(menuSeries), lang);
  return (
    <div className={styles.panel}>
      <ul className={styles.quick}>
        {catalogLinks(lang).map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.quickLink}>
              {t(link.labelKey)}
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
      {groups.length ? (
        <div className={styles.series}>
          <p className={styles.heading}>{t('menu.series')}</p>
          <div className={styles.brands}>
            {groups.map((group) => (
              <div key={group.brand.id} className={styles.brand}>
                {/* Not a heading: the menu comes before the page's h1 and must not disturb its outline. */}
                <p id={`menu-brand-${group.brand.id}`} className={styles.brandTitle}>
                  {group.brand.title}
                </p>
                <ul className={styles.seriesList} aria-labelledby={`menu-brand-${group.brand.id}`}>
                  {group.series.map((series) => (
                    <li key={series.id}>
                      <Link to={series.href} className={styles.seriesLink}>
                        <span className={styles.seriesTitle}>{series.title}</span>
                        {series.description ? <span className={styles.seriesText}>{series.description}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
