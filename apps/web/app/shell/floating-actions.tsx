import { MessengerWidget } from './messenger/messenger-widget.tsx';
import { ScrollToTop } from './scroll-to-top/scroll-to-top.tsx';
import styles from './floating-actions.module.css';

/** The corner stack of floating buttons: scroll-to-top above the messenger button. */
export function FloatingActions() {
  return (
    <div className={styles.stack}>
      <ScrollToTop />
      <MessengerWidget />
    </div>
  );
}
