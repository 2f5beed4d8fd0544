import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { INDEX_LETTERS, ingredientIndexSearch } from './ingredient-index-query.ts';
import type { IngredientLetterCount } from './load-ingredient-index.ts';
import styles from './letter-index.module.css';

/** A–Z and # over the ingredient list; letters without ingredients are shown but not links. */
export function LetterIndex({ letters, current }: { letters: IngredientLetterCount[]; current: string | null }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const counts = new Map(letters.map((l) => [l.letter, l.count]));
  const base = localePath('/ingredienty/', lang);
  return (
    <nav aria-label={t('ingredients.letters.label')} className={styles.index}>
      <ul className={styles.list}>
        <li>
          <Link to={base} className={styles.letter} aria-current={current === null ? 'page' : undefined}>
            {t('ingredients.letters.all')}
          </Link>
        </li>
        {INDEX_LETTERS.map((letter) => {
          const count = counts.get(letter) ?? 0;
          return (
            <li key={letter}>
              {count > 0 ? (
                <Link
                  to={`${base}${ingredientIndexSearch({ letter })}`}
                  className={styles.letter}
                  aria-current={current === letter ? 'page' : undefined}
                  title={t('ingredients.count', { count })}
                >
                  {letter}
                </Link>
              ) : (
                <span className={`${styles.letter} ${styles.empty}`}>
                  {letter}
                  <span className="visually-hidden"> — {t('ingredients.letters.none')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
