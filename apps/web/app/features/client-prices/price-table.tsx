import { MAX_PRICE_COUNT, type PriceListKind } from '@shop/contracts/professional-club';
import { formatPrice } from '../../components/ui/price.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import type { PriceLine } from './prices-api.ts';
import styles from './prices-dialog.module.css';

interface PriceTableProps {
  kind: PriceListKind;
  lines: PriceLine[];
  onCount: (value: number, count: number) => void;
  onRemove: (value: number) => void;
}

const clampCount = (text: string) => Math.min(MAX_PRICE_COUNT, Math.max(1, Math.trunc(Number(text)) || 1));

/**
 * The chosen lines at the three prices, with counts and totals (SPEC §6: the article column is the
 * distributors', and only above 640 px; SPEC §9: an empty table says so).
 */
export function PriceTable({ kind, lines, onCount, onRemove }: PriceTableProps) {
  const { t } = useTranslation();
  const withArticle = kind === 'professional';
  const listedLabel = t(kind === 'client' ? 'prices.colClient' : 'prices.colProfessional');
  if (lines.length === 0) {
    return (
      <p className={styles.empty} data-testid="prices-empty">
        {t('prices.empty')}
      </p>
    );
  }
  const sum = (price: (line: PriceLine) => number) => lines.reduce((total, line) => total + price(line) * line.count, 0);
  return (
    <table className={styles.table} data-testid="prices-table">
      <thead>
        <tr>
          <th scope="col">{t('prices.colProduct')}</th>
          <th scope="col">{t('prices.colVolume')}</th>
          {withArticle ? (
            <th scope="col" className={styles.article} data-testid="prices-article-head">
              {t('prices.colArticle')}
            </th>
          ) : null}
          <th scope="col" className={styles.number}>
            {t('prices.colRetail')}
          </th>
          <th scope="col" className={styles.number}>
            {t('prices.colOwn')}
          </th>
          <th scope="col" className={styles.number}>
            {listedLabel}
          </th>
          <th scope="col" className={styles.number}>
            {t('prices.colCount')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('prices.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map(({ row, count }) => (
          <tr key={row.value} data-testid="prices-line">
            <td className={styles.product}>{row.title}</td>
            <td data-label={t('prices.colVolume')}>{row.volume}</td>
            {withArticle ? (
              <td className={styles.article} data-label={t('prices.colArticle')}>
                {row.article}
              </td>
            ) : null}
            <td className={styles.number} data-label={t('prices.colRetail')}>
              {formatPrice(row.retail)}
            </td>
            <td className={styles.number} data-label={t('prices.colOwn')}>
              {formatPrice(row.own)}
            </td>
            <td className={`${styles.number} ${styles.listed}`} data-label={listedLabel}>
              {formatPrice(row.listed)}
            </td>
            <td className={styles.number} data-label={t('prices.colCount')}>
              <input
                className={styles.count}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_PRICE_COUNT}
                value={count}
                aria-label={`${t('prices.colCount')}: ${row.title}, ${row.volume}`}
                onChange={(event) => onCount(row.value, clampCount(event.target.value))}
              />
            </td>
            <td className={styles.removeCell}>
              <button type="button" className={styles.remove} onClick={() => onRemove(row.value)} aria-label={`${t('prices.remove')}: ${row.title}, ${row.volume}`}>
                ×
              </button>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totals} data-testid="prices-totals">
          <th scope="row" colSpan={withArticle ? 3 : 2}>
            {t('prices.total', { count: lines.reduce((n, line) => n + line.count, 0) })}
          </th>
          <td className={styles.number} data-label={t('prices.colRetail')}>
            {formatPrice(sum((line) => line.row.retail))}
          </td>
          <td className={styles.number} data-label={t('prices.colOwn')}>
            {formatPrice(sum((line) => line.row.own))}
          </td>
          <td className={`${styles.number} ${styles.listed}`} data-label={listedLabel}>
            {formatPrice(sum((line) => line.row.listed))}
          </td>
          <td colSpan={2} className={styles.spacer} />
        </tr>
      </tfoot>
    </table>
  );
}
