import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from './price.module.css';

/** Thin space between thousands (SPEC §9: whole hryvnia), no-break space before the currency. */
const THIN_SPACE = '\u2009';
const NO_BREAK_SPACE = '\u00a0';

/** Whole hryvnia with thin-space thousands: 12345 → "12 345". Fractions are rounded. */
export function formatAmount(value: number): string {
  const whole = Math.round(value);
  const sign = whole < 0 ? '-' : '';
  return sign + String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE);
}

/** "12 345 грн": the same abbreviation in Russian and Ukrainian. */
export function formatPrice(value: number): string {
  return `${formatAmount(value)}${NO_BREAK_SPACE}грн`;
}

interface PriceProps {
  value: number;
  /** Struck-through price before a promotion or discount; shown only when higher than `value`. */
  oldValue?: number | null;
  /** "from 120 грн" for a product whose variants cost differently. */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A price as shoppers read it: current price, and the old one struck through when there is one. */
export function Price({ value, oldValue, from = false, size = 'md', className }: PriceProps) {
  const { t } = useTranslation();
  const hasOld = typeof oldValue === 'number' && oldValue > value;
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      <span className={hasOld ? `${styles.current} ${styles.sale}` : styles.current}>
        {from ? `${t('price.from')} ` : null}
        {formatPrice(value)}
      </span>
      {hasOld ? (
        <s className={styles.old}>
          <span className="visually-hidden">{t('price.old')}: </span>
          {formatPrice(oldValue)}
        </s>
      ) : null}
    </span>
  );
}
