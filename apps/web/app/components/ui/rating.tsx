import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from './rating.module.css';

interface RatingProps {
  /** Average stars, 0–5, one decimal. */
  value: number;
  /** Number of reviews; shown beside the stars when given. */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Read-only stars: a row of empty stars with a filled row clipped to the average on top, so
 * fractions (4.5) show without extra markup. Screen readers get one sentence instead of stars.
 */
export function Rating({ value, count, size = 'sm', className }: RatingProps) {
  const { t } = useTranslation();
  const clamped = Math.min(5, Math.max(0, value));
  // "4.5" / "4,5" by hand: a number formatter per star row costs more than the whole row renders.
  const label = t('rating.label', { value: String(Math.round(clamped * 10) / 10).replace('.', ',') });
  return (
    <span className={[styles.rating, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.stars} role="img" aria-label={label}>
        <span className={styles.empty} aria-hidden="true">
          ★★★★★
        </span>
        <span className={styles.filled} style={{ width: `${(clamped / 5) * 100}%` }} aria-hidden="true">
          ★★★★★
        </span>
      </span>
      {count !== undefined ? (
        <span className={styles.count}>
          {count}
          <span className="visually-hidden"> {t('rating.reviews', { count })}</span>
        </span>
      ) : null}
    </span>
  );
}
