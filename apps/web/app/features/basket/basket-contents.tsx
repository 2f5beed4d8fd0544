import type { BasketLine } from '@shop/contracts/basket';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useDeferredUntilReady } from '../../lib/use-deferred-until-ready.ts';
import { useShell } from '../../lib/use-shell.ts';
import { trackViewCart } from './basket-analytics.ts';
import { requestBasketCheck } from './basket-checks.ts';
import { isPromoLine } from './basket-lines.ts';
import { BasketLineItem, quotedLine } from './basket-line-item.tsx';
import { reset, useBasket } from './basket-store.ts';
import { BasketSummary } from './basket-summary.tsx';
import { BasketBuyTogether } from './basket-buy-together.tsx';
import { ComparePricesButton } from './compare-prices-button.tsx';
import { SampleChooser } from './sample-chooser.tsx';
import { useBasketQuote } from './use-basket-quote.ts';
import styles from './basket-contents.module.css';

/**
 * What the basket page and the basket dialog show (SPEC §4): the lines with their counts, the
 * samples to choose, the gifts, the server's amounts with the ways on, and what is bought with
 * these products. Reports view_cart once, with the total the server counted.
 */
export function BasketContents({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  // The lines read from storage after hydration appear in a render done in slices, not in one long task.
  const basket = useDeferredUntilReady(useBasket(), (view) => view.loaded);
  const quote = useBasketQuote(basket.lines, basket.loaded);
  const viewed = useRef(false);

  // The rules' offers are not kept in storage: ask for them whenever the basket is looked at.
  useEffect(() => {
    requestBasketCheck();
  }, []);

  useEffect(() => {
    if (viewed.current || !basket.loaded || basket.lines.length === 0) return;
    if (!quote.quote && !quote.failed) return;
    viewed.current = true;
    const fallback = basket.lines.reduce((sum, line) => sum + line.select_type.price * line.select_count, 0);
    trackViewCart(basket.lines, quote.quote?.total ?? fallback);
  }, [basket.loaded, basket.lines, quote.quote, quote.failed]);

  if (!basket.loaded) {
    return (
      <p className={styles.muted} role="status">
        {t('basket.loading')}
      </p>
    );
  }

  if (basket.lines.length === 0) {
    return (
      <div className={styles.empty} data-testid="basket-empty">
        <p className={styles.emptyTitle}>{t('basket.empty.title')}</p>
        <p className={styles.muted}>{t('basket.empty.text')}</p>
        <Link to={localePath('/katalog/', lang)} className={buttonClass('primary')} onClick={inDialog ? () => closeDialog() : undefined}>
          {t('basket.empty.toCatalog')}
        </Link>
      </div>
    );
  }

  const entries = basket.lines.map((line, index) => ({ line, key: basket.keys[index], quoted: quotedLine(quote.quote, basket.lines, index) }));
  const chosen = entries.filter(({ line }) => line.type !== 'gift');
  const gifts = entries.filter(({ line }) => line.type === 'gift');

  const lineList = (
    <section aria-labelledby={inDialog ? undefined : 'basket-lines-title'} aria-label={inDialog ? t('basket.lines') : undefined}>
      {inDialog ? null : (
        <div className={styles.linesHead}>
          <h2 id="basket-lines-title" className={styles.sectionTitle}>
            {t('basket.lines')}
          </h2>
          <div className={styles.headActions}>
            <ComparePricesButton lines={basket.lines} />
            <button type="button" className={styles.reset} onClick={reset}>
              {t('basket.reset')}
            </button>
          </div>
        </div>
      )}
      <ul className={styles.lines}>
        {chosen.map(({ line, key, quoted }) => (
          <BasketLineItem key={key} line={line} lineKey={key} quoted={quoted} compact={inDialog} />
        ))}
      </ul>
    </section>
  );
  const giftList = gifts.length > 0 ? <Gifts entries={gifts} compact={inDialog} /> : null;
  const samples = basket.lines.some((line) => !isPromoLine(line)) ? <SampleChooser lines={basket.lines} /> : null;
  const summary = <BasketSummary lines={basket.lines} quote={quote} inDialog={inDialog} />;
  const buyTogether = <BasketBuyTogether lines={basket.lines} />;

  if (inDialog) {
    // The popup puts the way to the order right under the lines; offers follow.
    return (
      <div className={styles.dialogLayout}>
        {lineList}
        {giftList}
        {summary}
        <div className={styles.dialogLinks}>
          <Link to={localePath('/buy-flow/basket/', lang)} className={buttonClass('ghost')} onClick={() => closeDialog()}>
            {t('basket.toBasket')}
          </Link>
          <button type="button" className={buttonClass('ghost')} onClick={() => closeDialog()}>
            {t('basket.continue')}
          </button>
          <ComparePricesButton lines={basket.lines} />
        </div>
        {samples}
        {buyTogether}
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {lineList}
        {giftList}
        {samples}
      </div>
      <aside className={styles.aside}>{summary}</aside>
      <div className={styles.wide}>{buyTogether}</div>
    </div>
  );
}

function Gifts({ entries, compact }: { entries: { line: BasketLine; key: string; quoted: ReturnType<typeof quotedLine> }[]; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.gifts} aria-labelledby="basket-gifts-title">
      <h2 id="basket-gifts-title" className={styles.sectionTitle}>
        {t('basket.gifts.title')} <span className={styles.note}>{t('basket.gifts.note')}</span>
      </h2>
      <ul className={styles.lines}>
        {entries.map(({ line, key, quoted }) => (
          <BasketLineItem key={key} line={line} lineKey={key} quoted={quoted} compact={compact} />
        ))}
      </ul>
    </section>
  );
}
