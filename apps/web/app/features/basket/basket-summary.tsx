import type { BasketLine } from '@shop/contracts/basket';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { formatPrice } from '../../components/ui/price.tsx';
import { closeDialog, openDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { discountNoteText, freeDeliveryText } from '../checkout/delivery-text.ts';
import { isEventLine, isPromoLine } from './basket-lines.ts';
import { orderPagePath } from './basket-paths.ts';
import type { BasketQuote } from './use-basket-quote.ts';
import summary from '../../styles/order-summary.module.css';
import styles from './basket-summary.module.css';

interface BasketSummaryProps {
  lines: readonly BasketLine[];
  quote: BasketQuote;
  /** Links in the dialog close it before leaving. */
  inDialog?: boolean;
}

/**
 * What the order comes to, as the server counts it (decision 0015): goods, each discount by name,
 * the bonuses a shopper with canUseBonuses may spend, and the total; then the way on: the order
 * page, or the quick buy dialog.
 */
export function BasketSummary({ lines, quote: state, inDialog = false }: BasketSummaryProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { quote, pending, failed, retry } = state;
  // Tickets and webinars are not delivered and not sold by the quick order (decision 0018).
  const anyEvent = lines.some(isEventLine);
  const eventsOnly = anyEvent && lines.every((line) => isEventLine(line) || isPromoLine(line));

  return (
    <section className={`${summary.box} ${styles.summary}`} aria-labelledby="basket-summary-title" aria-busy={pending}>
      <h2 id="basket-summary-title" className={styles.title}>
        {t('basket.summary.title')}
      </h2>
      {quote ? (
        <dl className={styles.rows} data-testid="basket-quote">
          <div className={`${summary.row} ${styles.row}`}>
            <dt>{t('basket.summary.goods')}</dt>
            <dd>{formatPrice(quote.goodsTotal)}</dd>
          </div>
          {quote.discounts.map((discount) => (
            <div key={discount.kind} className={`${summary.row} ${styles.row} ${summary.discount}`}>
              <dt>{discount.title}</dt>
              <dd>−{formatPrice(discount.amount)}</dd>
            </div>
          ))}
          {quote.delivery > 0 ? (
            <div className={`${summary.row} ${styles.row}`}>
              <dt>{t('basket.summary.delivery')}</dt>
              <dd>{formatPrice(quote.delivery)}</dd>
            </div>
          ) : null}
          {/* No method is chosen in the basket: the Nova Poshta rule, the same one checkout applies. */}
          {eventsOnly ? null : (
            <div className={`${summary.row} ${styles.row} ${styles.sentence}`}>
              <dt>{t('basket.delivery.label')}</dt>
              <dd data-testid="basket-delivery">{freeDeliveryText(quote.goodsTotal - quote.discounts.reduce((sum, d) => sum + d.amount, 0), t)}</dd>
            </div>
          )}
          <div className={`${summary.row} ${styles.row} ${summary.total} ${styles.total}`}>
            <dt>{t('basket.summary.total')}</dt>
            <dd data-testid="basket-total">{formatPrice(quote.total)}</dd>
          </div>
        </dl>
      ) : null}
      {quote?.discountNotes.map((note) => (
        <p key={note} className={styles.note} data-testid="discount-note">
          {discountNoteText(note, t)}
        </p>
      ))}
      {quote?.bonuses.allowed ? (
        <p className={styles.bonuses}>{t('basket.summary.bonuses', { balance: quote.bonuses.balance, max: quote.bonuses.max })}</p>
      ) : null}
      {pending && !quote ? (
        <p className={styles.muted} role="status">
          {t('basket.summary.pending')}
        </p>
      ) : null}
      {failed && !pending ? (
        <p className={styles.failed} role="alert">
          {t('basket.summary.failed')}{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            {t('basket.summary.retry')}
          </button>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to={orderPagePath(lang)} className={buttonClass('primary', true)} onClick={inDialog ? () => closeDialog() : undefined} data-testid="basket-checkout">
          {t('basket.checkout')}
        </Link>
        {anyEvent ? null : (
          <Button variant="secondary" block onClick={() => openDialog('quick-buy', { lines: [...lines], fromBasket: true })}>
            {t('quickBuy.open')}
          </Button>
        )}
      </div>
    </section>
  );
}
