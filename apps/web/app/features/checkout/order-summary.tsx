import type { BasketLine } from '@shop/contracts/basket';
import type { DeliveryMethod } from '@shop/contracts/delivery';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { formatPrice } from '../../components/ui/price.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { Trans, useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { deliveryPriceText } from './delivery-fields.tsx';
import { deliveryChargeText, discountNoteText } from './delivery-text.ts';
import { summaryLines } from './summary-lines.ts';
import type { QuoteState } from './use-quote.ts';
import summary from '../../styles/order-summary.module.css';
import styles from './order-summary.module.css';

interface OrderSummaryProps {
  lines: readonly BasketLine[];
  quote: QuoteState;
  method: DeliveryMethod | null;
  placing: boolean;
}

/**
 * The order as the server counts it (`checkout/quote`): its lines, the goods, each named discount,
 * the bonuses spent, the delivery and the total, with the button that places the order. Until the
 * first answer the basket's own prices are listed and the total waits.
 */
export function OrderSummary({ lines, quote, method, placing }: OrderSummaryProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const current = quote.quote;
  const rows = summaryLines(lines, current);
  const updating = quote.status === 'loading';

  return (
    <aside className={`${summary.box} ${summary.padded} ${styles.summary}`} aria-labelledby="order-summary-title">
      <div className={styles.head}>
        <h2 id="order-summary-title" className={styles.title}>
          {t('checkout.summary.title')}
        </h2>
        <Link to={localePath('/buy-flow/basket/', lang)} className={styles.edit}>
          {t('checkout.summary.edit')}
        </Link>
      </div>
      <ul className={styles.lines}>
        {rows.map((row) => (
          <li key={row.key} className={`${summary.line} ${styles.line}`}>
            <ResponsiveImage image={row.image} alt="" sizes="56px" className={summary.thumb} />
            <div className={summary.lineText}>
              <span className={summary.lineTitle}>{row.title}</span>
              <span className={summary.lineMeta}>
                {[row.value, t('checkout.summary.count', { count: row.count, price: formatPrice(row.price) })].filter(Boolean).join(' · ')}
              </span>
              {row.type === 'ticket' || row.type === 'webinar' ? <span className={styles.badge}>{t(`basket.${row.type}`)}</span> : null}
              {row.free ? <span className={styles.badge}>{t(`checkout.summary.${row.type === 'gift' ? 'gift' : 'sample'}`)}</span> : null}
              {row.short ? <span className={styles.warning}>{t('checkout.summary.short', { count: row.available })}</span> : null}
            </div>
            <span className={summary.lineTotal}>{formatPrice(row.total)}</span>
          </li>
        ))}
      </ul>

      <dl className={`${summary.totals} ${styles.totals}`} aria-busy={updating} aria-live="polite">
        <div className={`${summary.row} ${styles.row}`}>
          <dt>{t('checkout.summary.goods')}</dt>
          <dd>{current ? formatPrice(current.goodsTotal) : '…'}</dd>
        </div>
        {current?.discounts.map((discount) => (
          <div key={discount.kind} className={`${summary.row} ${styles.row} ${summary.discount}`}>
            <dt>{discount.title}</dt>
            <dd>−{formatPrice(discount.amount)}</dd>
          </div>
        ))}
        {current && current.bonuses.used > 0 ? (
          <div className={`${summary.row} ${styles.row} ${summary.discount}`}>
            <dt>{t('checkout.summary.bonuses')}</dt>
            <dd>−{formatPrice(current.bonuses.used)}</dd>
          </div>
        ) : null}
        <div className={`${summary.row} ${styles.row}`}>
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd data-testid="order-delivery">
            {method ? (current?.deliveryCharge ? deliveryChargeText(current.deliveryCharge, current.delivery, t) : deliveryPriceText(method, t)) : '—'}
          </dd>
        </div>
        <div className={`${summary.row} ${styles.row} ${summary.total} ${styles.total}`}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="order-total">{current ? formatPrice(current.total) : '…'}</dd>
        </div>
      </dl>
      {current?.discountNotes.map((note) => (
        <p key={note} className={styles.note} data-testid="discount-note">
          {discountNoteText(note, t)}
        </p>
      ))}
      {quote.status === 'failed' ? (
        <p className={styles.warning} role="alert">
          {t('checkout.summary.quoteFailed')}
        </p>
      ) : null}

      <Button type="submit" block busy={placing} className={styles.submit}>
        {placing ? t('checkout.placing') : t('checkout.submit')}
      </Button>
      <p className={styles.terms}>
        <Trans i18nKey="checkout.terms" components={{ offer: <Link to={localePath('/pages/public-offer/', lang)} /> }} />
      </p>
    </aside>
  );
}
