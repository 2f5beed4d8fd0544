import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import type { IngredientItem } from '@shop/contracts/ingredients';
import { ingredientPath } from '../../lib/catalog-paths.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './ingredient-list.module.css';

/** Ingredient names (INCI, with the common name when it differs) and how many products hold each. */
export function IngredientList({ items }: { items: IngredientItem[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={ingredientPath(item.slug, lang)} className={styles.item}>
            <span className={styles.inci}>{item.inciName}</span>
            {item.title && item.title !== item.inciName ? <span className={styles.title}>{item.title}</span> : null}
            <span className={item.productsCount > 0 ? styles.count : `${styles.count} ${styles.none}`}>
              {t('ingredients.productsCount', { count: item.productsCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
