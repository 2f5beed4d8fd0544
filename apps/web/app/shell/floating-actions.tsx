import { MessengerWidget } from './messenger/messenger-widget.tsx';
import { ScrollToTop } from './scroll-to-top/scroll-to-top.tsx';
import { useScrollingDown } from './use-scrolling-down.ts';
import styles from './floating-actions.module.css';

/**
 * The corner stack of floating buttons: scroll-to-top above the messenger button. On phones they
 * would sit over the right column's titles and prices, so they step aside while the visitor
 * scrolls down and come back when scrolling stops or turns up.
 */
export function FloatingActions() {
  const scrollingDown = useScrollingDown();
  return (
    <div className={styles.stack} data-away={scrollingDown || undefined}>
      <ScrollToTop />
      <MessengerWidget />
    </div>
  );
}
