import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from './star-input.module.css';

interface StarInputProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  legend: string;
}

/**
 * Choosing 1–5 stars as a radio group: one tab stop, arrows change the rating, each star is
 * announced with its number. Stars up to the chosen one are filled.
 */
export function StarInput({ name, value, onChange, legend }: StarInputProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={star <= value ? `${styles.star} ${styles.filled}` : styles.star}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={star === value}
              onChange={() => onChange(star)}
              className={styles.input}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { count: star })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
