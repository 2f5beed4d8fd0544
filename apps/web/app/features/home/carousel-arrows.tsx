import { useTranslation } from '../../i18n/translation-context.tsx';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import styles from './carousel.module.css';

interface CarouselArrowsProps {
  /** Id of the scrolling list the buttons move. */
  controls: string;
  canPrev: boolean;
  canNext: boolean;
  onMove: (direction: -1 | 1) => void;
  className?: string;
  /** Shown between the two buttons (the banner dots). */
  children?: React.ReactNode;
}

/** Previous and next buttons of a scroll-snap carousel; hidden when everything fits on screen. */
export function CarouselArrows({ controls, canPrev, canNext, onMove, className, children }: CarouselArrowsProps) {
  const { t } = useTranslation();
  const hidden = !canPrev && !canNext;
  return (
    <div className={[styles.arrows, hidden ? styles.arrowsHidden : '', className].filter(Boolean).join(' ')}>
      <button type="button" className={styles.arrow} aria-controls={controls} disabled={!canPrev} onClick={() => onMove(-1)}>
        <ChevronRightIcon size={20} className={styles.back} />
        <span className="visually-hidden">{t('home.carousel.previous')}</span>
      </button>
      {children}
      <button type="button" className={styles.arrow} aria-controls={controls} disabled={!canNext} onClick={() => onMove(1)}>
        <ChevronRightIcon size={20} />
        <span className="visually-hidden">{t('home.carousel.next')}</span>
      </button>
    </div>
  );
}
