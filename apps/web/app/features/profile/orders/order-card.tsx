import type { OrderSummary } from '@shop/contracts/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../components/ui/price.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { localePath } from '../../../lib/language.ts';
import { longDate } from '../../../lib/long-date.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { deliveryChargeText } from '../../checkout/delivery-text.ts';
import { holdsOnlyEvents } from '../../checkout/event-order.ts';
import { novaPoshtaTrackingUrl } from './nova-poshta-tracking.ts';
import { OrderActions } from './order-actions.tsx';
import { paymentTone, statusTone } from './order-tones.ts';
import summary from '../../../styles/order-summary.module.css';
import styles from './orders.module.css';

/**
 * One order of the profile (SPEC §4 "Orders"): number, date, its state and payment state, the
 * delivery (with the Nova Poshta waybill and its tracking link once shipped), what was bought and
 * the amounts, and what can be done with it. In the profile the number leads to the order's own page;
 * that page shows the same card with its own actions (`actions`) and no link to itself.
 */
export function OrderCard({
  order,
  canInvoice,
  onChanged,
  actions,
}: {
  order: OrderSummary;
  canInvoice: boolean;
  onChanged: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const tracking = novaPoshtaTrackingUrl(order.delivery.waybill);
  // Tickets and webinars alone travel nowhere: the card names no delivery (decision 0018).
  const eventsOnly = holdsOnlyEvents(order.products);
  const place = [order.delivery.city, order.delivery.warehouse ?? order.delivery.address].filter(Boolean).join(', ');
  const titleId = `order-${order.number}-title`;

  return (
    <article className={`${summary.box} ${summary.padded} ${styles.card}`} aria-labelledby={titleId} data-testid="order-card">
      <header className={styles.cardHead}>
        <div>
          <h3 id={titleId} className={styles.number}>
            {actions === undefined ? (
              <Link to={localePath(`/order/${order.number}/`, lang)} data-testid="order-page-link">
                {t('orders.number', { id: order.number })}
              </Link>
            ) : (
              t('orders.number', { id: order.number })
            )}
          </h3>
          <p className={styles.date}>
            <time dateTime={order.created_at}>{longDate(order.created_at, lang)}</time>
          </p>
        </div>
        <div className={styles.badges}>
          <span className={styles.badge} data-tone={statusTone(order.status)}>
            {order.status_title}
          </span>
          <span className={styles.badge} data-tone={paymentTone(order.payment_status, order.payment_method)}>
            {order.payment_title}
          </span>
        </div>
      </header>

      <dl className={styles.facts}>
        {eventsOnly ? null : (
          <div className={styles.fact}>
            <dt>{t('orders.delivery')}</dt>
            <dd>
              {order.delivery.method}
              {place ? <span className={styles.place}>{place}</span> : null}
            </dd>
          </div>
        )}
        {order.delivery.waybill ? (
          <div className={styles.fact}>
            <dt>{t('orders.waybill')}</dt>
            <dd>
              {tracking ? (
                <a href={tracking} target="_blank" rel="noopener noreferrer">
                  {order.delivery.waybill}
                  <span className="visually-hidden"> ({t('orders.tracking')})</span>
                </a>
              ) : (
                order.delivery.waybill
              )}
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('orders.payment')}</dt>
          <dd>{t(`checkout.payment.${order.payment_method}`)}</dd>
        </div>
      </dl>

      <ul className={styles.lines} aria-label={t(eventsOnly ? 'orders.eventLines' : 'orders.lines')}>
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order may list one variant twice (a product and its free sample).
          <li key={`${line.product_price_id ?? 'x'}-${line.type}-${index}`} className={`${summary.line} ${styles.line}`}>
            <ResponsiveImage image={line.image} alt="" sizes="56px" className={summary.thumb} />
            <div className={summary.lineText}>
              {line.slug ? (
                <Link to={localePath(`/katalog/${line.slug}/`, lang)} className={`${summary.lineTitle} ${styles.lineTitle}`}>
                  {line.title}
                </Link>
              ) : (
                <span className={`${summary.lineTitle} ${styles.lineTitle}`}>{line.title}</span>
              )}
              <span className={summary.lineMeta}>
                {[line.value, t('checkout.summary.count', { count: line.count, price: formatPrice(line.price) })].filter(Boolean).join(' · ')}
              </span>
            </div>
            <span className={summary.lineTotal}>{line.total > 0 ? formatPrice(line.total) : t('orders.free')}</span>
          </li>
        ))}
      </ul>

      <dl className={`${summary.totals} ${styles.totals}`}>
        <div className={`${summary.row} ${styles.row}`}>
          <dt>{t(eventsOnly ? 'orders.eventsTotal' : 'checkout.summary.goods')}</dt>
          <dd>{formatPrice(order.goods_total)}</dd>
        </div>
        {order.discount_total > 0 ? (
          <div className={`${summary.row} ${styles.row}`}>
            <dt>{t('orders.discount')}</dt>
            <dd>−{formatPrice(order.discount_total)}</dd>
          </div>
        ) : null}
        {order.bonuses_spent > 0 ? (
          <div className={`${summary.row} ${styles.row}`}>
            <dt>{t('checkout.summary.bonuses')}</dt>
            <dd>−{formatPrice(order.bonuses_spent)}</dd>
          </div>
        ) : null}
        {eventsOnly ? null : (
          <div className={`${summary.row} ${styles.row}`}>
            <dt>{t('checkout.summary.delivery')}</dt>
            <dd data-testid="order-card-delivery">{deliveryChargeText(order.delivery_charge, order.delivery_price, t)}</dd>
          </div>
        )}
        <div className={`${summary.row} ${styles.row} ${styles.total}`}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
      </dl>

      {actions === undefined ? <OrderActions order={order} canInvoice={canInvoice} onChanged={onChanged} /> : actions}
    </article>
  );
}
