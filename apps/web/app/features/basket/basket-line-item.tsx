import type { BasketLine } from '@shop/contracts/basket';
import type { Quote } from '@shop/contracts/checkout';
import { memo } from 'react';
import { Link } from 'react-router';
import { Price, formatPrice } from '../../components/ui/price.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { productPath } from '../../lib/catalog-paths.ts';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { isEventLine, maxCount } from './basket-lines.ts';
import { remove, setCount } from './basket-store.ts';
import { CountStepper } from './count-stepper.tsx';
import styles from './basket-line-item.module.css';

type QuoteLine = Quote['lines'][number];

/**
 * The server's line for a basket line: the same position when the quote answers the lines as they
 * are, otherwise the first line of the same kind and variant.
 */
export function quotedLine(quote: Quote | null, lines: readonly BasketLine[], index: number): QuoteLine | undefined {
  if (!quote) return undefined;
  const line = lines[index];
  const sameSpot = quote.lines[index];
  if (quote.lines.length === lines.length && sameSpot?.product_price_id === line.select_type.id && sameSpot.type === line.type) return sameSpot;
  return quote.lines.find((q) => q.product_price_id === line.select_type.id && q.type === line.type);
}

interface BasketLineItemProps {
  line: BasketLine;
  lineKey: string;
  quoted: QuoteLine | undefined;
  /** Smaller image and type in the dialog. */
  compact?: boolean;
}

/**
 * One basket line: image, title, variant, price (old price struck through), count, remove (SPEC §3, §4).
 * Memoised: the basket re-renders for a pending quote, the account being read and the offers
 * arriving, none of which changes a line; only a new line object or a new quote line does.
 */
export const BasketLineItem = memo(function BasketLineItem({ line, lineKey, quoted, compact = false }: BasketLineItemProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const promo = line.type === 'gift' || line.type === 'sampler';
  // A ticket or webinar (decision 0018): its badge, its date and town as the shop states them, no product page.
  const event = isEventLine(line);
  const title = lang === 'ua' && line.uaTitle ? line.uaTitle : line.title;
  // The shop names a ticket's seminar or a webinar's course in the page's language (the quote).
  const shownTitle = event && quoted ? quoted.title : title;
  const unit = quoted?.price ?? line.select_type.price;
  const old = quoted ? quoted.oldPrice : line.select_type.oldPrice;
  const total = quoted?.total ?? unit * line.select_count;
  // The stock the quote reports is fresher than the one stored with the line.
  const limit = quoted && quoted.available > 0 ? Math.min(maxCount(line), quoted.available) : maxCount(line);

  return (
    <li className={`${styles.line} ${compact ? styles.compact : ''}`} data-testid="basket-line" data-line-key={lineKey}>
      <div className={styles.media}>
        <ResponsiveImage image={line.select_type.image ?? line.image} alt="" sizes={compact ? '72px' : '(min-width: 768px) 112px, 80px'} className={styles.image} />
      </div>
      <div className={styles.info}>
        {promo ? <span className={styles.badge}>{line.type === 'gift' ? t('basket.gift') : t('basket.sample')}</span> : null}
        {event ? (
          <span className={styles.badge} data-testid="event-badge">
            {line.type === 'ticket' ? t('basket.ticket') : t('basket.webinar')}
          </span>
        ) : null}
        {line.brand.title ? <p className={styles.brand}>{line.brand.title}</p> : null}
        <p className={styles.title}>
          {event ? (
            <Link to={localePath('/platform/seminars/', lang)} className={styles.link}>
              {shownTitle}
            </Link>
          ) : (
            <Link to={productPath(line, lang)} className={styles.link}>
              {title}
            </Link>
          )}
        </p>
        <p className={styles.variant}>{event && quoted ? quoted.value : line.select_type.value}</p>
        {line.type === 'ticket' && quoted ? <p className={styles.note}>{t('basket.seatsLeft', { count: quoted.available })}</p> : null}
        {!promo && line.client_with_code_price ? (
          <p className={styles.note}>{t('basket.clientPrice', { price: formatPrice(line.client_with_code_price.price) })}</p>
        ) : null}
      </div>
      <div className={styles.controls}>
        {promo ? (
          <span className={styles.free}>{t('basket.free')}</span>
        ) : (
          <>
            <div className={styles.unitPrice}>
              <Price value={unit} oldValue={old} size="sm" />
            </div>
            {line.type === 'webinar' ? null : (
              <CountStepper
                value={line.select_count}
                max={limit}
                onChange={(count) => setCount(lineKey, count)}
                label={t('basket.countOf', { title: `${title}, ${line.select_type.value}` })}
                size="sm"
              />
            )}
            <p className={styles.total} data-testid="basket-line-total">
              {formatPrice(total)}
            </p>
          </>
        )}
      </div>
      {line.type === 'gift' ? null : (
        <button type="button" className={styles.remove} onClick={() => remove(lineKey)} aria-label={t('basket.removeLabel', { title })} title={t('basket.remove')}>
          <CloseIcon size={18} />
        </button>
      )}
    </li>
  );
});
