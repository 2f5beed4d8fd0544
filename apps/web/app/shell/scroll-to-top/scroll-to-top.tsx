import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ArrowUpIcon } from '../../components/ui/icons.tsx';
import styles from './scroll-to-top.module.css';

/**
 * Back to the top of the page: smooth unless the visitor prefers reduced motion. Focus moves to
 * the top of the page too, so keyboard users continue from there.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // Shown once the visitor has scrolled past the first screen.
      setVisible(window.scrollY > window.innerHeight);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  const scrollUp = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('page-top')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      aria-label={t('shell.scrollTop')}
      onClick={scrollUp}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
